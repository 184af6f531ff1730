import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";

/** Chromium's compile hint, as the first line of a script. */
const HINT = "//# allFunctionsCalledOnLoad\n";

const SHELL = /[\\/]app[\\/](root\.tsx|routes[\\/]site[\\/]layout\.tsx)$/;

const CUSTOMER_ROUTE = /[\\/]app[\\/]routes[\\/]site[\\/](?!layout\.tsx$)[^\\/]+\.tsx$/;

/** The customer route modules that import the module statically, directly or through others. */
function customerRoutesUsing(
  id: string,
  importersOf: (id: string) => readonly string[],
  found = new Set<string>(),
  seen = new Set<string>(),
): Set<string> {
  seen.add(id);
  for (const importer of importersOf(id)) {
    if (CUSTOMER_ROUTE.test(importer)) found.add(importer);
    else if (!seen.has(importer)) customerRoutesUsing(importer, importersOf, found, seen);
  }
  return found;
}

/** Whether the site's shell (root and customer layout) imports the module, directly or through others. */
function inShell(id: string, importersOf: (id: string) => readonly string[], seen = new Set<string>()): boolean {
  if (SHELL.test(id)) return true;
  seen.add(id);
  return importersOf(id).some((importer) => !seen.has(importer) && inShell(importer, importersOf, seen));
}

export default defineConfig({
  plugins: [
    tailwindcss(),
    reactRouter(),
    // Chromium's compile hint: the chunks every customer page runs are compiled whole on a background thread
    // while they download, instead of function by function on the main thread while the page hydrates
    // (measured: a third less main-thread script time on the home page).
    {
      name: "compile-hints",
      apply: "build",
      // Once the files are written: Vite's own last step puts the preload map of a chunk's dynamic imports at its
      // top, and the hint must be the file's first line.
      writeBundle(options, bundle) {
        for (const chunk of Object.values(bundle)) {
          if (chunk.type !== "chunk" || !/^(framework|shell|site)$/.test(chunk.name) || !options.dir) continue;
          const file = path.join(options.dir, chunk.fileName);
          const code = readFileSync(file, "utf8");
          if (!code.startsWith(HINT)) writeFileSync(file, HINT + code);
        }
      },
    },
  ],
  server: { watch: { ignored: ["**/data/**", "**/test-results/**"] } },
  build: {
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
            {
              debugName: "site",
              name: (id, ctx) =>
                !CUSTOMER_ROUTE.test(id) &&
                customerRoutesUsing(id, (m) => ctx.getModuleInfo(m)?.importers ?? []).size >= 2
                  ? "site"
                  : null,
              priority: 5,
            },
          ],
        },
      },
    },
  },
});
