/**
 * `npm run build`: the site (React Router: build/client, build/server) and the Node server with its operations
 * scripts (build/node/*.js): plain JavaScript, so production runs `node` on it with no TypeScript loader and no
 * compiler at start. The last step writes a fingerprint of every source the build reads; `--if-changed` (what
 * `npm start` runs) builds only when that fingerprint no longer matches, or a built file is missing.
 */
import { spawnSync } from "node:child_process";
import { createHash } from "node:crypto";
import { existsSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

const root = fileURLToPath(new URL("../..", import.meta.url));
const NODE_OUT = path.join(root, "build", "node");
const STAMP = path.join(root, "build", "sources.sha256");

/** The server and the operations scripts production runs, each one self-contained file. */
const ENTRIES = {
  main: "server/main.ts",
  "create-admin": "scripts/ops/create-admin.ts",
  "db-backup": "scripts/ops/db-backup.ts",
  "db-restore": "scripts/ops/db-restore.ts",
  // Started as a worker thread by server/shared/xlsx-rows.ts.
  "xlsx-rows-worker": "server/shared/xlsx-rows-worker.mjs",
};

/** Every file the two builds read, tests excluded: folders walked whole, and the configuration beside them. */
const SOURCE_DIRS = ["app", "domain", "server", "public", "scripts/build/vite"];
const SOURCE_FILES = [
  ...Object.values(ENTRIES),
  "package.json",
  "package-lock.json",
  "vite.config.ts",
  "react-router.config.ts",
  "tsconfig.json",
  "scripts/build/build.mjs",
];
const IS_TEST = /\.test\.tsx?$/;

function filesUnder(dir) {
  const absolute = path.join(root, dir);
  if (!existsSync(absolute)) return [];
  return readdirSync(absolute, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && !IS_TEST.test(entry.name))
    .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)));
}

/** SHA-256 over every source's path and bytes, in a fixed order. */
export function sourcesFingerprint() {
  const hash = createHash("sha256");
  const files = [...SOURCE_DIRS.flatMap(filesUnder), ...SOURCE_FILES].sort();
  for (const file of files) {
    const absolute = path.join(root, file);
    hash.update(`${file.split(path.sep).join("/")}\0`);
    if (existsSync(absolute)) hash.update(readFileSync(absolute));
    hash.update("\0");
  }
  return hash.digest("hex");
}

function builtFilesPresent() {
  return (
    existsSync(path.join(root, "build", "server", "index.js")) &&
    existsSync(path.join(root, "build", "client")) &&
    Object.keys(ENTRIES).every((name) => existsSync(path.join(NODE_OUT, `${name}.js`)))
  );
}

/**
 * React Router's own production build for the server process. Its package exports only its development build to
 * every resolver (remix-run/react-router#12532, #14102): the same code with its developer warnings switched on,
 * which logs and names `dist/development` in every stack. The two builds differ in that switch alone, so the
 * server bundles `dist/production` in, and @react-router/node with it (it imports react-router too), so the
 * process holds that one copy and no package loads the development one beside it. Development and Vitest keep
 * resolving the package as it is, one copy each. tests/process/server-bundle.test.ts checks the result.
 */
const REACT_ROUTER_FILES = {
  "react-router": "node_modules/react-router/dist/production/index.mjs",
  "@react-router/node": "node_modules/@react-router/node/dist/index.mjs",
};
const reactRouterProduction = {
  name: "react-router-production",
  setup(build) {
    build.onResolve({ filter: /^(react-router|@react-router\/node)$/ }, (args) => {
      const file = path.join(root, REACT_ROUTER_FILES[args.path]);
      if (!existsSync(file)) fail(`React Router의 프로덕션 빌드를 찾을 수 없습니다: ${file}`);
      return { path: file };
    });
  },
};

function fail(message) {
  console.error(message);
  process.exit(1);
}

async function build() {
  const fingerprint = sourcesFingerprint();
  // Gone until the build succeeds: a build stopped half-way is never taken for a finished one.
  rmSync(STAMP, { force: true });
  const site = spawnSync(process.execPath, [path.join(root, "node_modules/@react-router/dev/bin.js"), "build"], {
    cwd: root,
    stdio: "inherit",
  });
  if (site.error || site.status !== 0) fail("사이트 빌드에 실패했습니다.");
  const esbuild = await import("esbuild");
  rmSync(NODE_OUT, { recursive: true, force: true });
  await esbuild.build({
    absWorkingDir: root,
    entryPoints: ENTRIES,
    outdir: NODE_OUT,
    bundle: true,
    platform: "node",
    format: "esm",
    target: "node20.19",
    // Packages load from node_modules as they are: native ones (sharp, argon2) and PGlite's files need to.
    packages: "external",
    // What main.ts imports late loads late: its own chunk, with the packages it needs. The site's server build
    // (`#site-build`) is one of them: its `#server/*` imports, left as they are by vite.config.ts, resolve to the
    // modules the API uses, so the process holds one copy of each.
    splitting: true,
    chunkNames: "chunks/[name]-[hash]",
    logLevel: "warning",
    legalComments: "none",
    plugins: [reactRouterProduction],
  });
  writeFileSync(STAMP, `${fingerprint}\n`);
}

const ifChanged = process.argv.includes("--if-changed");
if (
  ifChanged &&
  builtFilesPresent() &&
  existsSync(STAMP) &&
  readFileSync(STAMP, "utf8").trim() === sourcesFingerprint()
)
  console.log("소스가 바뀌지 않았습니다. 지난 빌드로 시작합니다.");
else {
  if (
    !existsSync(path.join(root, "node_modules/@react-router/dev/bin.js")) ||
    !existsSync(path.join(root, "node_modules/esbuild"))
  )
    fail(
      "빌드 도구(개발 의존성)가 설치되어 있지 않습니다. `npm install` 후 다시 실행하거나, 빌드한 결과(build/)를 함께 배포하세요.",
    );
  const started = Date.now();
  await build();
  console.log(`빌드를 마쳤습니다 (${((Date.now() - started) / 1000).toFixed(1)}초).`);
}
