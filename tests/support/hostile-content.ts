import { eq } from "drizzle-orm";
import { expect } from "vitest";
import { createSession } from "#server/auth/sessions";
import { partnerApplications } from "#server/db/schema";
import { as, type TestAccount } from "./accounts";
import { storedImageUrl } from "./admin-fixtures";
import type { TestApp } from "./test-app";

/**
 * Script-injection payloads as a visitor, partner or admin could type them, and the stored content that
 * carries one in every text field a page shows. Each stored value starts with a marker naming its field and
 * payload (`x07c`), so a page's text shows which field it rendered.
 */
export const PAYLOADS = [
  "<script>alert(1)</script>",
  '"><img src=x onerror=alert(1)>',
  "javascript:alert(1)",
  "</script><script>alert(1)</script>",
  "{{constructor.constructor('alert(1)')()}}",
  "<svg onload=alert(1)>",
  // Raw line separators end a line inside a <script> in older engines; they must leave inline JSON escaped.
  "줄\u2028바꿈\u2029<b>끝</b>",
] as const;

export type Area = "vehicle" | "review" | "board" | "partner" | "inquiry";

export interface Field {
  area: Area;
  /** Path of the field in the API body. */
  path: string;
  max: number;
}

const vehicleFields: [string, number][] = [
  ["name", 100],
  ["displayCategoryText", 200],
  ["description", 5000],
  ["basicInfo.제조연식", 30],
  ["basicInfo.주행거리", 30],
  ["basicInfo.차량번호", 30],
  ["priceInfo.0.deposit", 50],
  ["priceInfo.0.period", 30],
  ["priceInfo.0.monthly", 50],
  ["priceInfo.0.totalKm", 30],
  ["options.외관내장.0", 60],
  ["options.안전장치.0", 60],
  ["options.편의장치.0", 60],
  ["options.시트.0", 60],
  ["options.전체옵션", 5000],
  ["benefits.0.icon", 40],
  ["benefits.0.title", 100],
  ["benefits.0.desc", 500],
  ...["대인", "대물", "자손"].map((k): [string, number] => [`insurance.책임한도.${k}`, 50]),
  ...["대인", "대물", "자손", "자차"].map((k): [string, number] => [`insurance.면책금.${k}`, 50]),
  ["contractTerms.개인계약자", 2000],
  ["contractTerms.법인계약자", 2000],
  ["requiredDocuments.0", 100],
];

export const FIELDS: Field[] = [
  ...vehicleFields.map(([path, max]) => ({ area: "vehicle" as const, path, max })),
  { area: "review", path: "customerName", max: 30 },
  { area: "review", path: "vehicleName", max: 100 },
  { area: "review", path: "content", max: 2000 },
  { area: "board", path: "title", max: 200 },
  { area: "board", path: "content", max: 5000 },
  { area: "partner", path: "companyName", max: 100 },
  { area: "partner", path: "managerNamePosition", max: 100 },
  { area: "partner", path: "companyAddress", max: 200 },
  { area: "inquiry", path: "name", max: 30 },
  { area: "inquiry", path: "region", max: 50 },
  { area: "inquiry", path: "vehicle", max: 100 },
];

export const fieldName = (field: Field) => `${field.area}.${field.path}`;

/** The stored value of a field for a payload; cut to the field's limit (a cut payload still opens its tag). */
export function storedValue(field: Field, payload: number): string {
  const marker = `x${String(FIELDS.indexOf(field)).padStart(2, "0")}${"abcdefg"[payload]}`;
  return `${marker}${PAYLOADS[payload]}`.slice(0, field.max);
}

/** The body of one area with every field set to its value for the payload. */
function bodyOf(area: Area, payload: number, base: Record<string, unknown>): Record<string, unknown> {
  const body = structuredClone(base);
  for (const field of FIELDS.filter((f) => f.area === area)) {
    const keys = field.path.split(".");
    let node = body as Record<string, unknown>;
    for (const [i, key] of keys.slice(0, -1).entries()) {
      node[key] ??= /^\d+$/.test(keys[i + 1]!) ? [] : {};
      node = node[key] as Record<string, unknown>;
    }
    node[keys.at(-1)!] = storedValue(field, payload);
  }
  return body;
}

export interface HostileContent {
  /** Slug of each payload's vehicle. */
  slugs: string[];
  vehicleIds: number[];
  /** A signed-in partner account per payload, made from an approved application carrying it. */
  partners: TestAccount[];
}

async function created(res: Response): Promise<Record<string, unknown>> {
  const body = (await res.json()) as Record<string, unknown>;
  expect(res.status, JSON.stringify(body)).toBeLessThan(300);
  return body;
}

/** Stores every payload in every field through the public and admin APIs, as clients would. */
export async function storeHostileContent(app: TestApp, admin: TestAccount): Promise<HostileContent> {
  const photo = await storedImageUrl(app);
  const content: HostileContent = { slugs: [], vehicleIds: [], partners: [] };
  for (const p of PAYLOADS.keys()) {
    const vehicle = bodyOf("vehicle", p, {
      category: "중형 SUV",
      badges: ["신차", "중고차"],
      images: [photo],
      basicInfo: { 연료: "디젤" },
    });
    const { vehicle: saved } = (await created(await app.fetch("/api/vehicles", as(admin, "POST", vehicle)))) as {
      vehicle: { id: number; slug: string };
    };
    content.slugs.push(saved.slug);
    content.vehicleIds.push(saved.id);

    const { review } = (await created(
      await app.fetch("/api/reviews", as(null, "POST", bodyOf("review", p, { rating: 5, photoUrl: photo }))),
    )) as { review: { id: number } };
    // A visitor's review is public once an admin approves it.
    await created(await app.fetch(`/api/reviews/${review.id}/approve`, as(admin, "POST")));
    await created(await app.fetch("/api/board-posts", as(admin, "POST", bodyOf("board", p, { images: [photo] }))));
    await created(
      await app.fetch(
        "/api/inquiries",
        as(null, "POST", bodyOf("inquiry", p, { contact: `010-1234-${String(5670 + p)}` })),
      ),
    );

    const application = bodyOf("partner", p, {
      type: "렌트사",
      loginId: `hostile-${p}`,
      password: "partner-pass-123",
      managerPhone: "010-5555-6666",
      email: `rent${p}@example.com`,
      privacyAgree: true,
      serviceAgree: true,
    });
    await created(await app.fetch("/api/partners", as(null, "POST", application)));
    const [row] = await app.ctx.db
      .select()
      .from(partnerApplications)
      .where(eq(partnerApplications.loginId, `hostile-${p}`));
    await created(await app.fetch(`/api/partners/${row!.id}/approve`, as(admin, "POST")));
    const [approved] = await app.ctx.db.select().from(partnerApplications).where(eq(partnerApplications.id, row!.id));
    const session = await createSession(app.ctx, approved!.userId!, false, "partner");
    content.partners.push({
      id: approved!.userId!,
      username: `hostile-${p}`,
      password: "partner-pass-123",
      cookie: `sid=${session.token}`,
    });
  }
  return content;
}
