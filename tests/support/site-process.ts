import { type ChildProcess, spawn } from "node:child_process";

export interface SiteProcess {
  url: string;
  child: ChildProcess;
  output: () => string;
  /** Resolves once the output (stdout and stderr) matches; rejects if the process exits or time runs out first. */
  waitForOutput(pattern: RegExp, timeoutMs?: number): Promise<void>;
  stop(signal?: NodeJS.Signals): Promise<number | null>;
}

/**
 * V8 otherwise lets the heap grow toward gigabytes before it collects: under steady traffic the process passed
 * 500 MB with 256 MB, not 500, in use. `npm start` passes the same flag.
 */
export const PRODUCTION_NODE_FLAGS = ["--max-old-space-size=256"];

/** What the server prints once the demo data it seeds while serving is complete. */
export const DEMO_DATA_READY = /데모 데이터 준비가 끝났습니다/;

/** The compiled server `npm start` runs (`npm run build` writes it): plain `node`, no TypeScript loader. */
export const BUILT_SERVER = "build/node/main.js";

/** Starts the built server as a real process on a free port and waits for the line with its URL. */
export async function startSiteProcess(env: Record<string, string>, timeoutMs = 300_000): Promise<SiteProcess> {
  // The same command line as `npm start`, heap cap included.
  const child = spawn(process.execPath, [...PRODUCTION_NODE_FLAGS, BUILT_SERVER], {
    env: { ...process.env, PORT: "0", HOST: "127.0.0.1", ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let out = "";
  child.stdout?.on("data", (d) => {
    out += d;
  });
  child.stderr?.on("data", (d) => {
    out += d;
  });
  const url = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => {
      // Not left running (and holding its data folder) behind a test that gave up on it.
      child.kill("SIGKILL");
      reject(new Error(`site did not start in time:\n${out}`));
    }, timeoutMs);
    const check = () => {
      const match = /(http:\/\/[\w.]+:\d+)/.exec(out);
      if (match?.[1]) {
        clearTimeout(timer);
        resolve(match[1]);
      }
    };
    child.stdout?.on("data", check);
    child.on("exit", (code) => {
      clearTimeout(timer);
      reject(new Error(`site exited with ${code}:\n${out}`));
    });
  });
  const exited = new Promise<number | null>((resolve) => child.once("exit", (code) => resolve(code)));
  const waitForOutput = (pattern: RegExp, waitMs = timeoutMs) =>
    new Promise<void>((resolve, reject) => {
      const done = (error?: Error) => {
        clearTimeout(timer);
        child.stdout?.off("data", check);
        child.stderr?.off("data", check);
        child.off("exit", onExit);
        if (error) reject(error);
        else resolve();
      };
      const check = () => {
        if (pattern.test(out)) done();
      };
      const onExit = (code: number | null) => done(new Error(`site exited with ${code} before ${pattern}:\n${out}`));
      const timer = setTimeout(() => done(new Error(`no ${pattern} in time:\n${out}`)), waitMs);
      child.stdout?.on("data", check);
      child.stderr?.on("data", check);
      child.on("exit", onExit);
      if (child.exitCode !== null) onExit(child.exitCode);
      else check();
    });
  return {
    url,
    child,
    output: () => out,
    waitForOutput,
    stop: async (signal = "SIGTERM") => {
      if (child.exitCode === null) child.kill(signal);
      return exited;
    },
  };
}
