import { createHash } from "node:crypto";
import { readdirSync, readFileSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig, type Plugin } from "vite";

/** Chromium's compile hint, as the first line of a script. */
const HINT = "//# allFunctionsCalledOnLoad\n";

const SHELL = /[\\/]app[\\/](root\.tsx|routes[\\/]site[\\/]layout\.tsx)$/;

const HOME_ROUTE = /[\\/]app[\\/]routes[\\/]site[\\/]home\.tsx$/;

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

const LUCIDE_IMPORT = /import\s*\{([^}]*)\}\s*from\s*"lucide-react";/g;

/** Each name lucide-react exports (aliases included) and its icon's file, read from the package's index. */
function lucideIconFiles(): Map<string, string> {
  const index = createRequire(import.meta.url)
    .resolve("lucide-react")
    .replace(/cjs[\\/]lucide-react\.js$/, "esm/lucide-react.mjs");
  const files = new Map<string, string>();
  for (const [, names, file] of readFileSync(index, "utf8").matchAll(
    /^export \{ ([^}]+) \} from '\.\/icons\/([\w-]+)\.mjs';$/gm,
  ))
    for (const [, name] of (names ?? "").matchAll(/default as (\w+)/g)) files.set(name ?? "", file ?? "");
  return files;
}

/** The icons an `import { … } from "lucide-react"` names, each as its local name and icon file; null if any is not one. */
function importedIcons(list: string, files: Map<string, string>) {
  const icons: { local: string; file: string }[] = [];
  const types: string[] = [];
  for (const raw of list
    .split(",")
    .map((s) => s.trim())
    .filter(Boolean)) {
    if (raw.startsWith("type ")) {
      types.push(raw.slice(5));
      continue;
    }
    const [name = "", local = name] = raw.split(/\s+as\s+/);
    const file = files.get(name);
    if (!file) return null;
    icons.push({ local, file });
  }
  return { icons, types };
}

const escapeAttribute = (value: unknown) =>
  String(value).replace(/&/g, "&amp;").replace(/"/g, "&quot;").replace(/</g, "&lt;");

/**
 * Every lucide icon becomes a `<use>` of one sprite file (app/components/ui/sprite-icon.tsx): `import { Phone } from
 * "lucide-react"` becomes `const Phone = spriteIcon("/assets/icons-<hash>.svg#phone")`. The sprite holds each icon
 * any file under app/ imports, drawn once; its name carries a hash of its content, so it is kept like the other
 * assets. Drawn inline, the icons were 16–19 KB of the home page's and a vehicle page's HTML, and their drawings
 * were in the scripts too. Development and Vitest draw lucide's own icons.
 */
function lucideSprite(): Plugin {
  // Read when a build starts, not when the config loads: development and Vitest load it too and never use them.
  let files = new Map<string, string>();
  let sprite: { fileName: string; source: string } | undefined;
  return {
    name: "lucide-sprite",
    apply: "build",
    enforce: "pre",
    async buildStart() {
      if (sprite) return;
      files = lucideIconFiles();
      const used = new Set<string>();
      const app = path.resolve("app");
      for (const entry of readdirSync(app, { recursive: true, encoding: "utf8" })) {
        if (!/\.tsx?$/.test(entry)) continue;
        for (const [, list = ""] of readFileSync(path.join(app, entry), "utf8").matchAll(LUCIDE_IMPORT))
          for (const { file } of importedIcons(list, files)?.icons ?? []) used.add(file);
      }
      const iconsDir = path
        .dirname(createRequire(import.meta.url).resolve("lucide-react"))
        .replace(/cjs$/, "esm/icons");
      const symbols: string[] = [];
      for (const file of [...used].sort()) {
        const { __iconData } = (await import(pathToFileURL(path.join(iconsDir, `${file}.mjs`)).href)) as {
          __iconData: { node: [string, Record<string, unknown>][] };
        };
        const shapes = __iconData.node.map(([tag, attributes]) => {
          const pairs = Object.entries(attributes).filter(([name]) => name !== "key");
          return `<${tag} ${pairs.map(([name, value]) => `${name}="${escapeAttribute(value)}"`).join(" ")}/>`;
        });
        symbols.push(`<symbol id="${file}" viewBox="0 0 24 24">${shapes.join("")}</symbol>`);
      }
      const source = `<svg xmlns="http://www.w3.org/2000/svg">${symbols.join("")}</svg>`;
      const hash = createHash("sha256").update(source).digest("base64url").slice(0, 8);
      sprite = { fileName: `assets/icons-${hash}.svg`, source };
    },
    transform(code, id) {
      if (
        !sprite ||
        !/\.tsx?$/.test(id) ||
        !code.includes('"lucide-react"') ||
        id.includes(`${path.sep}node_modules${path.sep}`)
      )
        return null;
      const href = `/${sprite.fileName}`;
      let imported = false;
      return code.replace(LUCIDE_IMPORT, (whole, list: string) => {
        const found = importedIcons(list, files);
        if (!found) return whole;
        const lines = found.types.length ? [`import type { ${found.types.join(", ")} } from "lucide-react";`] : [];
        if (found.icons.length && !imported) {
          lines.push('import { spriteIcon as __spriteIcon } from "#app/components/ui/sprite-icon";');
          imported = true;
        }
        for (const { local, file } of found.icons) lines.push(`const ${local} = __spriteIcon("${href}#${file}");`);
        return lines.join(" ");
      });
    },
    generateBundle() {
      if (sprite && this.environment.name === "client") this.emitFile({ type: "asset", ...sprite });
    },
  };
}

/**
 * The server build leaves `#server/*` imports as they are, for whoever loads it to resolve: the production server
 * bundle (scripts/build.mjs) and Vitest resolve them to the same server modules the API runs, so a process holds
 * one copy of each (docs/decisions/0012-one-server-module-graph.md). In development Vite loads the server's
 * modules too (server/development.ts), one copy for both already, so the rule is for the build only.
 */
function serverModulesLeftOut(): Plugin {
  return {
    name: "server-modules-left-out",
    apply: "build",
    // Before Vite's own resolver, which would find the file and bundle it.
    enforce: "pre",
    applyToEnvironment: (environment) => environment.name === "ssr",
    resolveId(source) {
      return source.startsWith("#server/") ? { id: source, external: true } : null;
    },
  };
}

type ModuleInfoOf = (
  id: string,
) => { importers: readonly string[]; dynamicImporters: readonly string[] } | null | undefined;

/**
 * The customer route modules that load the module up front, when two or more customer pages use it (up front or
 * in a part they load later); null when it is a route module, or not shared that way.
 */
function sharedBy(id: string, info: ModuleInfoOf): string[] | null {
  if (CUSTOMER_ROUTE.test(id)) return null;
  const upFront = customerRoutesUsing(id, (m) => info(m)?.importers ?? []);
  if (upFront.size === 0) return null;
  const anyImporters = (m: string) => [...(info(m)?.importers ?? []), ...(info(m)?.dynamicImporters ?? [])];
  const anyWay = upFront.size >= 2 || customerRoutesUsing(id, anyImporters).size >= 2;
  return anyWay ? [...upFront] : null;
}

export default defineConfig({
  plugins: [
    lucideSprite(),
    tailwindcss(),
    reactRouter(),
    serverModulesLeftOut(),
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
          if (chunk.type !== "chunk" || !/^(framework|shell|site|catalogue)$/.test(chunk.name) || !options.dir)
            continue;
          const file = path.join(options.dir, chunk.fileName);
          const code = readFileSync(file, "utf8");
          if (!code.startsWith(HINT)) writeFileSync(file, HINT + code);
        }
      },
    },
  ],
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
