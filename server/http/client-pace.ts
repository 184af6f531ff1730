import type { RequestHandler } from "express";
import { addressLimitKey } from "#domain/client-address";
import { sendError } from "./errors";

/** Addresses on this machine (health checks, a local proxy not yet named in TRUST_PROXY) are never held back. */
const LOOPBACK = /^(127\.|::1$|::ffff:127\.)/;
/** Media (a list page shows dozens of photos) and a load balancer's health checks. */
const UNCOUNTED = /^\/(media\/|healthz$|readyz$)/;
/** Past this many addresses, those whose allowance is full again are forgotten. */
const REMEMBERED = 10_000;

interface Allowance {
  tokens: number;
  at: number;
}

/** Whether an address is this machine's own, which no allowance holds back. */
export const isLoopback = (ip: string) => LOOPBACK.test(ip);

/**
 * Per-address allowances kept in memory: `perSecond` a second, up to `burst` at once. An IPv6 client's whole /64
 * shares one. `take` spends one and answers 0, or the seconds until one is there again; `charge` spends more once a
 * request turns out to have cost more than one, and may leave the allowance owing, to be refilled before the next
 * `take` succeeds.
 */
export function addressAllowances(perSecond: number, burst: number) {
  const allowances = new Map<string, Allowance>();
  let sweptAt = 0;
  const sweep = (now: number) => {
    if (allowances.size < REMEMBERED || now - sweptAt < 1000) return;
    sweptAt = now;
    for (const [address, allowance] of allowances)
      if (allowance.tokens + ((now - allowance.at) / 1000) * perSecond >= burst) allowances.delete(address);
  };
  const refilled = (ip: string) => {
    const address = addressLimitKey(ip);
    const now = performance.now();
    const allowance = allowances.get(address) ?? { tokens: burst, at: now };
    allowance.tokens = Math.min(burst, allowance.tokens + ((now - allowance.at) / 1000) * perSecond);
    allowance.at = now;
    allowances.set(address, allowance);
    sweep(now);
    return allowance;
  };
  return {
    take(ip: string): number {
      const allowance = refilled(ip);
      if (allowance.tokens >= 1) {
        allowance.tokens -= 1;
        return 0;
      }
      return Math.ceil((1 - allowance.tokens) / perSecond);
    },
    charge(ip: string, tokens: number): void {
      if (tokens > 0) refilled(ip).tokens -= tokens;
    },
  };
}

/**
 * Per-address turns kept in memory: at most `atOnce` holders per address; up to `waiting` more wait in order for
 * one to end. `turn` answers a release function once the address has a turn, or null at once when too many of
 * its requests wait already.
 */
export function addressTurns(atOnce: number, waiting: number) {
  const addresses = new Map<string, { running: number; queue: (() => void)[] }>();
  return {
    async turn(ip: string): Promise<(() => void) | null> {
      const address = addressLimitKey(ip);
      const state = addresses.get(address) ?? { running: 0, queue: [] };
      addresses.set(address, state);
      if (state.running >= atOnce) {
        if (state.queue.length >= waiting) return null;
        // The ending turn hands its place over (running stays counted), so no newcomer slips in between.
        await new Promise<void>((resolve) => state.queue.push(resolve));
      } else state.running += 1;
      let released = false;
      return () => {
        if (released) return;
        released = true;
        const next = state.queue.shift();
        if (next) return next();
        state.running -= 1;
        if (state.running === 0) addresses.delete(address);
      };
    },
  };
}

/**
 * A per-address allowance of requests, kept in memory and answered before the session or any database work:
 * `perSecond` requests a second, up to ten seconds' worth at once. Built files, media and health checks are not
 * counted, so a browser, even on a page of eighty photos, stays far inside it; a client flooding the site gets a 429
 * that costs microseconds, so the rest of its flood cannot crowd out everyone else's pages. Each instance
 * keeps its own allowance: it protects the process it runs in. The database-backed limits of forms, logins and
 * uploads still count across instances.
 */
export function clientPace(perSecond: number): RequestHandler {
  const allowances = addressAllowances(perSecond, perSecond * 10);
  return (req, res, next) => {
    const ip = req.ip ?? "";
    if (isLoopback(ip) || UNCOUNTED.test(req.path)) return next();
    const wait = allowances.take(ip);
    if (wait === 0) return next();
    res.set("Retry-After", String(wait));
    // A body is not read: the connection ends with the answer rather than taking in what the client still sends.
    if (req.headers["content-length"] !== "0" && (req.headers["content-length"] || req.headers["transfer-encoding"]))
      res.set("Connection", "close");
    sendError(res, 429, "요청이 너무 많습니다. 잠시 후 다시 시도해주세요.");
  };
}
