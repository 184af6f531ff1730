import { type ChildProcess, spawn } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";

export interface SiteProcess {
  url: string;
  /** The supervisor `npm start` runs; the server processes are its children. */
  child: ChildProcess;
  /** The server processes serving now (the supervisor's children). */
  workers(): number[];
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

/**
 * Starts the built server as a real process on a free port and waits for the line with its URL. `nodeFlags` come
 * after `npm start`'s own (the bench's `--cpu-prof`, which Node refuses in NODE_OPTIONS); the processes the server
 * starts inherit them.
 */
export async function startSiteProcess(
  env: Record<string, string>,
  timeoutMs = 300_000,
  nodeFlags: string[] = [],
): Promise<SiteProcess> {
  // The same command line as `npm start`, heap cap included.
  const child = spawn(process.execPath, [...PRODUCTION_NODE_FLAGS, ...nodeFlags, BUILT_SERVER], {
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
  const workers = () => childrenOf(child.pid!);
  // Every server process this test has seen, so a stop waits for all of them, not only for the supervisor.
  const seen = new Set<number>(workers());
  const exited = new Promise<number | null>((resolve) => child.once("exit", (code) => resolve(code))).then(
    async (code) => {
      for (const pid of workers()) seen.add(pid);
      await waitUntil(() => [...seen].every((pid) => !alive(pid)));
      return code;
    },
  );
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
    workers: () => {
      const now = workers();
      for (const pid of now) seen.add(pid);
      return now;
    },
    output: () => out,
    waitForOutput,
    stop: async (signal = "SIGTERM") => {
      for (const pid of workers()) seen.add(pid);
      if (child.exitCode === null && child.signalCode === null) child.kill(signal);
      return exited;
    },
  };
}

/** A process's children, from the kernel (Linux). */
export function childrenOf(pid: number): number[] {
  const file = `/proc/${pid}/task/${pid}/children`;
  if (!existsSync(file)) return [];
  try {
    return readFileSync(file, "utf8").trim().split(/\s+/).filter(Boolean).map(Number);
  } catch {
    return [];
  }
}

/** Whether a process still runs (a zombie waiting for its parent counts as gone). */
function alive(pid: number): boolean {
  try {
    return !/^State:\s+Z/m.test(readFileSync(`/proc/${pid}/status`, "utf8"));
  } catch {
    return false;
  }
}

/** Polls a condition on the event loop until it holds (server processes exit within a second of their supervisor). */
function waitUntil(check: () => boolean, timeoutMs = 30_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  return new Promise((resolve, reject) => {
    const tick = () => {
      if (check()) resolve();
      else if (Date.now() > deadline) reject(new Error("server processes still running"));
      else setTimeout(tick, 20);
    };
    tick();
  });
}
