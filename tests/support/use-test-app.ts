import { afterAll, beforeAll } from "vitest";
import { type StartOptions, startTestApp, type TestApp } from "./test-app";

/**
 * The real app for the enclosing file or `describe`: started over a fresh database before its tests and closed
 * after them. The returned app stands for the running one, so it is read inside hooks and tests; setup that needs
 * it goes in a `beforeAll` registered after this call, which runs after the start. Options may be a function for
 * values only known once an earlier `beforeAll` ran (a receiver's URL, a proxy's port).
 */
export function useTestApp(options: StartOptions | (() => StartOptions) = {}): TestApp {
  let started: TestApp | undefined;
  const running = (): TestApp => {
    if (!started) throw new Error("the test app runs only between its beforeAll and afterAll");
    return started;
  };
  beforeAll(async () => {
    started = await startTestApp(typeof options === "function" ? options() : options);
  });
  afterAll(async () => {
    const app = started;
    started = undefined;
    await app?.close();
  });
  return {
    get url() {
      return running().url;
    },
    get logs() {
      return running().logs;
    },
    get ctx() {
      return running().ctx;
    },
    fetch: (path, init) => running().fetch(path, init),
    close: async () => {
      const app = started;
      started = undefined;
      await app?.close();
    },
  };
}
