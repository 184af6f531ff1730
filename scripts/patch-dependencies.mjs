/**
 * Run by `npm install` (postinstall). @react-router/dev 7 starts its internal Vite servers with `envFile: false`,
 * which Vite 8.1 deprecated: every build and start printed "The `envFile` option is deprecated" nine times, from
 * servers no config of ours reaches. React Router fixed it in 8.0 (remix-run/react-router#15230), not in 7.x, so
 * the installed copy gets the same one-word fix: `envDir: false`, which Vite reads exactly as it read
 * `envFile: false` (no .env file is loaded). Safe to run again; a copy that no longer has the option is left alone.
 */
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

const dev = fileURLToPath(new URL("../node_modules/@react-router/dev", import.meta.url));
// Absent when dev dependencies are left out: nothing builds there, so there is nothing to fix.
if (existsSync(dev)) {
  for (const file of ["dist/vite.js", "dist/cli/index.js", "dist/vite/cloudflare.js"]) {
    const target = path.join(dev, file);
    if (!existsSync(target)) continue;
    const source = readFileSync(target, "utf8");
    const patched = source.replaceAll("envFile: false", "envDir: false");
    if (patched !== source) writeFileSync(target, patched);
  }
}
