import { useEffect, useState } from "react";
import { useLocation } from "react-router";
import { readAttribution } from "#app/lib/attribution";
import { ATTRIBUTION_KEYS, type LeadAttribution } from "#domain/lead";

/**
 * Hidden fields a lead form posts without JavaScript: the page it was sent from (from the URL, so a page kept
 * for every visitor renders the same bytes) and the visit's first touch, filled in once the page's script runs.
 */
export function LeadContextFields() {
  const { pathname, search } = useLocation();
  const [attribution, setAttribution] = useState<LeadAttribution>({});
  useEffect(() => setAttribution(readAttribution()), []);
  return (
    <>
      <input type="hidden" name="pageUrl" value={`${pathname}${search}`} />
      {ATTRIBUTION_KEYS.map((key) => (
        <input key={key} type="hidden" name={`attribution.${key}`} value={attribution[key] ?? ""} />
      ))}
    </>
  );
}
