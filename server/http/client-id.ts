import { createHash } from "node:crypto";
import type { Request } from "express";
import type { AppContext } from "../context";

/** A rate-limit bucket for the caller's IP that does not store the IP itself. */
export function clientBucket(ctx: AppContext, name: string, req: Request): string {
  const hash = createHash("sha256").update(`${ctx.config.sessionSecret}|${req.ip ?? ""}`).digest("hex").slice(0, 24);
  return `${name}:${hash}`;
}
