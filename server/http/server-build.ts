import path from "node:path";
import { pathToFileURL } from "node:url";
import type { ServerBuild } from "react-router";
import { PROJECT_ROOT } from "#server/project-root";

export const BUILD_DIR = path.join(PROJECT_ROOT, "build");

const serverBuilds = new Map<string, Promise<ServerBuild>>();

/**
 * The built site's server bundle, loaded once. Evaluating it takes a second or two of a start: `main.ts` begins
 * it before opening the database, so the two overlap.
 */
export function loadServerBuild(buildDir = BUILD_DIR): Promise<ServerBuild> {
  let build = serverBuilds.get(buildDir);
  if (!build) {
    build = import(pathToFileURL(path.join(buildDir, "server/index.js")).href) as Promise<ServerBuild>;
    serverBuilds.set(buildDir, build);
  }
  return build;
}
