import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";
import { HOME_ROUTE, inShell, sharedBy } from "./scripts/build/vite/chunk-groups.ts";
import { compileHints } from "./scripts/build/vite/compile-hints.ts";
import { lucideSprite } from "./scripts/build/vite/lucide-sprite.ts";
import { serverModulesLeftOut } from "./scripts/build/vite/server-modules-left-out.ts";

// The plugins and what decides the chunk groups are in scripts/build/vite/.

export default defineConfig({
  plugins: [lucideSprite(), tailwindcss(), reactRouter(), serverModulesLeftOut(), compileHints()],
  server: { watch: { ignored: ["**/data/**", "**/test-results/**"] } },
  build: {
    // No module imports a stylesheet: the root and each area's layout link theirs by URL (`?url`, app/styles/).
    // A stylesheet imported for its effect would be listed as a dependency of every lazily loaded module: React
    // Router links it with a `#` on the end, so Vite's loader did not recognise it and added the same stylesheet a
    // second time on the first lazy import (the quote dialog, the form's checks), restyling the whole page during
    // the tap and doubling every later style recalculation.
    rolldownOptions: {
      // Its timings name React Router's and Tailwind's plugins, nothing this project can change, and it printed a
      // warning on every build of a busy machine, where every step takes longer.
      checks: { bundlerTimings: false },
      output: {
        // Fewer, larger files: a phone on HTTP/1.1 opens six connections per host, and dozens of tiny modules
        // queue ahead of the page's images. The framework is one file, everything the shell loads on every
        // page (icons, UI parts, site settings) is another, and the small parts two or more customer pages
        // share (cards, prices, form fields) a third, so a page loads its own module and little else.
        codeSplitting: {
          groups: [
            {
              name: "framework",
              test: /node_modules[\\/](react|react-dom|react-router|scheduler|turbo-stream|cookie|set-cookie-parser)[\\/]/,
              priority: 20,
            },
            {
              debugName: "shell",
              name: (id, ctx) => (inShell(id, (m) => ctx.getModuleInfo(m)?.importers ?? []) ? "shell" : null),
              priority: 10,
            },
            // Shared by two or more customer pages, counting the parts they load later (a dialog, a form's rule)
            // as theirs, and loaded up front by at least one: otherwise each such part (the forms' hook, their
            // messages) became a file of its own, a request and gzip overhead for under a kilobyte. What the home
            // page loads goes in `site`; what only the other pages share (cards, prices, the list page, dialogs)
            // in `catalogue`, which the home page does not load. `site` goes first: a group takes its modules'
            // imports along, and the catalogue's card would otherwise take the home page's image with it.
            {
              debugName: "site",
              name: (id, ctx) =>
                sharedBy(id, (m) => ctx.getModuleInfo(m))?.some((r) => HOME_ROUTE.test(r)) ? "site" : null,
              priority: 6,
            },
            {
              debugName: "catalogue",
              name: (id, ctx) => (sharedBy(id, (m) => ctx.getModuleInfo(m)) ? "catalogue" : null),
              priority: 5,
            },
          ],
        },
      },
    },
  },
});
