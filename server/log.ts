import { type DestinationStream, pino } from "pino";
import type { Config } from "./config";

/** JSON logs. Never log request bodies, query strings or cookies: they carry personal data. */
export function createLogger(config: Pick<Config, "logLevel">, destination?: DestinationStream) {
  const options = {
    level: config.logLevel,
    base: undefined,
    redact: {
      paths: ["name", "contact", "phone", "password", "*.password", "*.contact", "*.name"],
      censor: "[redacted]",
    },
  };
  return destination ? pino(options, destination) : pino(options);
}

export type { Logger } from "pino";

/** Path segments that hold what a visitor typed: logged as the route's pattern. */
const TYPED_SEGMENTS: [RegExp, string][] = [[/^(\/(?:customer\/)?search\/).+$/i, "$1:searchTerm"]];

export function loggablePath(path: string): string {
  for (const [pattern, replacement] of TYPED_SEGMENTS)
    if (pattern.test(path)) return path.replace(pattern, replacement);
  return path;
}
