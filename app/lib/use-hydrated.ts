import { useSyncExternalStore } from "react";

const noChanges = () => () => {};

/**
 * False in the server's HTML and while this block hydrates, true once its scripts run. A control that only works
 * with them is hidden (kept in the layout, `invisible`) until then: a tap on it would be lost. A component first
 * mounted after hydration (a card's toggles, a page reached by a link) is true from its first render, so it does
 * not render twice; a hydrating one renders once more, in the same pass as every other.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noChanges,
    () => true,
    () => false,
  );
}
