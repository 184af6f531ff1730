import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { ADDRESS_LEAD_CAP } from "#domain/lead-intake";
import { ConfigError, loadConfig } from "#server/config";
import { heldLeads, inquiries, partnerApplications, reviews } from "#server/db/schema";
import { makeImage } from "../support/images";
import { rentalApplication } from "../support/partner-fixtures";
import { jsonRequest, startTestApp } from "../support/test-app";
import { useTestApp } from "../support/use-test-app";

type Answer = { success?: boolean; id?: number; message?: string; fieldErrors?: Record<string, string> };

const TOO_MANY = "요청이 너무 많습니다. 잠시 후 다시 시도해주세요.";
/** As a person's form sends it: with how long the form took, which every page of the site measures. */
const validInquiry = (name: string) => ({
  name,
  contact: "010-1234-5678",
  region: "만 26세 이상",
  vehicle: "쏘렌토",
  fillMs: 12_000,
});
const junkInquiry = { name: "", contact: "123", vehicle: "" };

/**
 * The test stands for one load balancer in front of the app: it connects from 127.0.0.1 and, as a proxy does,
 * appends the address its client came from to whatever X-Forwarded-For the client wrote.
 */
const throughProxy = (client: string, written?: string) => ({
  "X-Forwarded-For": written === undefined ? client : `${written}, ${client}`,
});

describe("TRUST_PROXY", () => {
  it("refuses `true` (it would believe the client-written leftmost X-Forwarded-For) and bad values, naming the variable", () => {
    for (const value of ["true", "yes", "1,2", "10.0.0.0/33", "example.com"]) {
      const load = () => loadConfig({ DATA_DIR: "/nonexistent/rentcar-config", TRUST_PROXY: value });
      expect(load, value).toThrow(ConfigError);
      expect(load, value).toThrow(/TRUST_PROXY/);
    }
    for (const [value, trusted] of [
      ["false", false],
      ["0", false],
      ["1", 1],
      ["2", 2],
      ["10.0.0.0/8, 192.168.1.7", ["10.0.0.0/8", "192.168.1.7"]],
      ["loopback,fd00::/8", ["loopback", "fd00::/8"]],
    ] as const) {
      const dir = `/tmp/rentcar-config-${process.pid}`;
      expect(loadConfig({ DATA_DIR: dir, SESSION_SECRET: "x".repeat(32), TRUST_PROXY: value }).trustProxy).toEqual(
        trusted,
      );
    }
  });

  for (const trust of ["1", "127.0.0.1/8"]) {
    it(`with TRUST_PROXY=${trust}, forged leftmost X-Forwarded-For values from one real client share its limit`, async () => {
      const app = await startTestApp({ env: { TRUST_PROXY: trust } });
      try {
        const post = (client: string, written: string | undefined, name: string) =>
          app.fetch("/api/inquiries", jsonRequest("POST", validInquiry(name), throughProxy(client, written)));
        // Leads are never refused over their address: past its safety cap they are held as 스팸 의심, still a 201.
        for (let i = 0; i < ADDRESS_LEAD_CAP; i++) {
          const res = await post("203.0.113.50", `198.51.100.${i}`, `위조${i}`);
          expect(res.status, `forged 198.51.100.${i}`).toBe(201);
        }
        for (const written of ["198.51.100.99", "127.0.0.1", "203.0.113.51", "garbage", "198.51.100.1, 10.0.0.1"]) {
          const res = await post("203.0.113.50", written, "위조초과");
          expect(res.status, written).toBe(201);
          expect(((await res.json()) as Answer).success).toBe(true);
        }
        // The header is read: another real client behind the same proxy is taken as a lead, whatever it writes.
        expect((await post("203.0.113.51", "203.0.113.50", "다른고객")).status).toBe(201);
        const stored = await app.ctx.db.select({ name: inquiries.name }).from(inquiries);
        expect(stored.filter((row) => row.name === "위조초과")).toEqual([]);
        expect(stored).toHaveLength(ADDRESS_LEAD_CAP + 1);
        const held = await app.ctx.db.select({ name: heldLeads.name, reason: heldLeads.reason }).from(heldLeads);
        expect(held).toEqual(Array(5).fill({ name: "위조초과", reason: "address_cap" }));
      } finally {
        await app.close();
      }
    });
  }
});

describe("public form limits count only accepted posts", () => {
  const app = useTestApp({ env: { TRUST_PROXY: "1" } });
  const post = async (path: string, body: unknown, client: string) => {
    const res = await app.fetch(path, jsonRequest("POST", body, throughProxy(client)));
    return { status: res.status, body: (await res.json()) as Answer };
  };

  it("a flood of refused inquiries from one address leaves room for real ones, none of which is refused", async () => {
    const client = "203.0.113.10";
    const junk: number[] = [];
    for (let i = 0; i < 40; i++) junk.push((await post("/api/inquiries", junkInquiry, client)).status);
    // Refused posts have their own, larger limit: 400 with Korean field messages, then 429.
    expect(junk.slice(0, 30)).toEqual(Array(30).fill(400));
    expect(junk.slice(30)).toEqual(Array(10).fill(429));

    for (let i = 0; i < 5; i++) {
      const accepted = await post("/api/inquiries", validInquiry(`정상고객${i}`), client);
      expect(accepted.status, `accepted ${i}`).toBe(201);
    }
    // Valid leads are not limited per minute any more: the sixth customer behind the address is stored too.
    const sixth = await post("/api/inquiries", validInquiry("여섯번째"), client);
    expect(sixth.status).toBe(201);
    expect(sixth.body).toMatchObject({ success: true });
    const names = (await app.ctx.db.select({ name: inquiries.name }).from(inquiries)).map((row) => row.name);
    expect(names.filter((name) => name.startsWith("정상고객"))).toHaveLength(5);
    expect(names).toContain("여섯번째");
  });

  it("the same for quote requests", async () => {
    const client = "203.0.113.11";
    for (let i = 0; i < 10; i++) {
      const refused = await post("/api/quote-requests", { customerName: "", customerPhone: "1" }, client);
      expect(refused.status).toBe(400);
      expect(refused.body.message).toMatch(/[가-힣]/);
    }
    const quote = {
      customerName: "견적고객",
      customerPhone: "010-2222-3333",
      specialOptions: "만 26세 이상",
      fillMs: 12_000,
    };
    for (let i = 0; i < 6; i++)
      expect((await post("/api/quote-requests", { ...quote, agreeToPrivacy: true }, client)).status).toBe(201);
    expect(await app.ctx.db.$count(inquiries, eq(inquiries.name, "견적고객"))).toBe(6);
  });

  it("the same for reviews, a photo the site did not store included", async () => {
    const client = "203.0.113.12";
    const slot = await app.fetch("/api/objects/upload", { method: "POST", headers: throughProxy(client) });
    const { uploadURL } = (await slot.json()) as { uploadURL: string };
    const put = await fetch(uploadURL, {
      method: "PUT",
      headers: { "Content-Type": "image/png" },
      body: new Uint8Array(await makeImage({ color: "#224466" })),
    });
    const photoUrl = ((await put.json()) as { url: string }).url;
    const review = {
      customerName: "이*영",
      vehicleName: "K5",
      rating: 5,
      content: "친절한 상담 감사합니다. 출고도 빨랐어요.",
      photoUrl,
    };
    for (let i = 0; i < 6; i++) expect((await post("/api/reviews", { ...review, rating: 9 }, client)).status).toBe(400);
    for (let i = 0; i < 6; i++) {
      const notStored = await post("/api/reviews", { ...review, photoUrl: "https://evil.example/a.jpg" }, client);
      expect(notStored.status).toBe(400);
      expect(notStored.body.fieldErrors?.photoUrl).toMatch(/사진/);
    }
    const before = (await app.ctx.db.select().from(reviews)).length;
    for (let i = 0; i < 5; i++) expect((await post("/api/reviews", review, client)).status).toBe(201);
    const limited = await post("/api/reviews", review, client);
    expect(limited.status).toBe(429);
    expect(limited.body.message).toBe(TOO_MANY);
    expect((await app.ctx.db.select().from(reviews)).length).toBe(before + 5);
  });

  it("the same for partner sign-ups; one with an id already taken is taken like any other", async () => {
    const client = "203.0.113.13";
    const first = rentalApplication();
    expect((await post("/api/partners", first, client)).status).toBe(201);
    for (let i = 0; i < 12; i++) {
      const invalid = await post("/api/partners", { ...rentalApplication(), email: "메일아님" }, client);
      expect(invalid.status).toBe(400);
      expect(invalid.body.fieldErrors?.email).toMatch(/[가-힣]/);
    }
    const taken = await post("/api/partners", { ...rentalApplication(), loginId: first.loginId }, client);
    expect(taken.status).toBe(201);
    for (let i = 0; i < 3; i++)
      expect((await post("/api/partners", rentalApplication(), client)).status, `accepted ${i}`).toBe(201);
    const limited = await post("/api/partners", rentalApplication(), client);
    expect(limited.status).toBe(429);
    expect(limited.body.message).toBe(TOO_MANY);
    expect(await app.ctx.db.$count(partnerApplications)).toBe(5);
  });
});
