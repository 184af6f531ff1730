import type { ServerBuild } from "react-router";

let serverBuild: Promise<ServerBuild> | undefined;

/**
 * The built site's server bundle (build/server/index.js, `#site-build` in package.json), loaded once. Its
 * `#server/*` imports are left for whoever loads it to resolve (vite.config.ts), so its loaders and actions run
 * this process's own server modules: esbuild bundles it into the server (scripts/build/build.mjs), and Vitest and Node
 * (Playwright's workers) resolve its imports to the server's sources, as they do the tests'. Evaluating it takes a
 * second or two of a start: `main.ts` begins it before opening the database, so the two overlap.
 */
export function loadServerBuild(): Promise<ServerBuild> {
  serverBuild ??= import("#site-build");
  return serverBuild;
}
