import http from "node:http";
import { count, eq } from "drizzle-orm";
import sharp from "sharp";
import { beforeAll, describe, expect, it } from "vitest";
import { inquiries, mediaObjects } from "#server/db/schema";
import { BODY_TOO_SLOW } from "#server/http/body-pace";
import { createAccount, type TestAccount } from "../support/accounts";
import { makeImage } from "../support/images";
import { useTestApp } from "../support/use-test-app";

/**
 * Every request body must arrive at a minimum pace. The limits are small here so each case is judged within
 * seconds: after a grace of one second a body must average 2 KB/s, and be whole within six seconds.
 */
const MIN_BYTES_PER_SECOND = 2048;
const app = useTestApp({
  pages: true,
  env: {
    RATE_LIMIT_DISABLED: "true",
    BODY_RATE_GRACE_SECONDS: "1",
    BODY_MIN_BYTES_PER_SECOND: String(MIN_BYTES_PER_SECOND),
    BODY_MAX_SECONDS: "6",
  },
});
let admin: TestAccount;
let partner: TestAccount;
beforeAll(async () => {
  admin = await createAccount(app, "admin");
  partner = await createAccount(app, "partner");
});

interface Answer {
  status: number;
  text: string;
  connection: string | undefined;
}

/** Bytes a drip has sent by `ms`: `lead` at once, then one byte every 100 ms. */
const drip =
  (lead = 0) =>
  (ms: number) =>
    lead + Math.floor(ms / 100);
/** Bytes a steady sender has sent by `ms` at `bytesPerSecond`. */
const steady = (bytesPerSecond: number) => (ms: number) => Math.floor((bytesPerSecond * ms) / 1000);

/**
 * A request over node:http whose body (Content-Length declared up front) goes out as `sentBy` says: each 50 ms
 * the bytes due by then are written, until the body is whole or the server answers. Resolves with the answer
 * once the connection is closed.
 */
function paced(
  url: string,
  init: { method: string; headers?: Record<string, string>; body: Buffer; sentBy: (ms: number) => number },
): Promise<Answer> {
  const { body } = init;
  return new Promise((resolve, reject) => {
    const req = http.request(url, {
      method: init.method,
      agent: false,
      headers: { ...init.headers, "Content-Length": String(body.length) },
    });
    let sent = 0;
    let answer: Answer | undefined;
    let failure: Error | undefined;
    const start = performance.now();
    const tick = () => {
      const due = Math.min(body.length, init.sentBy(performance.now() - start));
      if (due > sent) req.write(body.subarray(sent, due));
      sent = Math.max(sent, due);
      if (sent === body.length) {
        clearInterval(timer);
        req.end();
      }
    };
    const timer = setInterval(tick, 50);
    tick();
    req.on("response", (res) => {
      clearInterval(timer);
      let text = "";
      res.setEncoding("utf8");
      res.on("data", (chunk: string) => {
        text += chunk;
      });
      res.on("end", () => {
        answer = { status: res.statusCode ?? 0, text, connection: res.headers.connection };
      });
    });
    // A write after the server answered and closed may fail; what counts is the answer.
    req.on("error", (error) => {
      failure = error;
    });
    req.on("close", () => {
      clearInterval(timer);
      if (answer) resolve(answer);
      else reject(failure ?? new Error("closed without an answer"));
    });
  });
}

const slot = async () =>
  ((await (await app.fetch("/api/objects/upload", { method: "POST" })).json()) as { uploadURL: string }).uploadURL;
const mediaRows = async () => (await app.ctx.db.select({ n: count() }).from(mediaObjects))[0]?.n ?? 0;
/** A photo of noise: it does not compress, so it is big enough (about 24 KB) to take seconds at a slow pace. */
const noisyPhoto = () =>
  sharp({
    create: {
      width: 90,
      height: 90,
      channels: 3,
      background: "#808080",
      noise: { type: "gaussian", mean: 128, sigma: 60 },
    },
  })
    .png()
    .toBuffer();
const PNG = { "Content-Type": "image/png" };
const errorLogs = () => app.logs.filter((line) => /"level":(5|6)\d/.test(line));

function expectCut(answer: Answer) {
  expect(answer.status).toBe(408);
  expect(JSON.parse(answer.text)).toEqual({ success: false, message: BODY_TOO_SLOW });
  expect(answer.connection).toBe("close");
}

describe("an upload's body", () => {
  it("is cut with a Korean 408 when it drips a byte at a time, the slot spent and nothing stored", async () => {
    const before = await mediaRows();
    const errorsBefore = errorLogs().length;
    const url = await slot();
    const image = await makeImage();
    expectCut(await paced(url, { method: "PUT", headers: PNG, body: image, sentBy: drip() }));
    expect(await mediaRows()).toBe(before);
    const again = await fetch(url, { method: "PUT", headers: PNG, body: new Uint8Array(image) });
    expect(again.status).toBe(403);
    // A client's slowness, not the site's fault: nothing is logged as an error.
    expect(errorLogs().slice(errorsBefore)).toEqual([]);
  });

  it("is cut when it starts fast and then trickles, as a held slot would", async () => {
    const before = await mediaRows();
    const body = Buffer.alloc(5_000_000, 7);
    // 64 KB at once keeps the average above the minimum for half a minute: the total time ends it.
    expectCut(await paced(await slot(), { method: "PUT", headers: PNG, body, sentBy: drip(64 * 1024) }));
    expect(await mediaRows()).toBe(before);
  });

  it("is cut when it keeps above the minimum but is not whole within the total time", async () => {
    const body = Buffer.alloc(5_000_000, 7);
    const answer = await paced(await slot(), {
      method: "PUT",
      headers: PNG,
      body,
      sentBy: steady(4 * MIN_BYTES_PER_SECOND),
    });
    expectCut(answer);
  });

  it("is stored when it comes slowly but steadily above the minimum, and when it comes at once", async () => {
    const photo = await noisyPhoto();
    // About three seconds at four times the minimum: judged several times on the way, never cut.
    const slow = await paced(await slot(), {
      method: "PUT",
      headers: PNG,
      body: photo,
      sentBy: steady(4 * MIN_BYTES_PER_SECOND),
    });
    expect(slow.status).toBe(201);
    expect(JSON.parse(slow.text)).toMatchObject({ success: true, url: expect.stringMatching(/^\/media\//) });

    const whole = await fetch(await slot(), {
      method: "PUT",
      headers: PNG,
      body: new Uint8Array(await makeImage({ color: "#aa3355" })),
    });
    expect(whole.status).toBe(201);
  });
});

describe("every other body", () => {
  it("cuts a JSON post that drips, in Korean", async () => {
    const body = Buffer.from(JSON.stringify({ name: "느린전송", contact: "010-1234-5678", vehicle: "", region: "" }));
    expectCut(
      await paced(`${app.url}/api/inquiries`, {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body,
        sentBy: drip(),
      }),
    );
    expect(await app.ctx.db.$count(inquiries, eq(inquiries.name, "느린전송"))).toBe(0);
  });

  it("cuts a price sheet that drips, the admin's and the partner's", async () => {
    const sheet = await (await app.fetch("/api/price-sheet", { headers: { Cookie: admin.cookie } })).arrayBuffer();
    for (const [path, account] of [
      ["/api/price-sheet/preview", admin],
      ["/api/partner/price-sheet/preview", partner],
    ] as const) {
      const answer = await paced(`${app.url}${path}`, {
        method: "POST",
        headers: { Cookie: account.cookie, "Content-Type": "application/octet-stream" },
        body: Buffer.from(sheet),
        sentBy: drip(),
      });
      expectCut(answer);
    }
  });

  it("still previews a price sheet sent slowly but steadily", async () => {
    const sheet = Buffer.from(
      await (await app.fetch("/api/price-sheet", { headers: { Cookie: admin.cookie } })).arrayBuffer(),
    );
    // Spread over about two seconds whatever its size, so the pace is judged on the way.
    const answer = await paced(`${app.url}/api/price-sheet/preview`, {
      method: "POST",
      headers: { Cookie: admin.cookie, "Content-Type": "application/octet-stream" },
      body: sheet,
      sentBy: steady(Math.max(4 * MIN_BYTES_PER_SECOND, sheet.length / 2)),
    });
    expect(answer.status).toBe(200);
    expect(JSON.parse(answer.text)).toMatchObject({ success: true });
  });

  it("cuts a page form that drips with a Korean page, and never takes what came as the whole form", async () => {
    const FORM = {
      "Content-Type": "application/x-www-form-urlencoded",
      Accept: "text/html",
      Origin: app.url,
      "Sec-Fetch-Site": "same-origin",
    };
    const form = (name: string) =>
      new URLSearchParams({
        name,
        contact: "010-2345-6789",
        vehicle: "쏘렌토",
        region: "만 26세 이상",
        agreed: "on",
        pad: "",
      }).toString();
    const errorsBefore = errorLogs().length;
    // The same form sent at once is stored: a whole form is what a cut one would be mistaken for.
    const whole = await app.fetch("/?index", {
      method: "POST",
      headers: FORM,
      body: form("한번에"),
      redirect: "manual",
    });
    expect(whole.status).toBe(303);
    expect(await app.ctx.db.$count(inquiries, eq(inquiries.name, "한번에"))).toBe(1);

    // A whole form at once, then the rest of its last field a byte at a time.
    const complete = Buffer.from(form("조금씩"));
    const body = Buffer.concat([complete, Buffer.alloc(200, "x")]);
    const answer = await paced(`${app.url}/?index`, {
      method: "POST",
      headers: FORM,
      body,
      sentBy: drip(complete.length),
    });
    expect(answer.status).toBe(408);
    expect(answer.text).toContain(BODY_TOO_SLOW);
    expect(answer.text).toContain('<html lang="ko">');
    expect(answer.connection).toBe("close");
    // Another form after the cut is stored, so the cut one would have been by now.
    const after = await app.fetch("/?index", {
      method: "POST",
      headers: FORM,
      body: form("나중에"),
      redirect: "manual",
    });
    expect(after.status).toBe(303);
    expect(await app.ctx.db.$count(inquiries, eq(inquiries.name, "나중에"))).toBe(1);
    expect(await app.ctx.db.$count(inquiries, eq(inquiries.name, "조금씩"))).toBe(0);
    expect(errorLogs().slice(errorsBefore)).toEqual([]);
  });
});
