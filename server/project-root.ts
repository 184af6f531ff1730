import { existsSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

/**
 * The folder holding package.json, found upward from this module: `server/` when run from the sources,
 * `build/node/` once compiled, so the migrations and the built site are found wherever the process was started.
 */
function findProjectRoot(): string {
  let dir = path.dirname(fileURLToPath(import.meta.url));
  while (!existsSync(path.join(dir, "package.json"))) {
    const parent = path.dirname(dir);
    if (parent === dir) return process.cwd();
    dir = parent;
  }
  return dir;
}

export const PROJECT_ROOT = findProjectRoot();
