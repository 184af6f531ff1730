import { type ReactNode, Suspense, use, useEffect, useId, useRef, useState } from "react";
import { useNavigation } from "react-router";

type Gate = Promise<void> & { open: () => void };

/** One gate per server-rendered block, keyed by its id; it stays open once opened. */
const gates = new Map<string, Gate>();

/**
 * A tap, a focus or a key reaching a waiting block opens it before React sees the event: React then hydrates
 * the block at once and hands it the event (it would hold back a focus for a block it cannot hydrate). The
 * window's capture phase runs before React's listeners on the document.
 */
function openGatesAround(event: Event) {
  if (!(event.target instanceof Node)) return;
  for (const [id, gate] of gates) if (document.getElementById(id)?.contains(event.target)) gate.open();
}

function gateFor(element: HTMLElement): Gate {
  const existing = gates.get(element.id);
  if (existing) return existing;
  if (gates.size === 0) {
    for (const type of ["pointerdown", "focusin", "keydown"])
      window.addEventListener(type, openGatesAround, { capture: true, passive: true });
  }
  let open = false;
  let resolve = () => {};
  const promise = new Promise<void>((r) => {
    resolve = r;
  });
  const observer = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && gate.open(), {
    rootMargin: "200px 0px",
  });
  const gate: Gate = Object.assign(promise, {
    open: () => {
      if (open) return;
      open = true;
      // React's `use` reads a promise marked fulfilled without suspending, even in the render that opened it.
      Object.assign(gate, { status: "fulfilled", value: undefined });
      observer.disconnect();
      resolve();
    },
  });
  observer.observe(element);
  gates.set(element.id, gate);
  return gate;
}

/** Suspends while the block's server HTML waits for the screen; a block without any renders at once. */
function UntilNearScreen({ serverHtml, children }: { serverHtml: HTMLElement | null; children: ReactNode }) {
  if (serverHtml) use(gateFor(serverHtml));
  return children;
}

/**
 * A below-the-fold block whose server-rendered HTML stays as it is, links and all, until it comes within
 * 200 px of the screen or is tapped or focused; then React hydrates it in its own pass. A phone loading the
 * page spends its first seconds only on what is on screen. Nothing else suspends; the fallback is not shown.
 */
export function HydratedApart({ children, className }: { children: ReactNode; className?: string }) {
  const id = useId();
  // Looked up once, as the block is made: when hydrating, the server's HTML carries this id; a block mounted by a
  // later navigation finds nothing, as its own element is not in the document yet, and is never held back.
  const [serverHtml] = useState(() => (typeof document === "undefined" ? null : document.getElementById(id)));
  // Read so that every change of the router's state (a navigation, a revalidation) renders this block's parent
  // part again: React passes such a change into a server-rendered block, and can only apply it once hydrated.
  useNavigation();
  const committed = useRef(false);
  useEffect(() => {
    committed.current = true;
  }, []);
  // A render after the first brings new props or router state, which React applies only to a hydrated block:
  // the block is let in now, or the update would wait until it scrolls near.
  if (committed.current) gates.get(id)?.open();
  return (
    <div id={id} className={className}>
      <Suspense fallback={null}>
        <UntilNearScreen serverHtml={serverHtml}>{children}</UntilNearScreen>
      </Suspense>
    </div>
  );
}
