import { type ChildProcess, spawn } from "node:child_process";

export interface SiteProcess {
  url: string;
  child: ChildProcess;
  output: () => string;
  stop(signal?: NodeJS.Signals): Promise<number | null>;
}

/**
 * V8 otherwise lets the heap grow toward gigabytes before it collects: under steady traffic the process passed
 * 500 MB with 256 MB, not 500, in use. `npm start` passes the same flag.
 */
export const PRODUCTION_NODE_FLAGS = ["--max-old-space-size=256"];

/** Starts `server/main.ts` as a real process on a free port and waits for the line with its URL. */
export async function startSiteProcess(env: Record<string, string>, timeoutMs = 300_000): Promise<SiteProcess> {
  // The same command line as `npm start`, heap cap included.
  const child = spawn(process.execPath, [...PRODUCTION_NODE_FLAGS, "--import", "tsx", "server/main.ts"], {
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
    const timer = setTimeout(() => reject(new Error(`site did not start in time:\n${out}`)), timeoutMs);
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
  return {
    url,
    child,
    output: () => out,
    stop: async (signal = "SIGTERM") => {
      if (child.exitCode === null) child.kill(signal);
      return exited;
    },
  };
}
