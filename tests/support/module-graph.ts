import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";

/** The repository's root. */
export const ROOT = path.resolve(import.meta.dirname, "../..");

/** The module an import names, if it is one of the site's own (app/ or domain/). */
function resolveImport(from: string, specifier: string): string | null {
  let base: string;
  if (specifier.startsWith("#app/")) base = path.join(ROOT, "app", specifier.slice(5));
  else if (specifier.startsWith("#domain/")) base = path.join(ROOT, "domain", specifier.slice(8));
  else if (specifier.startsWith(".")) base = path.resolve(path.dirname(from), specifier);
  else return null;
  for (const candidate of [base, `${base}.tsx`, `${base}.ts`]) {
    if (existsSync(candidate) && statSync(candidate).isFile() && /\.tsx?$/.test(candidate)) return candidate;
  }
  return null;
}

const IMPORT = /(?:import|export)\s[^;]*?from\s*"([^"]+)"|import\(\s*"([^"]+)"\s*\)/g;

/** Every file of app/ and domain/ the modules import, statically or lazily, directly or through others. */
export function reachedFrom(entries: string[], { beyond = [] as string[] } = {}): string[] {
  const seen = new Set<string>();
  const queue = [...entries];
  for (let file = queue.pop(); file; file = queue.pop()) {
    if (seen.has(file) || beyond.includes(file)) continue;
    seen.add(file);
    for (const match of readFileSync(file, "utf8").matchAll(IMPORT)) {
      const target = resolveImport(file, match[1] ?? match[2] ?? "");
      if (target) queue.push(target);
    }
  }
  return [...seen];
}

/** The route modules of an area's folder under app/routes (`site`, `admin`, `partners`, `seo`). */
export const routesOf = (area: string) =>
  readdirSync(path.join(ROOT, "app/routes", area))
    .filter((name) => /\.tsx?$/.test(name) && !name.includes(".test."))
    .map((name) => path.join(ROOT, "app/routes", area, name));
