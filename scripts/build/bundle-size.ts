/**
 * `npm run bundle-size`: the JavaScript each customer page loads on a full visit, from the built route manifest
 * (the entry, the route module, its parents and their static imports), gzipped as the server sends it (the
 * compression middleware's level 6), plus each response's headers, as Lighthouse's transfer size counts them.
 * Exits 1 when `/` is over its budget (scripts/lighthouse/budgets.ts). Run `npm run build` first.
 */
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";
import { HOME_JS_BYTES } from "../lighthouse/budgets";

const ASSETS = path.resolve("build/client/assets");
/**
 * A script response's headers (the security headers included), as Lighthouse counts them in its transfer size:
 * measured 157 KB against 150.1 KB of gzip in 12 files.
 */
const HEADER_BYTES = 580;

interface Manifest {
  entry: { module: string; imports?: string[] };
  routes: Record<string, { module: string; imports?: string[]; parentId?: string }>;
  /** The manifest's own file, which the page imports too (routeDiscovery "initial"). */
  file: string;
}

function readManifest(): Manifest {
  const file = readdirSync(ASSETS).find((name) => name.startsWith("manifest-") && name.endsWith(".js"));
  if (!file) throw new Error("build/client has no route manifest: run `npm run build` first");
  const source = readFileSync(path.join(ASSETS, file), "utf8");
  const parsed = JSON.parse(source.slice(source.indexOf("{"), source.lastIndexOf("}") + 1)) as Omit<Manifest, "file">;
  return { ...parsed, file };
}

/** The manifest script itself (routeDiscovery "initial"), the entry, and each route in the chain with its imports. */
function scriptsOf(manifest: Manifest, routeId: string): string[] {
  const files = new Set<string>([`/assets/${manifest.file}`]);
  files.add(manifest.entry.module);
  for (const f of manifest.entry.imports ?? []) files.add(f);
  const chain: string[] = [];
  for (let id: string | undefined = routeId; id && manifest.routes[id]; id = manifest.routes[id]?.parentId)
    chain.unshift(id);
  for (const id of chain) {
    const route = manifest.routes[id]!;
    files.add(route.module);
    for (const f of route.imports ?? []) files.add(f);
  }
  return [...files];
}

const gzipped = new Map<string, number>();
function gzipSize(url: string): number {
  let size = gzipped.get(url);
  if (size === undefined) {
    size = gzipSync(readFileSync(path.join(ASSETS, url.replace(/^\/assets\//, "")))).length;
    gzipped.set(url, size);
  }
  return size;
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

function main() {
  const manifest = readManifest();
  const customer = Object.keys(manifest.routes).filter((id) => {
    for (let at: string | undefined = id; at; at = manifest.routes[at]?.parentId)
      if (at === "routes/site/layout" && id !== at) return true;
    return false;
  });
  const verbose = process.argv.includes("--files");
  let homeTotal = 0;
  console.log("page (route id)                     files   gzip      with headers");
  for (const id of customer) {
    const files = scriptsOf(manifest, id);
    const gzip = files.reduce((sum, f) => sum + gzipSize(f), 0);
    const total = gzip + files.length * HEADER_BYTES;
    if (id === "home") homeTotal = total;
    console.log(`${id.padEnd(36)}${String(files.length).padStart(5)}   ${kb(gzip).padEnd(10)}${kb(total)}`);
    if (verbose || id === "home")
      for (const f of files.sort((a, b) => gzipSize(b) - gzipSize(a)))
        console.log(`    ${kb(gzipSize(f)).padStart(9)}  ${f}`);
  }
  const budget = HOME_JS_BYTES;
  if (homeTotal > budget) {
    console.error(`\`/\` loads ${kb(homeTotal)} of JavaScript, over its ${kb(budget)} budget.`);
    process.exit(1);
  }
  console.log(`\`/\`: ${kb(homeTotal)} of JavaScript, within its ${kb(budget)} budget.`);
}

main();
