import { type DestinationStream, pino } from "pino";
import type { Config } from "./config";

/** JSON logs. Never log request bodies, query strings or cookies: they carry personal data. */
export function createLogger(config: Pick<Config, "logLevel">, destination?: DestinationStream) {
  const options = {
    level: config.logLevel,
    base: undefined,
    redact: { paths: ["name", "contact", "phone", "password", "*.password", "*.contact", "*.name"], censor: "[redacted]" },
  };
  return destination ? pino(options, destination) : pino(options);
}

export type { Logger } from "pino";
