import { type ReactNode, Suspense } from "react";

/**
 * A below-the-fold block that React hydrates in its own pass: each Suspense boundary in server-rendered HTML
 * is hydrated and committed separately, so a long page is made interactive in several short tasks instead
 * of one long one that would hold up a tap. Nothing here suspends; the fallback is never shown.
 */
export function HydratedApart({ children }: { children: ReactNode }) {
  return <Suspense fallback={null}>{children}</Suspense>;
}
