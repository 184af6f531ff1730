import { sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { ensureAdmin } from "#server/auth/accounts";
import { rateEvents } from "#server/db/schema";
import { jsonRequest } from "../support/test-app";
import { useTestApp } from "../support/use-test-app";

// Behind one proxy hop: the address is the one the proxy appends, so each test client can be its own address.
const app = useTestApp({ env: { TRUST_PROXY: "1" } });

let accounts = 0;
/** A fresh admin account per test, so each starts with no failures anywhere. */
async function freshAdmin() {
  const account = { username: `owner-${++accounts}`, password: `owner-password-${accounts}-long` };
  await ensureAdmin(app.ctx, account.username, account.password);
  return account;
}

const login = (from: string, username: string, password: string) =>
  app.fetch("/api/auth/login", jsonRequest("POST", { username, password, role: "admin" }, { "X-Forwarded-For": from }));

/** Moves every recorded attempt into the past, as if that much time went by. */
async function timePasses(ms: number) {
  await app.ctx.db.execute(sql`update ${rateEvents} set at = at - ${`${ms} milliseconds`}::interval`);
}

const statuses = (responses: Response[]) => responses.map((r) => r.status);

beforeAll(async () => {
  await freshAdmin(); // warms the password hashing up
});

describe("sign-in throttle", () => {
  it("lets at most the limit of 30 parallel wrong attempts be checked; the rest get 429", async () => {
    const owner = await freshAdmin();
    const answers = statuses(
      await Promise.all(Array.from({ length: 30 }, (_, i) => login("203.0.113.10", owner.username, `wrong-${i}`))),
    );
    expect(answers.filter((s) => s === 401)).toHaveLength(5);
    expect(answers.filter((s) => s === 429)).toHaveLength(25);
    // The right password from that address is refused too: it has used its tries.
    expect((await login("203.0.113.10", owner.username, owner.password)).status).toBe(429);
  });

  it("lets the owner in from another address while one address floods the account", async () => {
    const owner = await freshAdmin();
    const flood = Promise.all(
      Array.from({ length: 40 }, (_, i) => login("203.0.113.20", owner.username, `guess-${i}`)),
    );
    const mine = await login("198.51.100.7", owner.username, owner.password);
    expect(mine.status).toBe(200);
    expect(statuses(await flood).filter((s) => s === 401).length).toBeLessThanOrEqual(5);
    // Still in after the flood has used up its tries.
    expect((await login("198.51.100.7", owner.username, owner.password)).status).toBe(200);
  });

  it("does not lock the owner out with one wrong attempt every three minutes", async () => {
    const owner = await freshAdmin();
    const answers: number[] = [];
    const mine: number[] = [];
    for (let i = 0; i < 40; i++) {
      answers.push((await login("203.0.113.30", owner.username, `drip-${i}`)).status);
      if (i % 10 === 9) mine.push((await login("198.51.100.8", owner.username, owner.password)).status);
      await timePasses(3 * 60_000);
    }
    // Two hours of drip: every guess was checked (one per three minutes is within the address's limit)…
    expect(answers.every((s) => s === 401)).toBe(true);
    // …and the owner got in each time, and still does.
    expect(mine).toEqual([200, 200, 200, 200]);
    expect((await login("198.51.100.8", owner.username, owner.password)).status).toBe(200);
  });

  it("lets the owner in from an address with no failures while many addresses together pass the account limit", async () => {
    const owner = await freshAdmin();
    // 20 addresses, 5 guesses each: 100 failures on one account within the hour.
    for (let round = 0; round < 5; round++) {
      const answers = statuses(
        await Promise.all(
          Array.from({ length: 20 }, (_, a) => login(`192.0.2.${a + 1}`, owner.username, `spread-${round}-${a}`)),
        ),
      );
      expect(answers.every((s) => s === 401 || s === 429)).toBe(true);
    }
    // Past the account limit an address that has tried already is refused, whatever it sends…
    expect((await login("192.0.2.1", owner.username, owner.password)).status).toBe(429);
    // …while the owner, from an address of their own, gets in.
    expect((await login("198.51.100.9", owner.username, owner.password)).status).toBe(200);
  });

  it("answers 429 after repeated failures from one address across many ids, and not for other addresses", async () => {
    let last = 0;
    for (let i = 0; i < 25 && last !== 429; i++) last = (await login("203.0.113.40", `spray-${i}`, "x")).status;
    expect(last).toBe(429);
    expect((await login("203.0.113.40", "fresh-name", "x")).status).toBe(429);
    expect((await login("203.0.113.41", "fresh-name", "x")).status).toBe(401);
  });
});
