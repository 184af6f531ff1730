import { useEffect, useRef } from "react";
import { useRevalidator } from "react-router";
import { apiRequest } from "./api-client";

/** How often open pages ask whether the catalogue changed (docs/spec/customer-site.md §7: every 2 minutes). */
export const DATA_VERSION_POLL_MS = 2 * 60_000;

async function fetchDataVersion(signal: AbortSignal): Promise<number> {
  const body = await apiRequest<{ version?: unknown } | null>("GET", "/api/data-version", undefined, {
    cache: "no-store",
    signal,
  });
  if (typeof body?.version !== "number") throw new Error("데이터 버전을 가져올 수 없습니다");
  return body.version;
}

/**
 * Polls `GET /api/data-version` every 2 minutes (not on window focus) and revalidates the loaders of the
 * page on screen when the version moved, so an admin's edit reaches open lists without a reload. Skips
 * polls while the tab is hidden; a failed poll is retried at the next tick.
 */
export function useDataVersionRevalidation(intervalMs: number = DATA_VERSION_POLL_MS): void {
  const revalidator = useRevalidator();
  const revalidate = useRef(revalidator.revalidate);
  revalidate.current = revalidator.revalidate;

  useEffect(() => {
    const controller = new AbortController();
    let seen: number | null = null;
    const poll = async () => {
      if (document.visibilityState === "hidden") return;
      try {
        const version = await fetchDataVersion(controller.signal);
        if (seen !== null && version !== seen) void revalidate.current();
        seen = version;
      } catch {
        // Offline or a server restart: the next tick tries again.
      }
    };
    void poll();
    const timer = window.setInterval(poll, intervalMs);
    return () => {
      controller.abort();
      window.clearInterval(timer);
    };
  }, [intervalMs]);
}
