import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

/*
 * One copy of each server module per process (docs/decisions/0012-one-server-module-graph.md): the site's server
 * build (build/server) leaves its `#server/*` imports to the server bundle (build/node), which resolves them to the
 * modules the API runs. A server module bundled into the site's build as well would hold its state twice.
 */

const SITE_BUILD = path.resolve("build/server");
const PROCESS_BUNDLE = path.resolve("build/node");

function filesUnder(dir: string, pattern: RegExp): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && pattern.test(entry.name))
    .map((entry) => path.join(entry.parentPath, entry.name));
}

const SOURCE = /\.(ts|tsx|mjs)$/;
const TEST = /\.test\.tsx?$/;
const sources = (dir: string) => filesUnder(path.resolve(dir), SOURCE).filter((file) => !TEST.test(file));

/** The names a module exports as functions, classes or single variables. */
function exportedNames(source: string): string[] {
  return [...source.matchAll(/^export (?:async )?(?:function\*?|class|const|let) (\w+)/gm)].map(
    ([, name]) => name ?? "",
  );
}

/** How often a name is declared (any scope), allowing the suffix a bundler adds to tell two copies apart. */
function declarations(code: string, name: string): number {
  return code.match(new RegExp(`(?:function\\*?|class|const|let|var)\\s+${name}(?:\\$?\\d+)?\\b`, "g"))?.length ?? 0;
}

const allSources = ["app", "domain", "server", "scripts"].flatMap(sources).map((file) => readFileSync(file, "utf8"));

/**
 * Each server module's exported names that are declared once in all the sources (long enough not to be a
 * bundler's own short names): where such a name is declared in built code, that module's code is there.
 */
function markersOf(dir: string): Map<string, string> {
  const markers = new Map<string, string>();
  for (const file of sources(dir))
    for (const name of exportedNames(readFileSync(file, "utf8")))
      if (name.length >= 6 && allSources.reduce((n, code) => n + declarations(code, name), 0) === 1)
        markers.set(name, path.relative(process.cwd(), file));
  return markers;
}

const read = (files: string[]) => files.map((file) => ({ file, code: readFileSync(file, "utf8") }));

/**
 * The bundle's code less the packages bundled into it (React Router's production build): esbuild heads each
 * module's code with a `// path` line, and a package's own names (its `createContext`) are not the server's.
 */
function ownCode(code: string): string {
  return code
    .split(/^(?=\/\/ \S+$)/m)
    .filter((part) => !part.startsWith("// node_modules/"))
    .join("");
}

describe("the built server process", () => {
  const serverMarkers = markersOf("server");
  const siteBuild = read(filesUnder(SITE_BUILD, /\.js$/));
  const processBundle = read(filesUnder(PROCESS_BUNDLE, /\.js$/));

  it("finds markers of the server's modules, the stateful ones among them", () => {
    expect(serverMarkers.size).toBeGreaterThan(200);
    for (const name of ["keptLeadAnswer", "nudgeLeadAlerts", "itemCache", "siteSettingsForPage", "pageContext"])
      expect(serverMarkers.get(name), name).toMatch(/^server\//);
  });

  it("has the site's server build import the server's modules instead of carrying them", () => {
    const code = siteBuild.map((f) => f.code).join("\n");
    // The check sees the build's own code: the document entry's functions are declared there.
    expect(declarations(code, "htmlCacheControl")).toBe(1);
    const carried = [...serverMarkers].filter(([name]) => declarations(code, name) > 0);
    expect(carried.map(([name, file]) => `${file}: ${name}`)).toEqual([]);
    // What the pages run from the server, named by its import: the router contexts, a loader's service.
    expect(code).toContain('from "#server/http/page-context"');
    expect(code).toContain('from "#server/services/site/site-settings"');
  });

  it("declares each server module's code once, with the site's build bundled in", () => {
    const code = ownCode(processBundle.map((f) => f.code).join("\n"));
    expect(code).toContain("// build/server/index.js");
    expect(declarations(code, "htmlCacheControl")).toBe(1);
    const twice = [...serverMarkers].filter(([name]) => declarations(code, name) > 1);
    expect(twice.map(([name, file]) => `${file}: ${name}`)).toEqual([]);
    for (const name of ["keptLeadAnswer", "nudgeLeadAlerts", "itemCache", "pageContext"])
      expect(declarations(code, name), name).toBe(1);
  });

  it("runs React Router's production build, one copy, and never loads its development build", () => {
    const code = processBundle.map((f) => f.code).join("\n");
    // The package exports only dist/development; an import of it by name, by the server or by
    // @react-router/node, would load that build at run time.
    const external = [...code.matchAll(/(?:from |import\(|require\()\s*["'](react-router|@react-router\/node)["']/g)];
    expect(external.map(([found]) => found)).toEqual([]);
    expect(code).not.toContain("react-router/dist/development");
    // The two builds differ in this switch alone: the production one has it off, once.
    expect(code.match(/\bENABLE_DEV_WARNINGS = (true|false)\b/g)).toEqual(["ENABLE_DEV_WARNINGS = false"]);
    expect(code).toContain("// node_modules/react-router/dist/production/");
  });
});
