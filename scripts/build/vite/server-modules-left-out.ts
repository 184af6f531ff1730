import type { Plugin } from "vite";

/**
 * The server build leaves `#server/*` imports as they are, for whoever loads it to resolve: the production server
 * bundle (scripts/build/build.mjs) and Vitest resolve them to the same server modules the API runs, so a process holds
 * one copy of each (docs/decisions/0012-one-server-module-graph.md). In development Vite loads the server's
 * modules too (server/development.ts), one copy for both already, so the rule is for the build only.
 */
export function serverModulesLeftOut(): Plugin {
  return {
    name: "server-modules-left-out",
    apply: "build",
    // Before Vite's own resolver, which would find the file and bundle it.
    enforce: "pre",
    applyToEnvironment: (environment) => environment.name === "ssr",
    resolveId(source) {
      return source.startsWith("#server/") ? { id: source, external: true } : null;
    },
  };
}
