import { useEffect, useRef } from "react";
import { useFetcher } from "react-router";
import { useToast } from "#app/components/ui/toast";
import type { LeadActionResult } from "#app/lib/admin-leads";

/** Every write to a lead posts to the lead page's action: the same path with JavaScript (a fetcher) and without (a form). */
export const leadPath = (id: number) => `/admin/leads/${id}`;

/**
 * A fetcher for one of a lead's forms that tells the outcome once, when it has settled (after the page's data
 * reloaded, so the toast never runs ahead of what the screen shows). Forms that show their error next to the
 * field pass no `failure` title.
 */
export function useLeadFetcher(messages: { success?: string; failure?: string }) {
  const fetcher = useFetcher<LeadActionResult>();
  const toast = useToast();
  const told = useRef<LeadActionResult | null>(null);
  const { success, failure } = messages;
  useEffect(() => {
    const result = fetcher.data;
    if (fetcher.state !== "idle" || !result || told.current === result) return;
    told.current = result;
    if (!result.ok) {
      if (failure) toast({ variant: "error", title: failure, description: result.message });
    } else if (success) toast({ variant: "success", title: success });
  }, [fetcher.state, fetcher.data, toast, success, failure]);
  return fetcher;
}
