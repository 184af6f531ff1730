import { eq } from "drizzle-orm";
import { romanize } from "es-hangul";
import { beforeAll, describe, expect, it } from "vitest";
import type { Vehicle } from "#domain/vehicle";
import { vehicles } from "#server/db/schema";
import { as, createAccount, type TestAccount } from "../support/accounts";
import { storedImageUrl } from "../support/admin-fixtures";
import { insertVehicle } from "../support/fixtures";
import { useTestApp } from "../support/use-test-app";

/**
 * A new listing's address is its name in Latin letters (`/vehicles/sorento-hybrid-signature`), not percent-encoded
 * Hangul; the addresses already handed out keep answering, Hangul ones included, and stored slugs never change.
 */

const app = useTestApp({ pages: true });
let admin: TestAccount;
let partner: TestAccount;
let image: string;

beforeAll(async () => {
  admin = await createAccount(app, "admin");
  partner = await createAccount(app, "partner");
  image = await storedImageUrl(app, "#557799");
});

const ASCII_SLUG = /^[a-z0-9-]+$/;
const SORENTO = "쏘렌토 하이브리드 시그니처";

async function create(account: TestAccount, path: string, fields: Record<string, unknown>) {
  const res = await app.fetch(
    path,
    as(account, "POST", {
      category: "중형 SUV",
      badges: ["신차"],
      images: [image],
      priceInfo: [{ period: "60개월", deposit: "300만원", monthly: "52만원", totalKm: "2만km" }],
      ...fields,
    }),
  );
  expect(res.status).toBe(201);
  return ((await res.json()) as { vehicle: Vehicle }).vehicle;
}

const page = async (path: string) => {
  const res = await app.fetch(path);
  return { status: res.status, html: await res.text() };
};
const canonicalOf = (html: string) => /<link rel="canonical" href="([^"]*)"/.exec(html)?.[1] ?? null;

describe("a new listing's address", () => {
  it("is its name in lower-case Latin letters: known model and trim names as they are usually written", async () => {
    const vehicle = await create(admin, "/api/vehicles", { name: SORENTO, slug: `new-vehicle-${Date.now()}` });
    expect(vehicle.slug).toMatch(ASCII_SLUG);
    expect(vehicle.slug).toBe("sorento-hybrid-signature");
    const shown = await page(`/vehicles/${vehicle.slug}`);
    expect(shown.status).toBe(200);
    expect(shown.html).toContain(SORENTO);
    expect(canonicalOf(shown.html)).toMatch(/\/vehicles\/sorento-hybrid-signature$/);
  });

  it("romanises, as es-hangul does, the Hangul words it has no Latin name for", async () => {
    const vehicle = await create(admin, "/api/vehicles", { name: "쏘렌토 하이브리드 노을 에디션" });
    expect(vehicle.slug).toBe(`sorento-hybrid-${romanize("노을")}-edition`);
    expect(vehicle.slug).toBe("sorento-hybrid-noeul-edition");
  });

  it("takes -2, -3 … when the address is taken", async () => {
    const name = "그랜저 캘리그래피 블랙";
    const first = await create(admin, "/api/vehicles", { name });
    const second = await create(admin, "/api/vehicles", { name });
    const third = await create(partner, "/api/partner/vehicles", { name });
    expect([first.slug, second.slug, third.slug]).toEqual([
      "grandeur-calligraphy-black",
      "grandeur-calligraphy-black-2",
      "grandeur-calligraphy-black-3",
    ]);
  });

  it("is Latin for a partner's listing too, and for a copy when first saved under its own name", async () => {
    const own = await create(partner, "/api/partner/vehicles", {
      name: "더 뉴 투싼 1.6T 인스퍼레이션",
      status: "draft",
    });
    expect(own.slug).toBe("the-new-tucson-16t-inspiration");
    const copy = await app.fetch(`/api/partner/vehicles/${own.id}/copy`, as(partner, "POST"));
    expect(copy.status).toBe(201);
    const copied = ((await copy.json()) as { vehicle: Vehicle }).vehicle;
    const renamed = await app.fetch(
      `/api/partner/vehicles/${copied.id}`,
      as(partner, "PATCH", { name: "더 뉴 투싼 하이브리드", status: "draft", updatedAt: copied.updatedAt }),
    );
    expect(renamed.status).toBe(200);
    expect(((await renamed.json()) as { vehicle: Vehicle }).vehicle.slug).toBe("the-new-tucson-hybrid");
  });
});

describe("an address already handed out", () => {
  it("keeps answering with its Hangul slug, encoded or not, and keeps it through a save", async () => {
    const slug = `쏘렌토-하이브리드-시그니처-${Date.now()}`;
    const old = await insertVehicle(app.ctx, { slug, name: SORENTO, category: "중형 SUV", imageCount: 1 });
    const encoded = encodeURIComponent(slug);
    for (const path of [`/vehicles/${encoded}`, `/vehicle-info/${encoded}`]) {
      const shown = await page(path);
      expect(shown.status, path).toBe(200);
      expect(shown.html).toContain(SORENTO);
    }
    // Encoded twice, as some messengers pass a link on.
    expect((await page(`/vehicles/${encodeURIComponent(encoded)}`)).status).toBe(200);
    const api = await app.fetch(`/api/vehicles/slug/${encoded}`);
    expect(api.status).toBe(200);
    expect(((await api.json()) as Vehicle).slug).toBe(slug);

    // An admin's save (the name changed, even) leaves the address as it was.
    const saved = await app.fetch(
      `/api/vehicles/${old.id}`,
      as(admin, "PATCH", { name: `${SORENTO} 2025`, updatedAt: old.updatedAt.toISOString() }),
    );
    expect(saved.status).toBe(200);
    expect(((await saved.json()) as { vehicle: Vehicle }).vehicle.slug).toBe(slug);
    const [row] = await app.ctx.db.select({ slug: vehicles.slug }).from(vehicles).where(eq(vehicles.id, old.id));
    expect(row?.slug).toBe(slug);
    expect((await page(`/vehicles/${encoded}`)).status).toBe(200);
  });
});
