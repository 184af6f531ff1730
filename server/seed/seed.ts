import { randomBytes } from "node:crypto";
import { writeFileSync } from "node:fs";
import path from "node:path";
import { and, eq, inArray, isNull } from "drizzle-orm";
import { badgeTypeOf } from "#domain/vehicle";
import { ensureAdmin } from "#server/auth/accounts";
import type { AppContext } from "#server/context";
import { boardPosts, reviews, seedState, users, vehicles } from "#server/db/schema";
import { type StoredImage, storeImage } from "#server/services/media/upload-slots";
import { bumpDataVersion } from "#server/shared/data-version";
import { DEMO_ADMIN_FILE, readKeptAdmin } from "./demo-admin";
import type { DemoImage } from "./demo-data";

type NewReview = typeof reviews.$inferInsert;
type NewBoardPost = typeof boardPosts.$inferInsert;

const DEMO_ADMIN_USERNAME = "admin";
const DAY = 24 * 3600_000;

/** The demo admin account. Its password is known only on the start that created it; later it is in `file`. */
export interface DemoAdmin {
  username: string;
  password: string | null;
  file: string;
}

/**
 * The demo admin, on a site that seeds demo data and has no ADMIN_USERNAME: created with a random password on
 * the first start (kept in DATA_DIR/demo-admin.json, readable only by its owner), found again on later ones.
 */
export async function prepareDemoAdmin(ctx: AppContext): Promise<DemoAdmin | null> {
  if (ctx.config.admin) return null;
  const file = path.join(ctx.config.dataDir, DEMO_ADMIN_FILE);
  const kept = readKeptAdmin(file);
  const [done] = await ctx.db.select().from(seedState);
  if (done) return kept ? { username: kept.username, password: null, file } : null;
  // A first start stopped before the demo data was complete left the account and its file: keep both. A file
  // left from a database since removed names no account, so a new one is made.
  if (kept) {
    const [account] = await ctx.db
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.username, kept.username), eq(users.role, "admin")));
    if (account) return { username: kept.username, password: null, file };
  }
  const password = randomBytes(9).toString("base64url");
  await ensureAdmin(ctx, DEMO_ADMIN_USERNAME, password);
  writeFileSync(file, JSON.stringify({ username: DEMO_ADMIN_USERNAME, password }), { mode: 0o600 });
  return { username: DEMO_ADMIN_USERNAME, password, file };
}

/** Whether the demo data is complete (a row in seed_state says so). */
export async function isDemoDataSeeded(ctx: AppContext): Promise<boolean> {
  const [done] = await ctx.db.select().from(seedState);
  return Boolean(done);
}

export interface DemoSeedSummary {
  vehicles: number;
  reviews: number;
  boardPosts: number;
  photos: number;
  ms: number;
}

export interface DemoSeeding {
  /**
   * Resolves once the demo data is complete, or with null when the site stopped first (the next start goes on from
   * what is there) or the admin deleted the demo data meanwhile (no start seeds again); rejects if it could not be
   * completed.
   */
  done: Promise<DemoSeedSummary | null>;
  /** Stops after the photos being made now; what is complete stays, the next start goes on from there. */
  stop(): Promise<void>;
}

/** Two photos are made at a time: on two cores more would be no faster, only queue page requests behind them. */
const PHOTO_CONCURRENCY = 2;
/** A progress line at every tenth of the photos, and at least this often while they are made. */
const PROGRESS_INTERVAL_MS = 5_000;

/**
 * Fills an empty database with the demo listings, reviews and board posts while the site already serves.
 *
 * Why in the background: the 288 demo photos are drawn and resized on this machine (about 0.3 s of CPU each),
 * which held the first start for about 40 s on a quiet two-core machine and minutes on a busy one, in silence.
 * Shipping them pre-rendered would have meant committing about 20 MB of images to a 2 MB repository, and again
 * whenever a demo car changes. So the site answers at once and the catalogue fills as photos are ready:
 *
 * - A vehicle is inserted only once every one of its photos is stored (files first, then the media row), so no
 *   page ever shows a missing image; vehicles appear in the demo order, their ids as before.
 * - Reviews and board posts go in last, in the one transaction that marks the seed done, so they are never
 *   stored twice. A start stopped half-way goes on from the vehicles already there; a rerun stores no file twice
 *   (photos are content-addressed).
 * - Progress is logged with counts, so a first start is never silent.
 */
export function startDemoSeed(ctx: AppContext): DemoSeeding {
  const abort = new AbortController();
  const started = Date.now();
  const photos = demoPhotoStore(ctx, abort.signal);
  let stopped = false;
  const done = (async (): Promise<DemoSeedSummary | null> => {
    try {
      const summary = await seedCatalogue(ctx, photos, abort.signal, started);
      // The demo data was deleted meanwhile: the photos still queued give up at once.
      if (!summary) abort.abort(new Error("demo data deleted"));
      return summary;
    } catch (error) {
      if (stopped) return null;
      // The photos still queued give up at once instead of being made for nothing.
      abort.abort(error);
      throw error;
    } finally {
      // Nothing may touch the database after this settles: the site closes it right after a stop.
      await photos.settled();
    }
  })();
  // The caller reports a failure; a rejection nobody awaited yet must not end the process.
  done.catch(() => {});
  return {
    done,
    stop: async () => {
      stopped = true;
      abort.abort(new Error("demo seeding stopped"));
      await done.catch(() => {});
    },
  };
}

async function seedCatalogue(
  ctx: AppContext,
  photos: ReturnType<typeof demoPhotoStore>,
  signal: AbortSignal,
  started: number,
): Promise<DemoSeedSummary | null> {
  // Complete, or deleted by the admin (데모 데이터 모두 삭제): nothing is drawn or stored again.
  if (await isDemoDataSeeded(ctx)) return null;
  // Loaded here alone: every start reads this module, only a start that seeds needs the demo listings, reviews and posts.
  const { DEMO_BOARD_POSTS, DEMO_REVIEWS, DEMO_VEHICLES } = await import("./demo-data");
  const demoSlugs = DEMO_VEHICLES.map((v) => v.slug);
  const present = new Set(
    (await ctx.db.select({ slug: vehicles.slug }).from(vehicles).where(inArray(vehicles.slug, demoSlugs))).map(
      (row) => row.slug,
    ),
  );
  const pending = DEMO_VEHICLES.filter((v) => !present.has(v.slug));
  // A start stopped half-way left these, written before the listings carried `is_demo`, or by this version: the
  // seed counts them as its own (it skips them), so they are demo rows too.
  if (present.size > 0)
    await ctx.db
      .update(vehicles)
      .set({ isDemo: true })
      .where(and(inArray(vehicles.slug, [...present]), eq(vehicles.isDemo, false), isNull(vehicles.ownerPartnerId)));
  // Every photo is asked for now, in the order they are needed: vehicles first, in the order they appear.
  const vehiclePhotos = pending.map((v) => Array.from({ length: v.imageCount }, (_, i) => photos.photo(v.image, i)));
  const reviewPhotos = DEMO_REVIEWS.map((r, i) => (r.photo ? photos.photo(r.photo, i % 4) : null));
  const postPhotos = DEMO_BOARD_POSTS.map((p) => p.photos.map((photo, i) => photos.photo(photo, i)));

  let vehiclesDone = present.size;
  const progress = progressReporter(
    ctx,
    () => ({ vehicles: vehiclesDone, photos: photos.stored() }),
    DEMO_VEHICLES.length,
    photos.total(),
  );
  photos.onStored(progress.tick);
  progress.report();

  for (const [i, vehicle] of pending.entries()) {
    const stored = await Promise.all(vehiclePhotos[i]!);
    signal.throwIfAborted();
    const { image: _image, imageCount: _count, ...fields } = vehicle;
    const going = await ctx.db.transaction(async (tx) => {
      // The admin deleted the demo data while it was being seeded (or another instance completed it): no more.
      if ((await tx.select({ id: seedState.id }).from(seedState)).length > 0) return false;
      await tx
        .insert(vehicles)
        .values({ ...fields, badgeType: badgeTypeOf(fields.badges), images: stored.map((s) => s.key), isDemo: true })
        .onConflictDoNothing();
      await bumpDataVersion(ctx, tx);
      return true;
    });
    if (!going) return null;
    vehiclesDone++;
    progress.tick();
  }

  const ago = (days: number) => new Date(Date.now() - days * DAY);
  const reviewRows: NewReview[] = [];
  for (const [i, { photo: _photo, daysAgo, ...fields }] of DEMO_REVIEWS.entries()) {
    const photo = reviewPhotos[i];
    reviewRows.push({
      ...fields,
      photoUrl: photo ? (await photo).url : null,
      // The demo's reviews are the site's own examples, published from the start.
      status: "approved",
      isDemo: true,
      createdAt: ago(daysAgo),
      updatedAt: ago(daysAgo),
    });
  }
  const postRows: NewBoardPost[] = [];
  for (const [i, { photos: _photos, daysAgo, ...fields }] of DEMO_BOARD_POSTS.entries()) {
    postRows.push({
      ...fields,
      images: (await Promise.all(postPhotos[i]!)).map((s) => s.key),
      isDemo: true,
      createdAt: ago(daysAgo),
      updatedAt: ago(daysAgo),
    });
  }
  signal.throwIfAborted();
  const deleted = await ctx.db.transaction(async (tx) => {
    // Several instances on one PostgreSQL may seed together: only the one that marks it done adds these.
    const [marked] = await tx.insert(seedState).values({ id: 1 }).onConflictDoNothing().returning();
    if (!marked) {
      const [state] = await tx.select({ clearedAt: seedState.clearedAt }).from(seedState);
      return state?.clearedAt != null;
    }
    await tx.insert(reviews).values(reviewRows);
    await tx.insert(boardPosts).values(postRows);
    await bumpDataVersion(ctx, tx);
    return false;
  });
  if (deleted) return null;
  progress.report();
  const summary = {
    vehicles: DEMO_VEHICLES.length,
    reviews: DEMO_REVIEWS.length,
    boardPosts: DEMO_BOARD_POSTS.length,
    photos: photos.total(),
    ms: Date.now() - started,
  };
  ctx.log.info(summary, "demo data seeded");
  return summary;
}

/** Progress lines through the log: at every tenth of the photos and at least every few seconds, never one a photo. */
function progressReporter(
  ctx: AppContext,
  counts: () => { vehicles: number; photos: number },
  vehiclesTotal: number,
  photosTotal: number,
) {
  let lastAt = 0;
  let lastTenth = -1;
  let last = "";
  const report = () => {
    const { vehicles, photos } = counts();
    if (`${vehicles}/${photos}` === last) return;
    last = `${vehicles}/${photos}`;
    lastAt = Date.now();
    lastTenth = photosTotal ? Math.floor((photos * 10) / photosTotal) : 10;
    ctx.log.info(
      { vehicles, vehiclesTotal, photos, photosTotal },
      `데모 데이터 준비 중… 차량 ${vehicles}/${vehiclesTotal}, 사진 ${photos}/${photosTotal}`,
    );
  };
  const tick = () => {
    const tenth = photosTotal ? Math.floor((counts().photos * 10) / photosTotal) : 10;
    if (tenth > lastTenth || Date.now() - lastAt >= PROGRESS_INTERVAL_MS) report();
  };
  return { report, tick };
}

/**
 * Draws and stores demo photos, PHOTO_CONCURRENCY at a time, in the order asked; the same car, colour and angle
 * is stored once. Resizing takes its turn with uploads (media/resize-turns).
 */
function demoPhotoStore(ctx: AppContext, signal: AbortSignal) {
  const byKey = new Map<string, Promise<StoredImage>>();
  const queue: (() => Promise<void>)[] = [];
  const running = new Set<Promise<void>>();
  let stored = 0;
  let onStored = () => {};
  const pump = () => {
    while (running.size < PHOTO_CONCURRENCY && queue.length > 0) {
      const job = queue.shift()!;
      const run: Promise<void> = job().finally(() => {
        running.delete(run);
        pump();
      });
      running.add(run);
    }
  };
  return {
    photo(image: DemoImage, variant: number): Promise<StoredImage> {
      const key = `${image.body}|${image.color}|${variant}`;
      let result = byKey.get(key);
      if (!result) {
        result = new Promise<StoredImage>((resolve, reject) => {
          queue.push(async () => {
            try {
              // A stopped seed makes no more photos: the ones still queued give up at once.
              signal.throwIfAborted();
              // The drawing code, like the data, loads only on a start that seeds.
              const { renderDemoCarImage } = await import("./demo-images");
              const body = await renderDemoCarImage({ ...image, variant, width: 960, height: 640 });
              signal.throwIfAborted();
              resolve(await storeImage(ctx, body, { demo: true }));
              stored++;
              onStored();
            } catch (error) {
              reject(error);
            }
          });
        });
        // Awaited later, in order (a vehicle's photos when its turn comes); a failure surfaces there.
        result.catch(() => {});
        byKey.set(key, result);
        pump();
      }
      return result;
    },
    total: () => byKey.size,
    stored: () => stored,
    onStored(listener: () => void) {
      onStored = listener;
    },
    /** Resolves once no photo is being made (the queued ones give up at once after a stop). */
    async settled() {
      while (running.size > 0) await Promise.allSettled([...running]);
    },
  };
}
