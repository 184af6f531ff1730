/**
 * `npm run test:busy`: the whole `npm test` while two busy loops keep both cores at 100%, as on a laptop doing
 * other work. The suite asserts states and byte counts, never durations or CPU shares, so it must pass here too;
 * this script is how that is checked. The loops run at normal priority and stop with the suite.
 */
import { spawn } from "node:child_process";
import { availableParallelism } from "node:os";

const loops = Array.from({ length: Math.max(2, availableParallelism()) }, () =>
  spawn(process.execPath, ["-e", "for (;;) {}"], { stdio: "ignore" }),
);
const stopLoops = () => {
  for (const loop of loops) loop.kill("SIGKILL");
};
process.on("exit", stopLoops);
for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => process.exit(130));

const started = Date.now();
const suite = spawn("npm", ["test"], { stdio: "inherit" });
suite.on("exit", (code, signal) => {
  stopLoops();
  const minutes = ((Date.now() - started) / 60_000).toFixed(1);
  console.log(`\nnpm test under ${loops.length} busy loops: ${code === 0 ? "passed" : "failed"} in ${minutes} minutes`);
  process.exit(code ?? (signal ? 1 : 0));
});
