import { createHash } from "node:crypto";
import { readdirSync, readFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { pathToFileURL } from "node:url";
import type { Plugin } from "vite";

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
export function lucideSprite(): Plugin {
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
