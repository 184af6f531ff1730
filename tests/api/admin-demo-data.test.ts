import { randomBytes } from "node:crypto";
import { and, eq, inArray } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { mediaKeyOf } from "#domain/media";
import { auditLog, boardPosts, inquiries, reviews, vehicles } from "#server/db/schema";
import { DEMO_BOARD_POSTS, DEMO_REVIEWS, DEMO_VEHICLES } from "#server/seed/demo-data";
import { isDemoDataSeeded, startDemoSeed } from "#server/seed/seed";
import { getDataVersion } from "#server/shared/data-version";
import { as, createAccount, type TestAccount } from "../support/accounts";
import {
  insertBoardPost,
  insertInquiry,
  insertVehicle as insertListing,
  insertReview,
  storedImageUrl,
} from "../support/admin-fixtures";
import { insertDemoCatalogue } from "../support/demo-catalogue";
import { insertVehicle } from "../support/fixtures";
import { useS3Server } from "../support/s3-server";
import type { TestApp } from "../support/test-app";
import { useTestApp } from "../support/use-test-app";
import { expectRefusedUnchanged, send, stateFingerprint } from "../support/write-fuzz";

// The pages below are rendered by the built site (`npm run build` first).

const FIRST_DEMO_REVIEW = "첫 장기렌트라 걱정이 많았는데";
const unique = () => randomBytes(3).toString("hex");

type Summary = { vehicles: number; reviews: number; boardPosts: number; photos: number; clearedAt: string | null };
type Deletion = Omit<Summary, "clearedAt"> & { success: boolean; message: string };

const summaryOf = async (app: TestApp, admin: TestAccount) => {
  const res = await app.fetch("/api/demo-data", as(admin, "GET"));
  expect(res.status).toBe(200);
  return (await res.json()) as Summary;
};
const deleteDemo = (app: TestApp, admin: TestAccount) =>
  app.fetch("/api/demo-data", as(admin, "DELETE", { confirm: true }));
const demoCheck = async (app: TestApp, admin: TestAccount) => {
  const res = await app.fetch("/api/site-settings", as(admin, "GET"));
  const body = (await res.json()) as { checklist: { id: string; ok: boolean; label: string; detail: string }[] };
  return body.checklist.find((check) => check.id === "demoData")!;
};
/** Every public listing's slug, through the public list API (both lists, every page). */
async function publicSlugs(app: TestApp): Promise<string[]> {
  const slugs: string[] = [];
  let cursor: string | null = null;
  do {
    const query: string = cursor ? `?limit=500&cursor=${encodeURIComponent(cursor)}` : "?limit=500";
    const res = await app.fetch(`/api/vehicles${query}`);
    expect(res.status).toBe(200);
    const body = (await res.json()) as { vehicles: { slug: string }[]; nextCursor: string | null };
    slugs.push(...body.vehicles.map((v) => v.slug));
    cursor = body.nextCursor;
  } while (cursor);
  return slugs;
}

/** Whether the site serves a stored image's first file (a small test image has only some widths). */
async function served(app: TestApp, file: string): Promise<number> {
  return (await app.fetch(`/media/${file}`)).status;
}

describe.each(["local", "s3"] as const)("데모 데이터 모두 삭제 on the %s store", (store) => {
  const s3 = store === "s3" ? useS3Server() : null;
  let bucket: Record<string, string> = {};
  beforeAll(async () => {
    if (s3) bucket = await s3.newBucket();
  });
  const app = useTestApp(() => ({ pages: true, env: bucket }));
  describe("with demo data and real rows beside it", () => {
    let admin: TestAccount;
    let partner: TestAccount;
    let demoKeys: string[];
    let real: {
      vehicle: { id: number; slug: string; images: string[] };
      sharing: { id: number; slug: string };
      review: { id: number; customerName: string; content: string };
      post: { id: number; title: string };
      lead: { id: number };
      photoKey: string;
    };
    let retiredDemoSlug: string;

    beforeAll(async () => {
      admin = await createAccount(app, "admin");
      partner = await createAccount(app, "partner");
      await insertDemoCatalogue(app.ctx);
      const demoRows = await app.ctx.db
        .select({ images: vehicles.images })
        .from(vehicles)
        .where(eq(vehicles.isDemo, true));
      demoKeys = [...new Set(demoRows.flatMap((row) => row.images))];
      // Real rows the broker added beside the demo: a listing with its own photo, one showing a demo photo too (made
      // from a demo listing), a review with a photo, a board post and a lead.
      const vehicle = await insertVehicle(app.ctx, { name: `실제 매물 ${unique()}`, imageCount: 1 });
      const sharing = await insertListing(app, { name: `복사한 매물 ${unique()}`, images: [demoKeys[0]!] });
      const photoUrl = await storedImageUrl(app, "#13a37c");
      const review = await insertReview(app, { customerName: `실고객${unique()}`, status: "approved", photoUrl });
      const post = await insertBoardPost(app, { title: `실제 공지 ${unique()}` });
      const lead = await insertInquiry(app, { name: "실제고객" });
      real = { vehicle, sharing, review, post, lead, photoKey: mediaKeyOf(photoUrl)! };
      // A demo listing deleted one by one earlier: its address answers 410 with its name until the demo data goes.
      retiredDemoSlug = DEMO_VEHICLES[1]!.slug;
      const [retired] = await app.ctx.db.select().from(vehicles).where(eq(vehicles.slug, retiredDemoSlug));
      expect((await app.fetch(`/api/vehicles/${retired!.id}`, as(admin, "DELETE"))).status).toBe(200);
    });

    it("refuses visitors (401) and partners (403), and a body without the confirmation (Korean 400), changing nothing", async () => {
      const path = "/api/demo-data";
      const json = { "Content-Type": "application/json" };
      const body = JSON.stringify({ confirm: true });
      expect((await expectRefusedUnchanged(app, { method: "DELETE", path, headers: json, body })).status).toBe(401);
      expect(
        (await expectRefusedUnchanged(app, { method: "DELETE", path, account: partner, headers: json, body })).status,
      ).toBe(403);
      for (const junk of [
        "{}",
        '{"confirm":"true"}',
        '{"confirm":false}',
        '{"confirm":1}',
        "[]",
        '"삭제"',
        "null",
        "{",
      ]) {
        const answer = await expectRefusedUnchanged(app, {
          method: "DELETE",
          path,
          account: admin,
          headers: json,
          body: junk,
        });
        expect(answer.status).toBe(400);
      }
      const bare = await expectRefusedUnchanged(app, { method: "DELETE", path, account: admin });
      expect(bare.json.message).toBe("데모 데이터 삭제를 확인해주세요.");
      expect((await app.fetch(path)).status).toBe(401);
      expect((await app.fetch(path, as(partner, "GET"))).status).toBe(403);
    });

    it("counts what goes, deletes exactly the demo rows and their photos, and the site shows none of them", async () => {
      // Before: the public site shows the demo (kept pages included), the admin sees what would go.
      const before = await summaryOf(app, admin);
      expect(before).toEqual({
        vehicles: DEMO_VEHICLES.length - 1,
        reviews: DEMO_REVIEWS.length,
        boardPosts: DEMO_BOARD_POSTS.length,
        // The fixture's two demo photos, less the one a real listing shows.
        photos: 1,
        clearedAt: null,
      });
      const settingsPage = await (await app.fetch("/admin/settings", { headers: { Cookie: admin.cookie } })).text();
      expect(settingsPage).toContain("데모 데이터 모두 삭제");
      expect(settingsPage).toContain(`data-count="vehicles">${DEMO_VEHICLES.length - 1}`);
      const check = await demoCheck(app, admin);
      expect(check).toMatchObject({ ok: false, label: "데모 데이터 삭제" });
      expect(check.detail).toContain(
        `데모 차량 ${DEMO_VEHICLES.length - 1}대, 후기 26건, 게시글 4건이 사이트에 공개되어`,
      );
      expect(check.detail).not.toMatch(/SEED_DEMO|[A-Z]{2,}_[A-Z]/);
      const keptReviews = await (await app.fetch("/reviews")).text();
      expect(keptReviews).toContain(FIRST_DEMO_REVIEW);
      expect(await (await app.fetch("/reviews")).text()).toContain(FIRST_DEMO_REVIEW);
      expect((await publicSlugs(app)).filter((slug) => DEMO_VEHICLES.some((v) => v.slug === slug))).toHaveLength(
        DEMO_VEHICLES.length - 1,
      );
      expect((await app.fetch(`/vehicles/${retiredDemoSlug}`)).status).toBe(410);
      const demoPhoto = demoKeys.find((key) => key !== demoKeys[0])!;
      const demoFiles = await app.ctx.storage.filesOf(demoPhoto);
      expect(demoFiles.length).toBeGreaterThan(0);
      expect(await served(app, demoFiles[0]!)).toBe(200);
      const version = await getDataVersion(app.ctx);

      const res = await deleteDemo(app, admin);
      expect(res.status).toBe(200);
      const answer = (await res.json()) as Deletion;
      expect(answer).toMatchObject({
        success: true,
        vehicles: DEMO_VEHICLES.length - 1,
        reviews: 26,
        boardPosts: 4,
        photos: 1,
        message: `데모 차량 ${DEMO_VEHICLES.length - 1}대, 후기 26건, 게시글 4건, 사진 1장을 삭제했습니다.`,
      });

      // The public site: no demo listing, review or post, in the APIs and on the pages kept before.
      expect((await publicSlugs(app)).filter((slug) => DEMO_VEHICLES.some((v) => v.slug === slug))).toEqual([]);
      const publicReviews = (await (await app.fetch("/api/reviews")).json()) as { reviews: { content: string }[] };
      expect(publicReviews.reviews.filter((r) => DEMO_REVIEWS.some((d) => d.content === r.content))).toEqual([]);
      expect(publicReviews.reviews).toHaveLength(1);
      const posts = (await (await app.fetch("/api/board-posts")).json()) as { posts: { title: string }[] };
      expect(posts.posts.map((p) => p.title)).toEqual([real.post.title]);
      const reviewsPage = await (await app.fetch("/reviews")).text();
      expect(reviewsPage).not.toContain(FIRST_DEMO_REVIEW);
      expect(reviewsPage).toContain(real.review.content);
      const home = await (await app.fetch("/")).text();
      for (const demo of DEMO_VEHICLES.slice(0, 5)) expect(home).not.toContain(`/vehicles/${demo.slug}"`);
      expect((await app.fetch(`/vehicles/${DEMO_VEHICLES[0]!.slug}`)).status).toBe(404);
      // The address a demo listing deleted earlier left goes too: nothing shows the demo car any more.
      expect((await app.fetch(`/vehicles/${retiredDemoSlug}`)).status).toBe(404);
      expect(await getDataVersion(app.ctx)).toBeGreaterThan(version);

      // Every real row survives, with its photos.
      expect((await app.fetch(`/vehicles/${real.vehicle.slug}`)).status).toBe(200);
      expect((await app.fetch(`/vehicles/${real.sharing.slug}`)).status).toBe(200);
      expect(await publicSlugs(app)).toEqual(expect.arrayContaining([real.vehicle.slug, real.sharing.slug]));
      const survivors = await app.ctx.db.select({ id: reviews.id }).from(reviews).where(eq(reviews.id, real.review.id));
      expect(survivors).toHaveLength(1);
      expect(await app.ctx.db.select().from(boardPosts).where(eq(boardPosts.id, real.post.id))).toHaveLength(1);
      expect(await app.ctx.db.select().from(inquiries).where(eq(inquiries.id, real.lead.id))).toHaveLength(1);
      for (const key of [real.vehicle.images[0]!, real.photoKey, demoKeys[0]!]) {
        const files = await app.ctx.storage.filesOf(key);
        expect(files.length, key).toBeGreaterThan(0);
        expect(await served(app, files[0]!), key).toBe(200);
      }

      // The demo photo nothing real shows is gone, row and files.
      for (const file of demoFiles) expect(await served(app, file)).toBe(404);
      expect(await app.ctx.storage.filesOf(demoPhoto)).toEqual([]);
      expect(await app.ctx.storage.objectKeys()).not.toContain(demoPhoto);

      // Audited, by whom and how much (counts only).
      const audits = await app.ctx.db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.entity, "demo_data"), eq(auditLog.action, "delete")));
      expect(audits).toHaveLength(1);
      expect(audits[0]).toMatchObject({
        actorUserId: admin.id,
        detail: { vehicles: DEMO_VEHICLES.length - 1, reviews: 26, boardPosts: 4, photos: 1, addresses: 1 },
      });

      // 설정 점검 is done, and the admin screen says there is nothing left.
      expect(await demoCheck(app, admin)).toMatchObject({
        ok: true,
        detail: "사이트에 공개된 데모 데이터가 없습니다.",
      });
      expect(await summaryOf(app, admin)).toMatchObject({ vehicles: 0, reviews: 0, boardPosts: 0, photos: 0 });
      expect((await summaryOf(app, admin)).clearedAt).toEqual(expect.any(String));
      const after = await (await app.fetch("/admin/settings", { headers: { Cookie: admin.cookie } })).text();
      expect(after).toContain("삭제할 데모 데이터가 없습니다.");
      expect(after).not.toContain("데모 데이터 모두 삭제</button>");
    });

    it("is harmless run again, and no start seeds the demo data again", async () => {
      const before = await stateFingerprint(app);
      const again = await send(app, {
        method: "DELETE",
        path: "/api/demo-data",
        account: admin,
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify({ confirm: true }),
      });
      expect(again.status).toBe(200);
      expect(again.json).toMatchObject({ vehicles: 0, reviews: 0, boardPosts: 0, photos: 0 });
      expect(again.json.message).toBe("삭제할 데모 데이터가 없습니다.");
      expect(await stateFingerprint(app)).toEqual(before);
      // A start with SEED_DEMO on asks this before seeding; the seed itself stops at once too.
      expect(await isDemoDataSeeded(app.ctx)).toBe(true);
      expect(await startDemoSeed(app.ctx).done).toBeNull();
      const slugs = DEMO_VEHICLES.map((v) => v.slug);
      expect(await app.ctx.db.select().from(vehicles).where(inArray(vehicles.slug, slugs))).toEqual([]);
      expect(await stateFingerprint(app)).toEqual(before);
    });
  });
});

describe("a site that never had demo data", () => {
  const app = useTestApp({ pages: true });
  let admin: TestAccount;
  beforeAll(async () => {
    admin = await createAccount(app, "admin");
  });

  it("has nothing to delete: no button, a note, and 설정 점검 done", async () => {
    expect(await summaryOf(app, admin)).toEqual({ vehicles: 0, reviews: 0, boardPosts: 0, photos: 0, clearedAt: null });
    const page = await (await app.fetch("/admin/settings", { headers: { Cookie: admin.cookie } })).text();
    expect(page).toContain('data-testid="demo-data-none"');
    expect(page).toContain("삭제할 데모 데이터가 없습니다.");
    expect(page).not.toContain("데모 데이터 모두 삭제</button>");
    expect(await demoCheck(app, admin)).toMatchObject({ ok: true, label: "데모 데이터 삭제" });
  });
});
