import { useEffect, useState } from "react";

/**
 * False in the server's HTML and in the browser's first render, true once this block's scripts run. A control
 * that only works with them is hidden (kept in the layout, `invisible`) until then: a tap on it would be lost.
 */
export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  return hydrated;
}
