import { createHash } from "node:crypto";
import type { Request } from "express";
import type { AppContext } from "#server/context";

/** A rate-limit bucket for the caller's IP that does not store the IP itself. */
export function clientBucket(ctx: AppContext, name: string, req: Request): string {
  return ipBucket(ctx, name, req.ip ?? "");
}

/** The same bucket from an IP alone (page actions get the IP through the load context). */
export function ipBucket(ctx: AppContext, name: string, ip: string): string {
  const hash = createHash("sha256").update(`${ctx.config.sessionSecret}|${ip}`).digest("hex").slice(0, 24);
  return `${name}:${hash}`;
}
