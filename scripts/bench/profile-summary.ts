/**
 * `node --import tsx scripts/bench/profile-summary.ts <dir>`: where the server's CPU went, from the `.cpuprofile`
 * files `BENCH_PROFILE=<dir> npm run bench` leaves (one per process). Prints the self time by where the code lives
 * (a package, a file of ours, Node's own modules, the garbage collector) and the functions that took the most.
 */
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
}
interface Profile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
}

/** Where a function's code lives: a package, a source file of ours, Node's own code, or V8's named states. */
function placeOf(url: string, name: string): string {
  if (!url) return name.startsWith("(") ? name : "(native)";
  const pkg = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(url)?.[1];
  if (pkg) return pkg;
  if (url.startsWith("node:")) return url; // node:zlib is the responses' gzip, node:internal/streams/… their streams
  if (url.startsWith("wasm://")) return "@electric-sql/pglite (wasm)";
  const ours = /\/build\/(server|node)\/(.*)$/.exec(url);
  return ours ? `build/${ours[1]}/${ours[2]}` : url;
}

const dir = process.argv[2];
if (!dir) throw new Error("사용법: profile-summary.ts <.cpuprofile 파일이 있는 폴더>");
const byPlace = new Map<string, number>();
const byFunction = new Map<string, number>();
let total = 0;
for (const file of readdirSync(dir).filter((name) => name.endsWith(".cpuprofile"))) {
  const profile = JSON.parse(readFileSync(path.join(dir, file), "utf8")) as Profile;
  const nodes = new Map(profile.nodes.map((node) => [node.id, node]));
  profile.samples.forEach((id, i) => {
    const node = nodes.get(id);
    const micros = profile.timeDeltas[i] ?? 0;
    if (!node || node.callFrame.functionName === "(idle)") return;
    const { functionName, url, lineNumber } = node.callFrame;
    const place = placeOf(url, functionName);
    byPlace.set(place, (byPlace.get(place) ?? 0) + micros);
    const fn = `${functionName || "(anonymous)"} ${place}:${lineNumber + 1}`;
    byFunction.set(fn, (byFunction.get(fn) ?? 0) + micros);
    total += micros;
  });
}
const top = (map: Map<string, number>, n: number) =>
  [...map]
    .sort((a, b) => b[1] - a[1])
    .slice(0, n)
    .map(([name, micros]) => ({
      name,
      ms: Math.round(micros / 1000),
      "%": Math.round((micros / total) * 1000) / 10,
    }));
console.log(`CPU 시간 (유휴 제외): ${Math.round(total / 1000)} ms`);
console.table(top(byPlace, 20));
console.table(top(byFunction, 30));
