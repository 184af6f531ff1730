// First: React DOM starts without taking error stacks (see there).
import "#app/lib/error-stacks";
import { StrictMode, startTransition } from "react";
import { hydrateRoot } from "react-dom/client";
import { HydratedRouter } from "react-router/dom";

// Hydration starts after the first frame: the server-rendered page, hero image included, is painted before
// hydrating takes the main thread (on a fast connection the scripts would otherwise run first).
requestAnimationFrame(() => {
  setTimeout(() => {
    startTransition(() => {
      hydrateRoot(
        document,
        <StrictMode>
          <HydratedRouter />
        </StrictMode>,
      );
    });
  }, 0);
});
