import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

const STYLES = path.dirname(fileURLToPath(import.meta.url));
const ROOT = path.resolve(STYLES, "../..");

/** The folders and files a stylesheet's `@source` lines name, as absolute paths. */
function sourcesOf(stylesheet: string): string[] {
  const css = readFileSync(path.join(STYLES, stylesheet), "utf8");
  return [...css.matchAll(/^@source "([^"]+)";$/gm)].map(([, source = ""]) => path.resolve(STYLES, source));
}

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
function reachedFrom(entries: string[]): string[] {
  const seen = new Set<string>();
  const queue = [...entries];
  for (let file = queue.pop(); file; file = queue.pop()) {
    if (seen.has(file)) continue;
    seen.add(file);
    for (const match of readFileSync(file, "utf8").matchAll(IMPORT)) {
      const target = resolveImport(file, match[1] ?? match[2] ?? "");
      if (target) queue.push(target);
    }
  }
  return [...seen];
}

const routesOf = (area: string) =>
  readdirSync(path.join(ROOT, "app/routes", area))
    .filter((name) => /\.tsx?$/.test(name) && !name.includes(".test."))
    .map((name) => path.join(ROOT, "app/routes", area, name));

/*
 * Each area's stylesheet holds the utilities of the files Tailwind reads for it, and no other: a component an area's
 * page imports from a folder its stylesheet does not name would render without its styles on that area's pages.
 */
describe.each([
  { area: "site", stylesheet: "site.css" },
  { area: "admin", stylesheet: "admin.css" },
  { area: "partners", stylesheet: "partners.css" },
])("the $area pages' stylesheet", ({ area, stylesheet }) => {
  it("is built from every file the pages import", () => {
    const sources = sourcesOf(stylesheet);
    const files = reachedFrom([path.join(ROOT, "app/root.tsx"), ...routesOf(area)]);
    expect(files.length).toBeGreaterThan(20);
    const uncovered = files
      .filter((file) => !sources.some((source) => file === source || file.startsWith(`${source}${path.sep}`)))
      .map((file) => path.relative(ROOT, file));
    expect(uncovered).toEqual([]);
  });
});

describe("the public site's stylesheet", () => {
  it("reads none of the admin's or the partners' own files", () => {
    const areaOnly = ["app/routes/admin", "app/routes/partners", "app/components/admin", "app/components/partners"];
    const sources = sourcesOf("site.css").map((source) => path.relative(ROOT, source));
    expect(sources.filter((source) => areaOnly.some((dir) => source.startsWith(dir)))).toEqual([]);
    expect(sources).not.toContain("app/components/vehicle-editor");
  });
});
