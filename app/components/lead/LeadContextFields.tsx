import { useEffect, useState } from "react";
import { useLocation } from "react-router";
import { readAttribution } from "#app/lib/attribution";
import { ATTRIBUTION_KEYS, type LeadAttribution } from "#domain/lead";

/**
 * Hidden fields a lead form posts without JavaScript: the page it was sent from (from the URL, so a page kept
 * for every visitor renders the same bytes), the visit's first touch, filled in once the page's script runs, and
 * when the server rendered the form (`formStartedAt`, from the page's loader: the same bytes for every visitor of
 * a kept page), by which a post sooner than a person could type is held.
 */
export function LeadContextFields({ startedAt }: { startedAt?: number }) {
  const { pathname, search } = useLocation();
  const [attribution, setAttribution] = useState<LeadAttribution>({});
  useEffect(() => setAttribution(readAttribution()), []);
  return (
    <>
      <input type="hidden" name="pageUrl" value={`${pathname}${search}`} />
      {startedAt !== undefined && <input type="hidden" name="formStartedAt" value={startedAt} />}
      {ATTRIBUTION_KEYS.map((key) => (
        <input key={key} type="hidden" name={`attribution.${key}`} value={attribution[key] ?? ""} />
      ))}
    </>
  );
}
