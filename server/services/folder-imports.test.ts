import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import ts from "typescript";
import { describe, expect, it } from "vitest";

/**
 * The service folders form layers: a folder may use another only if that one never comes back to it, directly or
 * through others (biome's `noImportCycles` sees modules, not folders: leads → notifications → leads passed it as
 * long as no two modules closed the loop). The scheduled jobs (server/jobs/) sit above every service, and the
 * process's entry (main.ts, development.ts) reaches the services only through the site it starts, so `npm run dev`
 * loads each of them once, through Vite.
 */
const server = path.resolve(import.meta.dirname, "..");
const services = path.join(server, "services");

/** Every module a file names: imports, re-exports and dynamic imports, type-only ones included. */
function specifiersOf(file: string): string[] {
  return ts.preProcessFile(readFileSync(file, "utf8"), true, true).importedFiles.map((f) => f.fileName);
}

/** Where a specifier leads inside server/ (`services/leads/list-leads`, `jobs/maintenance`), or null outside it. */
function serverPathOf(file: string, specifier: string): string | null {
  if (specifier.startsWith("#server/")) return specifier.slice("#server/".length);
  if (!specifier.startsWith(".")) return null;
  const relative = path.relative(server, path.resolve(path.dirname(file), specifier));
  return relative.startsWith("..") ? null : relative.split(path.sep).join("/");
}

// The import-rule test (tests/lint/zones.test.ts) writes short-lived `lint-fixture-*` files that break the rules on
// purpose; they are not the code's.
const sourcesUnder = (dir: string) =>
  readdirSync(dir, { recursive: true, encoding: "utf8" })
    .filter((name) => /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) && !/lint-fixture-/.test(name))
    .map((name) => path.join(dir, name));

/** Each service folder and the other service folders its modules import. */
function serviceFolderImports(): Map<string, Set<string>> {
  const graph = new Map<string, Set<string>>();
  for (const folder of readdirSync(services, { withFileTypes: true })) {
    if (!folder.isDirectory()) continue;
    const uses = new Set<string>();
    for (const file of sourcesUnder(path.join(services, folder.name)))
      for (const specifier of specifiersOf(file)) {
        const target = serverPathOf(file, specifier)?.match(/^services\/([^/]+)\//)?.[1];
        if (target && target !== folder.name) uses.add(target);
      }
    graph.set(folder.name, uses);
  }
  return graph;
}

/** For each folder that comes back to itself, the shortest way round (`leads → notifications → leads`). */
function cyclesOf(graph: ReadonlyMap<string, ReadonlySet<string>>): string[] {
  const cycles: string[] = [];
  for (const start of [...graph.keys()].sort()) {
    const cameFrom = new Map<string, string>();
    const queue = [...(graph.get(start) ?? [])].sort();
    for (const next of queue) cameFrom.set(next, start);
    while (queue.length > 0) {
      const at = queue.shift() as string;
      if (at === start) break;
      for (const next of [...(graph.get(at) ?? [])].sort())
        if (!cameFrom.has(next)) {
          cameFrom.set(next, at);
          queue.push(next);
        }
    }
    if (!cameFrom.has(start)) continue;
    const way = [start];
    for (let at = cameFrom.get(start) as string; at !== start; at = cameFrom.get(at) as string) way.unshift(at);
    cycles.push([start, ...way].join(" → "));
  }
  return cycles;
}

describe("service folders", () => {
  it("find a folder that comes back to itself through others, and only those", () => {
    const graph = new Map([
      ["a", new Set(["b"])],
      ["b", new Set(["c"])],
      ["c", new Set(["a"])],
      ["d", new Set(["a"])],
      ["e", new Set(["e"])],
    ]);
    expect(cyclesOf(graph)).toEqual(["a → b → c → a", "b → c → a → b", "c → a → b → c", "e → e"]);
  });

  it("never import a folder that imports them back, directly or through others", () => {
    const graph = serviceFolderImports();
    expect(graph.get("leads")).toContain("outbox");
    expect(cyclesOf(graph)).toEqual([]);
  });

  it("never import a scheduled job", () => {
    const found = sourcesUnder(services).flatMap((file) =>
      specifiersOf(file)
        .filter((specifier) => serverPathOf(file, specifier)?.startsWith("jobs/"))
        .map((specifier) => `${path.relative(server, file)}: ${specifier}`),
    );
    expect(found).toEqual([]);
  });

  it("are loaded by the process's entry only through the site it starts", () => {
    const found = ["main.ts", "development.ts"].flatMap((entry) =>
      specifiersOf(path.join(server, entry))
        .filter((specifier) => /^(services|jobs)\//.test(serverPathOf(path.join(server, entry), specifier) ?? ""))
        .map((specifier) => `${entry}: ${specifier}`),
    );
    expect(found).toEqual([]);
  });
});
