import { createHash } from "node:crypto";
import type { Request } from "express";
import { addressLimitKey } from "#domain/client-address";
import type { AppContext } from "#server/context";

/** A rate-limit bucket for the caller's IP that does not store the IP itself. */
export function clientBucket(ctx: AppContext, name: string, req: Request): string {
  return ipBucket(ctx, name, req.ip ?? "");
}

/**
 * The same bucket from an IP alone (page actions get the IP through the load context). An IPv6 client counts
 * by its /64 (domain/client-address.ts).
 */
export function ipBucket(ctx: AppContext, name: string, ip: string): string {
  const hash = createHash("sha256")
    .update(`${ctx.config.sessionSecret}|${addressLimitKey(ip)}`)
    .digest("hex")
    .slice(0, 24);
  return `${name}:${hash}`;
}
