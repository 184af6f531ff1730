import { randomBytes } from "node:crypto";
import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { badgeTypeOf } from "#domain/vehicle";
import { ensureAdmin } from "#server/auth/accounts";
import type { AppContext } from "#server/context";
import { boardPosts, reviews, seedState, vehicles } from "#server/db/schema";

type NewVehicle = typeof vehicles.$inferInsert;
type NewReview = typeof reviews.$inferInsert;
type NewBoardPost = typeof boardPosts.$inferInsert;

import { storeImage } from "#server/services/media/upload-slots";
import { bumpDataVersion } from "#server/shared/data-version";
import { DEMO_BOARD_POSTS, DEMO_REVIEWS, DEMO_VEHICLES } from "./demo-data";
import { renderDemoCarImage } from "./demo-images";

const DEMO_ADMIN_FILE = "demo-admin.json";
const DAY = 24 * 3600_000;

export interface DemoAdmin {
  username: string;
  password: string;
}

/**
 * Fills an empty database with demo listings, reviews, board posts and an admin account, once: a row in
 * seed_state marks it done. Returns the demo admin's credentials, kept in DATA_DIR so `npm start` can print them.
 */
export async function seedDemoDataOnce(ctx: AppContext): Promise<DemoAdmin | null> {
  const file = path.join(ctx.config.dataDir, DEMO_ADMIN_FILE);
  const [done] = await ctx.db.select().from(seedState);
  if (done) return ctx.config.admin ? null : readDemoAdmin(file);

  await seedCatalogue(ctx);
  let admin: DemoAdmin | null = null;
  if (!ctx.config.admin) {
    admin = { username: "admin", password: randomBytes(9).toString("base64url") };
    await ensureAdmin(ctx, admin.username, admin.password);
    writeFileSync(file, JSON.stringify(admin), { mode: 0o600 });
  }
  await ctx.db.insert(seedState).values({ id: 1 }).onConflictDoNothing();
  ctx.log.info({ vehicles: DEMO_VEHICLES.length, reviews: DEMO_REVIEWS.length }, "demo data seeded");
  return admin;
}

function readDemoAdmin(file: string): DemoAdmin | null {
  try {
    return JSON.parse(readFileSync(file, "utf8")) as DemoAdmin;
  } catch {
    return null;
  }
}

type Photo = { body: "sedan" | "suv" | "hatch" | "van"; color: string };

/** Renders and stores demo photos a few at a time; the same car, colour and angle is stored once. */
function demoPhotoStore(ctx: AppContext) {
  const stored = new Map<string, ReturnType<typeof storeImage>>();
  const queue: (() => void)[] = [];
  let running = 0;
  const CONCURRENCY = 4;
  const runNext = () => {
    if (running >= CONCURRENCY) return;
    const job = queue.shift();
    if (job) job();
  };
  return (photo: Photo, variant: number) => {
    const key = `${photo.body}|${photo.color}|${variant}`;
    let result = stored.get(key);
    if (!result) {
      result = new Promise<Awaited<ReturnType<typeof storeImage>>>((resolve, reject) => {
        queue.push(() => {
          running++;
          renderDemoCarImage({ ...photo, variant, width: 960, height: 640 })
            .then((image) => storeImage(ctx, image))
            .then(resolve, reject)
            .finally(() => {
              running--;
              runNext();
            });
        });
        runNext();
      });
      stored.set(key, result);
    }
    return result;
  };
}

/** Images become files first (content-addressed, so a rerun after a crash reuses them); rows go in one transaction. */
export async function seedCatalogue(ctx: AppContext): Promise<void> {
  const photo = demoPhotoStore(ctx);
  const ago = (days: number) => new Date(Date.now() - days * DAY);
  const vehicleRows: NewVehicle[] = await Promise.all(
    DEMO_VEHICLES.map(async ({ image, imageCount, ...fields }) => {
      const stored = await Promise.all(Array.from({ length: imageCount }, (_, i) => photo(image, i)));
      return { ...fields, badgeType: badgeTypeOf(fields.badges), images: stored.map((s) => s.key) };
    }),
  );
  const reviewRows: NewReview[] = await Promise.all(
    DEMO_REVIEWS.map(async ({ photo: reviewPhoto, daysAgo, ...fields }, i) => ({
      ...fields,
      photoUrl: reviewPhoto ? (await photo(reviewPhoto, i % 4)).url : null,
      // The demo's reviews are the site's own examples, published from the start.
      status: "approved" as const,
      createdAt: ago(daysAgo),
      updatedAt: ago(daysAgo),
    })),
  );
  const postRows: NewBoardPost[] = await Promise.all(
    DEMO_BOARD_POSTS.map(async ({ photos, daysAgo, ...fields }) => ({
      ...fields,
      images: (await Promise.all(photos.map((p, i) => photo(p, i)))).map((s) => s.key),
      createdAt: ago(daysAgo),
      updatedAt: ago(daysAgo),
    })),
  );
  await ctx.db.transaction(async (tx) => {
    await tx.insert(vehicles).values(vehicleRows);
    await tx.insert(reviews).values(reviewRows);
    await tx.insert(boardPosts).values(postRows);
    await bumpDataVersion(ctx, tx);
  });
}
