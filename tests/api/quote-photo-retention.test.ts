import { eq, inArray, sql } from "drizzle-orm";
import { type DefaultTreeAdapterTypes, parse } from "parse5";
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { mediaKeyOf } from "#domain/media";
import type { Vehicle } from "#domain/vehicle";
import { mediaObjects, quotes, rateEvents } from "#server/db/schema";
import { runDailyMaintenance } from "#server/jobs/maintenance";
import { EXPIRED_QUOTE_KEPT_DAYS } from "#server/services/quotes/issue-quote";
import { as, createAccount, type TestAccount } from "../support/accounts";
import { storedImageUrl } from "../support/admin-fixtures";
import { jsonRequest } from "../support/test-app";
import { useTestApp } from "../support/use-test-app";

/**
 * An issued 견적서 keeps the photo it was issued with: the daily clean-up of unused uploads counts it while the
 * quote is kept, so the listing dropping the photo, or being deleted, leaves the quote's page whole.
 */

const app = useTestApp({ pages: true });
let admin: TestAccount;

beforeAll(async () => {
  admin = await createAccount(app, "admin");
});
// Quotes are limited per client, and every request here comes from 127.0.0.1.
beforeEach(async () => {
  await app.ctx.db.delete(rateEvents);
});

let serial = 0;
/** A stored photo no other test shares (its key is its content's hash). */
const photo = () => storedImageUrl(app, `#${(0x204080 + 0x0b1f3 * ++serial).toString(16).slice(-6)}`);
const keyOf = (url: string) => mediaKeyOf(url)!;
const served = async (url: string) => (await app.fetch(new URL(url, "http://x").pathname)).status;

async function listing(images: string[]): Promise<Vehicle> {
  const res = await app.fetch(
    "/api/vehicles",
    as(admin, "POST", {
      name: `견적 사진 보관 ${Date.now().toString(36)}${serial++}`,
      category: "중형 SUV",
      badges: ["신차"],
      images,
      priceInfo: [{ period: "48개월", deposit: "300만원", monthly: "52만원", totalKm: "2만km" }],
    }),
  );
  expect(res.status).toBe(201);
  return ((await res.json()) as { vehicle: Vehicle }).vehicle;
}

async function issue(slug: string): Promise<{ token: string; path: string }> {
  const res = await app.fetch("/api/quotes", jsonRequest("POST", { slug, row: 0 }));
  expect(res.status).toBe(201);
  return (await res.json()) as { token: string; path: string };
}

type Element = DefaultTreeAdapterTypes.Element;
function elements(node: DefaultTreeAdapterTypes.Node, found: Element[] = []): Element[] {
  if ("tagName" in node) found.push(node);
  if ("childNodes" in node) for (const child of node.childNodes) elements(child, found);
  return found;
}
const attr = (e: Element, name: string) => e.attrs.find((a) => a.name === name)?.value ?? "";

/** The quote's page: its status, the photo its sheet shows, and the link preview's image. */
async function quotePage(path: string) {
  const res = await app.fetch(path);
  const all = elements(parse(await res.text()));
  const shown = all.filter((e) => e.tagName === "img" && mediaKeyOf(attr(e, "src"))).map((e) => attr(e, "src"));
  const preview = all.find((e) => e.tagName === "meta" && attr(e, "property") === "og:image");
  return { status: res.status, photos: shown, preview: preview ? attr(preview, "content") : null };
}

/** Past the day an upload nothing refers to is kept, so the daily job may take it. */
async function ageUploads(urls: string[]) {
  await app.ctx.db
    .update(mediaObjects)
    .set({ createdAt: sql`now() - interval '25 hours'` })
    .where(inArray(mediaObjects.key, urls.map(keyOf)));
}

describe("an issued quote's photo", () => {
  it("stays served after the listing drops it, while a photo nothing refers to goes", async () => {
    const [front, side, unused] = [await photo(), await photo(), await photo()];
    const car = await listing([front, side]);
    const quote = await issue(car.slug);
    expect((await quotePage(quote.path)).photos).toEqual([front]);

    const saved = await app.fetch(
      `/api/vehicles/${car.id}`,
      as(admin, "PATCH", { images: [side], updatedAt: car.updatedAt }),
    );
    expect(saved.status).toBe(200);
    await ageUploads([front, side, unused]);
    await runDailyMaintenance(app.ctx);

    // The clean-up ran: the upload nothing names is gone.
    expect(await served(unused)).toBe(404);
    const page = await quotePage(quote.path);
    expect(page).toMatchObject({ status: 200, photos: [front] });
    expect(await served(front)).toBe(200);
    expect(await served(side)).toBe(200);
  });

  it("stays served after the listing is deleted", async () => {
    const [front, unused] = [await photo(), await photo()];
    const car = await listing([front]);
    const quote = await issue(car.slug);

    expect((await app.fetch(`/api/vehicles/${car.id}`, as(admin, "DELETE"))).status).toBe(200);
    expect((await app.fetch(`/vehicles/${encodeURIComponent(car.slug)}`)).status).toBe(410);
    await ageUploads([front, unused]);
    await runDailyMaintenance(app.ctx);

    expect(await served(unused)).toBe(404);
    const page = await quotePage(quote.path);
    expect(page).toMatchObject({ status: 200, photos: [front] });
    expect(await served(front)).toBe(200);
  });

  it("is kept while an expired quote is kept, and goes with the quote", async () => {
    const front = await photo();
    const car = await listing([front]);
    const quote = await issue(car.slug);
    expect((await app.fetch(`/api/vehicles/${car.id}`, as(admin, "DELETE"))).status).toBe(200);
    await ageUploads([front]);
    const expire = (daysAgo: number) =>
      app.ctx.db
        .update(quotes)
        .set({ expiresAt: new Date(Date.now() - daysAgo * 86_400_000) })
        .where(eq(quotes.token, quote.token));

    // Expired, still kept: its page says so and its link preview still shows the photo.
    await expire(EXPIRED_QUOTE_KEPT_DAYS - 1);
    await runDailyMaintenance(app.ctx);
    const expired = await quotePage(quote.path);
    expect(expired.status).toBe(410);
    expect(mediaKeyOf(new URL(expired.preview ?? "", "http://x").pathname)).toBe(keyOf(front));
    expect(await served(front)).toBe(200);

    // Purged: nothing shows the photo any more, and the same run removes it.
    await expire(EXPIRED_QUOTE_KEPT_DAYS + 1);
    await runDailyMaintenance(app.ctx);
    expect((await quotePage(quote.path)).status).toBe(404);
    expect(await served(front)).toBe(404);
    expect(
      await app.ctx.db
        .select()
        .from(mediaObjects)
        .where(eq(mediaObjects.key, keyOf(front))),
    ).toEqual([]);
  });
});
