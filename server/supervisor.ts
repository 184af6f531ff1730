import cluster, { type Worker } from "node:cluster";
import { createServer } from "node:net";
import type { Config } from "./config";
import { createLogger } from "./log";

/**
 * `npm start`'s supervisor: the first process forks the server processes and starts a new one whenever one dies,
 * so a crash is a restart, not an outage. On PostgreSQL it runs `WEB_CONCURRENCY` of them on one port (the others
 * keep serving while one restarts); the embedded database belongs to one process, so there it runs one.
 *
 * A new process is told of the crash before it (`CRASH_ENV`) and records it for the admin's dashboard.
 */

/** The crash a new server process replaces, as JSON: `{ at, code, signal }`. */
export const CRASH_ENV = "RENTCAR_REPLACES_CRASH";
/** Set for the first server process only, which prints the start banner. */
export const BANNER_ENV = "RENTCAR_PRINT_BANNER";

/** What a server process tells the supervisor. */
export type SupervisedMessage = { type: "ready" };
/** What the supervisor tells a server process. */
export type SupervisorMessage = { type: "stop" };

/** Time the server processes get to drain on a stop (main.ts's own limit is 10 s) before they are killed. */
const STOP_MS = 12_000;
/**
 * Restarts in this window beyond the first few wait longer each time, so a process that dies at once is not spun,
 * except the last: with no process serving, the next starts within LAST_PROCESS_DELAY_MS.
 */
const CRASH_WINDOW_MS = 60_000;
const FREE_RESTARTS = 3;
const MAX_RESTART_DELAY_MS = 30_000;
/** The restart delay of a process that would leave none serving. */
const LAST_PROCESS_DELAY_MS = 1_000;

/** A port the workers can share: with PORT=0 each restart would otherwise get a new one. */
function freePort(host: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once("error", reject);
    probe.listen(0, host, () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === "object" && address ? address.port : 0));
    });
  });
}

export async function supervise(config: Config): Promise<void> {
  const log = createLogger(config);
  const port = config.port === 0 ? await freePort(config.host) : config.port;
  const count = config.webConcurrency;
  let everReady = false;
  let stopping = false;
  let exitCode = 0;
  const crashes: number[] = [];

  const living = () => Object.values(cluster.workers ?? {}).filter((w): w is Worker => !!w && !w.isDead());
  const fork = (extra: Record<string, string> = {}) => {
    const worker = cluster.fork({ PORT: String(port), ...extra });
    worker.on("message", (message: SupervisedMessage) => {
      if (message?.type === "ready") everReady = true;
    });
  };
  const stopAll = () => {
    for (const worker of living()) {
      if (worker.isConnected()) worker.send({ type: "stop" } satisfies SupervisorMessage);
      else worker.process.kill("SIGTERM");
    }
    setTimeout(() => {
      for (const worker of living()) worker.process.kill("SIGKILL");
      process.exit(1);
    }, STOP_MS).unref();
  };

  cluster.on("exit", (worker, code, signal) => {
    if (stopping) {
      if (code !== 0) exitCode = code ?? 1;
      if (living().length === 0) process.exit(exitCode);
      return;
    }
    if (!everReady) {
      // It never served: a start that fails (a setting, the database) fails the same way again, so stop here.
      stopping = true;
      exitCode = code || 1;
      if (living().length === 0) process.exit(exitCode);
      stopAll();
      return;
    }
    const now = Date.now();
    while (crashes.length > 0 && crashes[0]! < now - CRASH_WINDOW_MS) crashes.shift();
    crashes.push(now);
    const backoff =
      crashes.length <= FREE_RESTARTS
        ? 0
        : Math.min(MAX_RESTART_DELAY_MS, 1000 * 2 ** (crashes.length - FREE_RESTARTS - 1));
    // The others back off, but the site is never left with no process: the last one comes back within a second.
    const delay = living().length === 0 ? Math.min(backoff, LAST_PROCESS_DELAY_MS) : backoff;
    log.error(
      { pid: worker.process.pid, code, signal, restartInMs: delay, running: living().length },
      "server process exited unexpectedly; starting a new one",
    );
    const crash = JSON.stringify({ at: new Date(now).toISOString(), code, signal });
    setTimeout(() => {
      if (!stopping) fork({ [CRASH_ENV]: crash });
    }, delay);
  });

  for (const signal of ["SIGTERM", "SIGINT"] as const)
    process.on(signal, () => {
      if (stopping) return;
      stopping = true;
      stopAll();
    });

  fork({ [BANNER_ENV]: "1" });
  for (let i = 1; i < count; i++) fork();
}

/** In a server process: the supervisor's stop, handled as the signals are. */
export function onSupervisorStop(stop: () => void): void {
  process.on("message", (message: SupervisorMessage) => {
    if (message?.type === "stop") stop();
  });
}

/** In a server process: tells the supervisor it serves. */
export function tellSupervisorReady(): void {
  if (cluster.isWorker) process.send?.({ type: "ready" } satisfies SupervisedMessage);
}

/** The crash this server process replaces, when the supervisor started it for one. */
export function replacedCrash(): { at: Date; code: number | null; signal: string | null } | null {
  const raw = process.env[CRASH_ENV];
  if (!raw) return null;
  try {
    const parsed = JSON.parse(raw) as { at: string; code: number | null; signal: string | null };
    return { at: new Date(parsed.at), code: parsed.code, signal: parsed.signal };
  } catch {
    return null;
  }
}

/** Whether this process prints the start banner: the only one, or the supervisor's first. */
export const printsBanner = () => !cluster.isWorker || process.env[BANNER_ENV] === "1";
