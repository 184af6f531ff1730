import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";

const SHELL = /[\\/]app[\\/](root\.tsx|routes[\\/]site[\\/]layout\.tsx)$/;

/** Whether the site's shell (root and customer layout) imports the module, directly or through others. */
function inShell(id: string, importersOf: (id: string) => readonly string[], seen = new Set<string>()): boolean {
  if (SHELL.test(id)) return true;
  seen.add(id);
  return importersOf(id).some((importer) => !seen.has(importer) && inShell(importer, importersOf, seen));
}

export default defineConfig({
  plugins: [tailwindcss(), reactRouter()],
  server: { watch: { ignored: ["**/data/**", "**/test-results/**"] } },
  build: {
    rolldownOptions: {
      output: {
        // Fewer, larger files: a phone on HTTP/1.1 opens six connections per host, and dozens of tiny modules
        // queue ahead of the page's images. The framework is one file, and everything the shell loads on every
        // page (icons, UI parts, site settings) is another.
        codeSplitting: {
          groups: [
            { name: "framework", test: /node_modules[\\/](react|react-dom|react-router|scheduler|turbo-stream|cookie|set-cookie-parser)[\\/]/, priority: 20 },
            {
              name: (id, ctx) => (inShell(id, (m) => ctx.getModuleInfo(m)?.importers ?? []) ? "shell" : null),
              priority: 10,
            },
          ],
        },
      },
    },
  },
});
