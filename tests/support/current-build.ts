import { spawnSync } from "node:child_process";
import path from "node:path";
import { fileURLToPath } from "node:url";

/**
 * Vitest's global setup for the projects that use the built site (the API tests render pages from build/server,
 * the process, cluster and stress tests run build/node): the build is brought up to date with the sources first,
 * so a test never passes or fails on a page built from older code. Unchanged sources cost a fingerprint (under a
 * second); changed ones, one build (scripts/build/build.mjs `--if-changed`).
 */
export default function currentBuild() {
  const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
  // Built as `npm run build` builds, not in the test runner's NODE_ENV=test (which would bundle React's development build).
  const { NODE_ENV: _test, ...env } = process.env;
  const built = spawnSync(process.execPath, [path.join(root, "scripts/build/build.mjs"), "--if-changed"], {
    cwd: root,
    env,
    stdio: "inherit",
  });
  if (built.error || built.status !== 0) throw new Error("빌드에 실패해 테스트를 시작하지 않습니다 (npm run build).");
}
