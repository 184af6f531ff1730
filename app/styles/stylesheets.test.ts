import { readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { ROOT, reachedFrom, routesOf } from "../../tests/support/module-graph";

const STYLES = path.dirname(fileURLToPath(import.meta.url));

/** The folders and files a stylesheet's `@source` lines name, as absolute paths. */
function sourcesOf(stylesheet: string): string[] {
  const css = readFileSync(path.join(STYLES, stylesheet), "utf8");
  return [...css.matchAll(/^@source "([^"]+)";$/gm)].map(([, source = ""]) => path.resolve(STYLES, source));
}

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
    // The root's refusal of a 대표 관리자's page to a 상담원 is the admin's, loaded only then with admin.css.
    const beyond = area === "admin" ? [] : [path.join(ROOT, "app/components/admin/AdminRefusal.tsx")];
    const files = reachedFrom([path.join(ROOT, "app/root.tsx"), ...routesOf(area)], { beyond });
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
