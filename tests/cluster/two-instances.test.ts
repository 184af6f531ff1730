import { randomBytes } from "node:crypto";
import { existsSync, mkdtempSync, readdirSync, rmSync } from "node:fs";
import { connect, createServer } from "node:net";
import os from "node:os";
import path from "node:path";
import { performance } from "node:perf_hooks";
import { eq, like } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ADDRESS_LEAD_CAP } from "#domain/lead-intake";
import { newVehicleTemplate } from "#domain/new-vehicle-template";
import { vehiclePath } from "#domain/paths";
import { formatMonthly } from "#domain/pricing";
import { type Database, openDatabase } from "#server/db/client";
import { heldLeads, inquiries } from "#server/db/schema";
import { makeImage } from "../support/images";
import { createPostgresDatabase } from "../support/postgres-database";
import { type Answer, type RoundRobinProxy, requestFrom, startRoundRobinProxy } from "../support/round-robin-proxy";
import { type S3Server, startS3Server } from "../support/s3-server";
import { signIn, uploadImage } from "../support/site-client";
import { type SiteProcess, startSiteProcess } from "../support/site-process";

/**
 * Two production processes of the built site (`node build/node/main.js`, as `npm start` runs it) on one PostgreSQL
 * database and one S3-protocol bucket, behind a round-robin proxy: what a deployment with a load balancer is. Each
 * check is made as clients would notice it, on the instance other than the one that made the change.
 */

const ADMIN = { username: "cluster-admin", password: "cluster-admin-password-42" };
/**
 * A sign-out reaches the other instances as they hear of it (PostgreSQL notifications); two seconds is the documented
 * bound without the notice, when they look the session up again (server/auth/sessions.ts).
 */
const SIGN_OUT_REACHES_OTHERS_MS = 1_000;
/** A catalogue change reaches the other instances' kept pages within this (pushed by PostgreSQL notifications). */
const CHANGE_REACHES_OTHERS_MS = 1_000;
/** A lead written on one instance reaches the others' kept lead lists within this (server/services/leads/lead-answers.ts). */
const LEAD_CHANGE_REACHES_OTHERS_MS = 1_000;

function answers(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect(port, "127.0.0.1");
    socket.setTimeout(2_000, () => {
      socket.destroy();
      resolve(false);
    });
    socket.on("connect", () => {
      socket.end();
      resolve(true);
    });
    socket.on("error", () => resolve(false));
  });
}

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

interface Instance {
  name: "A" | "B";
  port: number;
  url: string;
  dataDir: string;
  process: SiteProcess | null;
}

let database: { url: string; drop(): Promise<void> };
let s3: S3Server;
let env: Record<string, string>;
let proxy: RoundRobinProxy;
let db: Database;
const instances: Instance[] = [];

async function start(instance: Instance): Promise<void> {
  instance.process = await startSiteProcess({ ...env, PORT: String(instance.port), DATA_DIR: instance.dataDir });
}

/** Waits until the proxy's health checks route to exactly these instances. */
async function routedTo(names: string[]): Promise<void> {
  const wanted = [...names].sort().join();
  const deadline = Date.now() + 30_000;
  while (proxy.ready().sort().join() !== wanted) {
    if (Date.now() > deadline) throw new Error(`the proxy routes to [${proxy.ready()}], not [${wanted}]`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

beforeAll(async () => {
  // As .ci/run does: a PostgreSQL answering on the standard local port is used when none is named.
  process.env.TEST_DATABASE_URL ??= (await answers(5432)) ? "postgres://postgres@127.0.0.1:5432/postgres" : undefined;
  if (!process.env.TEST_DATABASE_URL)
    throw new Error("npm run test:cluster needs PostgreSQL: set TEST_DATABASE_URL (postgres://user@host:5432/db)");
  database = await createPostgresDatabase();
  s3 = await startS3Server();
  env = {
    NODE_ENV: "production",
    DATABASE_URL: database.url,
    ...(await s3.newBucket()),
    // What every instance must share: the session secret (sessions, rate-limit buckets) and the first admin.
    SESSION_SECRET: randomBytes(32).toString("hex"),
    ADMIN_USERNAME: ADMIN.username,
    ADMIN_PASSWORD: ADMIN.password,
    SEED_DEMO: "false",
    // One proxy in front, which writes the client's address.
    TRUST_PROXY: "1",
    LOG_LEVEL: "warn",
    AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: "true",
  };
  for (const name of ["A", "B"] as const) {
    const port = await freePort();
    instances.push({
      name,
      port,
      url: `http://127.0.0.1:${port}`,
      dataDir: mkdtempSync(path.join(os.tmpdir(), `rentcar-cluster-${name}-`)),
      process: null,
    });
  }
  // Started together, as a deployment's instances are: the migrations run once, under their lock.
  await Promise.all(instances.map(start));
  proxy = await startRoundRobinProxy(instances.map(({ name, url }) => ({ name, url })));
  await routedTo(["A", "B"]);
  db = await openDatabase({ url: database.url, poolSize: 2 });
}, 240_000);

afterAll(async () => {
  await proxy?.close();
  await Promise.all(instances.map((i) => i.process?.stop("SIGTERM")));
  await db?.close();
  await s3?.close();
  await database?.drop();
  for (const instance of instances) rmSync(instance.dataDir, { recursive: true, force: true });
});

const [a, b] = [() => instances[0]!, () => instances[1]!];
const json = <T>(answer: Answer) => JSON.parse(answer.text) as T;

describe("two instances, one site", () => {
  it("serves on B a photo uploaded through A, from the bucket, not from A's disk", async () => {
    const cookie = await signIn(a().url, ADMIN.username, ADMIN.password);
    const photo = await makeImage({ width: 800, height: 500, color: "#336699" });
    const url = await uploadImage(a().url, cookie, photo);
    const res = await fetch(b().url + url);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("image/webp");
    expect(res.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    expect((await res.arrayBuffer()).byteLength).toBeGreaterThan(0);
    const mediaDir = path.join(a().dataDir, "media");
    expect(existsSync(mediaDir) ? readdirSync(mediaDir) : []).toEqual([]);
  });

  it("keeps a session made on A signed in on B, and a sign-out on A ends it on B within the documented time", async () => {
    const cookie = await signIn(a().url, ADMIN.username, ADMIN.password);
    const me = async (instance: Instance) =>
      (
        (await (await fetch(`${instance.url}/api/auth/me`, { headers: { Cookie: cookie } })).json()) as {
          user: { username: string } | null;
        }
      ).user;
    expect(await me(b())).toMatchObject({ username: ADMIN.username });
    // B has just looked the session up, the worst case: it trusts that lookup for a while.
    const leads = await fetch(`${b().url}/api/inquiries`, { headers: { Cookie: cookie } });
    expect(leads.status).toBe(200);

    const signedOutAt = performance.now();
    const out = await fetch(`${a().url}/api/auth/logout`, { method: "POST", headers: { Cookie: cookie } });
    expect(out.status).toBe(200);
    expect(await me(a())).toBeNull();
    await expect
      .poll(async () => (await fetch(`${b().url}/api/inquiries`, { headers: { Cookie: cookie } })).status, {
        timeout: 3_000,
        interval: 20,
      })
      .toBe(401);
    const tookMs = performance.now() - signedOutAt;
    console.log(`sign-out on A refused on B after ${Math.round(tookMs)} ms`);
    expect(tookMs).toBeLessThan(SIGN_OUT_REACHES_OTHERS_MS);
    expect(await me(b())).toBeNull();
  });

  it("counts the lead safety cap and the sign-in limit across both instances", async () => {
    // One visitor, behind the proxy: its requests alternate between A and B. Leads are never refused: past the
    // address's safety cap they are held as 스팸 의심 (answered 201 all the same), wherever they arrive.
    const visitor = "127.0.4.1";
    const posts: Answer[] = [];
    for (let i = 0; i < ADDRESS_LEAD_CAP + 2; i++)
      posts.push(
        await requestFrom(visitor, `${proxy.url}/api/inquiries`, {
          method: "POST",
          json: { name: `한도확인${i}`, contact: `0105555${String(1000 + i)}`, vehicle: "레이", fillMs: 9_000 },
        }),
      );
    expect(posts.map((p) => p.status)).toEqual(Array(ADDRESS_LEAD_CAP + 2).fill(201));
    expect(new Set(posts.map((p) => p.headers["x-backend"]))).toEqual(new Set(["A", "B"]));
    expect(json<{ success: boolean }>(posts.at(-1)!).success).toBe(true);
    const leads = await db.db.select({ name: inquiries.name }).from(inquiries).where(like(inquiries.name, "한도확인%"));
    expect(leads).toHaveLength(ADDRESS_LEAD_CAP);
    const held = await db.db.select({ name: heldLeads.name }).from(heldLeads).where(like(heldLeads.name, "한도확인%"));
    expect(held.map((row) => row.name).sort()).toEqual([
      `한도확인${ADDRESS_LEAD_CAP}`,
      `한도확인${ADDRESS_LEAD_CAP + 1}`,
    ]);
    // Another visitor is a lead as ever.
    const other = await requestFrom("127.0.4.2", `${proxy.url}/api/inquiries`, {
      method: "POST",
      json: { name: "다른고객", contact: "01055559999", vehicle: "레이" },
    });
    expect(other.status).toBe(201);
    expect(await db.db.$count(inquiries, eq(inquiries.name, "다른고객"))).toBe(1);

    const guesser = "127.0.4.3";
    const attempts: Answer[] = [];
    for (let i = 0; i < 7; i++)
      attempts.push(
        await requestFrom(guesser, `${proxy.url}/api/auth/login`, {
          method: "POST",
          json: { username: ADMIN.username, password: `wrong-password-${i}`, role: "admin" },
        }),
      );
    expect(attempts.map((r) => r.status)).toEqual([401, 401, 401, 401, 401, 429, 429]);
    expect(new Set(attempts.map((r) => r.headers["x-backend"]))).toEqual(new Set(["A", "B"]));
    // The owner, from an address of their own, still gets in through either instance.
    const owner = await requestFrom("127.0.4.4", `${proxy.url}/api/auth/login`, {
      method: "POST",
      json: { ...ADMIN, role: "admin" },
    });
    expect(owner.status).toBe(200);
  });

  it("shows a price saved on A on B's kept vehicle page within a second", async () => {
    const cookie = await signIn(a().url, ADMIN.username, ADMIN.password);
    const draft = { ...newVehicleTemplate({ category: "중형 SUV" }), name: `클러스터 쏘렌토 ${Date.now()}` };
    draft.priceInfo = draft.priceInfo.map((row) => ({ ...row, deposit: "0", monthly: "453000" }));
    const created = await fetch(`${a().url}/api/vehicles`, {
      method: "POST",
      headers: { Cookie: cookie, "Content-Type": "application/json" },
      body: JSON.stringify(draft),
    });
    expect(created.status).toBe(201);
    const { vehicle } = (await created.json()) as { vehicle: { id: number; slug: string; updatedAt: string } };
    const page = b().url + vehiclePath(vehicle.slug);
    const before = formatMonthly("453000");
    const after = formatMonthly("517000");
    // B shows it, and keeps the page: the same bytes come back.
    await expect.poll(async () => (await (await fetch(page)).text()).includes(before), { timeout: 15_000 }).toBe(true);
    const etag = (await fetch(page)).headers.get("etag");
    expect(etag).toBeTruthy();
    expect((await fetch(page)).headers.get("etag")).toBe(etag);

    const saved = await fetch(`${a().url}/api/vehicles/${vehicle.id}`, {
      method: "PATCH",
      headers: { Cookie: cookie, "Content-Type": "application/json" },
      body: JSON.stringify({
        priceInfo: draft.priceInfo.map((row) => ({ ...row, monthly: "517000" })),
        updatedAt: vehicle.updatedAt,
      }),
    });
    expect(saved.status).toBe(200);
    const savedAt = performance.now();
    await expect
      .poll(async () => (await (await fetch(page)).text()).includes(after), { timeout: 15_000, interval: 20 })
      .toBe(true);
    const tookMs = performance.now() - savedAt;
    console.log(`price saved on A shown on B's kept page after ${Math.round(tookMs)} ms`);
    expect(tookMs).toBeLessThan(CHANGE_REACHES_OTHERS_MS);
  });

  it("teaches B's search a synonym added on A, and forgets it when deleted on A", async () => {
    const cookie = await signIn(a().url, ADMIN.username, ADMIN.password);
    const headers = { Cookie: cookie, "Content-Type": "application/json" };
    const stamp = Date.now();
    const model = `클러스터모델${stamp}`;
    const draft = { ...newVehicleTemplate({ category: "중형 SUV" }), name: `더 뉴 ${model} 2.5` };
    draft.priceInfo = draft.priceInfo.map((row) => ({ ...row, deposit: "0", monthly: "453000" }));
    const created = await fetch(`${a().url}/api/vehicles`, { method: "POST", headers, body: JSON.stringify(draft) });
    expect(created.status).toBe(201);
    const term = `별명${stamp}`;
    const suggestedOnB = async () => {
      const res = await fetch(`${b().url}/api/vehicles/suggest?q=${encodeURIComponent(term)}`);
      return ((await res.json()) as { suggestions: { name: string }[] }).suggestions.map((s) => s.name);
    };
    // The results only: a search that finds nothing shows the nearest cars below its empty state.
    const searchPageOnB = async () =>
      (
        (await (await fetch(`${b().url}/search?q=${encodeURIComponent(term)}`)).text()).split(
          'data-testid="nearest-cars"',
        )[0] ?? ""
      ).includes(draft.name);
    // B lists the car by its own name, and has kept its answers to the nickname: nothing yet.
    await expect
      .poll(async () => (await fetch(`${b().url}/search?q=${encodeURIComponent(model)}`)).text(), { timeout: 15_000 })
      .toContain(draft.name);
    expect(await suggestedOnB()).toEqual([]);
    expect(await searchPageOnB()).toBe(false);

    const added = await fetch(`${a().url}/api/search-synonyms`, {
      method: "POST",
      headers,
      body: JSON.stringify({ term, meaning: model }),
    });
    expect(added.status).toBe(201);
    const addedAt = performance.now();
    await expect.poll(suggestedOnB, { timeout: 15_000, interval: 20 }).toEqual([draft.name]);
    const tookMs = performance.now() - addedAt;
    // A figure, not a check: a busy machine stretches it (the state waited for is what the test asserts).
    console.log(`synonym added on A read by B's suggestions after ${Math.round(tookMs)} ms`);
    expect(await searchPageOnB()).toBe(true);

    const deleted = await fetch(`${a().url}/api/search-synonyms/${encodeURIComponent(term)}`, {
      method: "DELETE",
      headers,
    });
    expect(deleted.status).toBe(200);
    await expect.poll(suggestedOnB, { timeout: 15_000, interval: 20 }).toEqual([]);
    expect(await searchPageOnB()).toBe(false);
  });

  it("takes a lead deleted on A off B's lead list within the documented time, even one B listed as it arrived", async () => {
    const cookie = await signIn(a().url, ADMIN.username, ADMIN.password);
    const headers = { Cookie: cookie, "Content-Type": "application/json" };
    type LeadList = { total: number; inquiries: { id: number; name: string }[] };
    const listOn = async (instance: Instance, q = "") =>
      (await (await fetch(`${instance.url}/api/inquiries?q=${encodeURIComponent(q)}`, { headers })).json()) as LeadList;
    // B reads the leads' state and trusts that reading for a while (lead-answers.ts).
    await listOn(b());
    const name = `삭제확인${Date.now()}`;
    const created = await fetch(`${a().url}/api/inquiries`, {
      method: "POST",
      headers,
      body: JSON.stringify({ name, contact: "01055501234", vehicle: "쏘렌토" }),
    });
    expect(created.status).toBe(201);
    // Staff on B find the new lead at once, while B still trusts the reading from before it arrived.
    const found = await listOn(b(), name);
    expect(found.inquiries.map((lead) => lead.name)).toEqual([name]);

    const deleted = await fetch(`${a().url}/api/inquiries/${found.inquiries[0]!.id}`, { method: "DELETE", headers });
    expect(deleted.status).toBe(200);
    const deletedAt = performance.now();
    // The leads' state is back where it was before the lead arrived (the same newest id and count), which must
    // not bring back B's answer made in between.
    await expect.poll(async () => (await listOn(b(), name)).total, { timeout: 5_000, interval: 50 }).toBe(0);
    const tookMs = performance.now() - deletedAt;
    console.log(`lead deleted on A gone from B's list after ${Math.round(tookMs)} ms`);
    expect(tookMs).toBeLessThan(LEAD_CHANGE_REACHES_OTHERS_MS + 500);
  });

  it("loses no acknowledged inquiry through a rolling restart under load (stop A, start A, stop B, start B)", async () => {
    let running = true;
    let sent = 0;
    const acknowledged: { contact: string; by: string }[] = [];
    const failures: string[] = [];
    const client = async (worker: number) => {
      while (running) {
        const n = sent++;
        // Each inquiry from its own address, as customers send them: no one address reaches the form limit.
        const address = `127.1.${(n >> 8) & 255}.${n & 255 || 1}`;
        const contact = `010${String(20_000_000 + n)}`;
        try {
          const res = await requestFrom(address, `${proxy.url}/api/inquiries`, {
            method: "POST",
            json: { name: `롤링${worker}`, contact, vehicle: "쏘렌토" },
          });
          if (res.status === 201) acknowledged.push({ contact, by: String(res.headers["x-backend"]) });
          else failures.push(`${res.status} ${res.text.slice(0, 80)}`);
        } catch (error) {
          failures.push((error as Error).message);
        }
      }
    };
    const acksBy = (name: string) => acknowledged.filter((ack) => ack.by === name).length;
    const load = Promise.all([1, 2, 3, 4].map(client));
    try {
      await expect.poll(() => acknowledged.length, { timeout: 30_000 }).toBeGreaterThan(20);
      for (const instance of [a(), b()]) {
        const other = instance === a() ? b() : a();
        const stoppingAt = performance.now();
        expect(await instance.process!.stop("SIGTERM")).toBe(0);
        const stopMs = performance.now() - stoppingAt;
        expect(stopMs).toBeLessThan(10_000);
        await routedTo([other.name]);
        const servedByOther = acksBy(other.name);
        await expect.poll(() => acksBy(other.name), { timeout: 30_000 }).toBeGreaterThan(servedByOther + 10);
        const restartingAt = performance.now();
        await start(instance);
        await routedTo(["A", "B"]);
        const servedBefore = acksBy(instance.name);
        await expect.poll(() => acksBy(instance.name), { timeout: 30_000 }).toBeGreaterThan(servedBefore + 10);
        console.log(
          `${instance.name}: stopped in ${Math.round(stopMs)} ms, serving again ${Math.round(performance.now() - restartingAt)} ms after its start`,
        );
      }
    } finally {
      running = false;
      await load;
    }
    console.log(
      `rolling restart: ${sent} inquiries sent, ${acknowledged.length} acknowledged, ${failures.length} not: ` +
        [...new Set(failures)].slice(0, 5).join(" | "),
    );
    const stored = await db.db.select({ contact: inquiries.contact }).from(inquiries);
    const counts = new Map<string, number>();
    for (const row of stored) counts.set(row.contact, (counts.get(row.contact) ?? 0) + 1);
    const lost = acknowledged.filter((ack) => counts.get(ack.contact) !== 1);
    expect(lost).toEqual([]);
    expect(acknowledged.length).toBeGreaterThan(60);
  });
});
