import type { AppContext } from "#server/context";

/**
 * What wakes this process's outbox workers, per app context: whoever enqueues nudges it after their transaction
 * committed, and the worker (server/jobs/lead-alerts.ts) listens, so those who write to the outbox never import it.
 */
const wakers = new WeakMap<AppContext, Set<() => void>>();

function wakersOf(ctx: AppContext): Set<() => void> {
  let set = wakers.get(ctx);
  if (!set) {
    set = new Set();
    wakers.set(ctx, set);
  }
  return set;
}

/**
 * Wakes this process's outbox workers at once, e.g. after a lead's or a partner decision's transaction committed;
 * does nothing when none run.
 */
export function nudgeLeadAlerts(ctx: AppContext): void {
  for (const wake of wakersOf(ctx)) wake();
}

/** Calls `wake` on every nudge of the app until the returned function is called. */
export function onOutboxNudge(ctx: AppContext, wake: () => void): () => void {
  const set = wakersOf(ctx);
  set.add(wake);
  return () => set.delete(wake);
}
