import { badgeTypeOf } from "#domain/vehicle";
import type { AppContext } from "#server/context";
import { boardPosts, reviews, seedState, vehicles } from "#server/db/schema";
import { DEMO_BOARD_POSTS, DEMO_REVIEWS, DEMO_VEHICLES } from "#server/seed/demo-data";
import { storeImage } from "#server/services/media/upload-slots";
import { bumpDataVersion } from "#server/shared/data-version";
import { makeImage } from "./images";

const DAY = 24 * 3600_000;

/**
 * The demo seed's listings, reviews and board posts as `npm start` stores them (marked as demo rows, with the
 * seed's `seed_state` row), with two small real photos shared by all in place of the rendered car pictures
 * (rendering those takes the seed a minute and more).
 */
export async function insertDemoCatalogue(ctx: AppContext): Promise<void> {
  const photos = await Promise.all(
    ["#2147ee", "#7d1d24"].map(async (color) =>
      storeImage(ctx, await makeImage({ width: 120, height: 80, color }), { demo: true }),
    ),
  );
  const keys = photos.map((p) => p.key);
  const ago = (days: number) => new Date(Date.now() - days * DAY);
  await ctx.db.transaction(async (tx) => {
    await tx.insert(vehicles).values(
      DEMO_VEHICLES.map(({ image: _image, imageCount, ...fields }) => ({
        ...fields,
        badgeType: badgeTypeOf(fields.badges),
        images: keys.slice(0, Math.min(imageCount, keys.length)),
        isDemo: true,
      })),
    );
    await tx.insert(reviews).values(
      DEMO_REVIEWS.map(({ photo, daysAgo, ...fields }, i) => ({
        ...fields,
        photoUrl: photo ? photos[i % photos.length]!.url : null,
        status: "approved" as const,
        isDemo: true,
        createdAt: ago(daysAgo),
        updatedAt: ago(daysAgo),
      })),
    );
    await tx.insert(boardPosts).values(
      DEMO_BOARD_POSTS.map(({ photos: _photos, daysAgo, ...fields }) => ({
        ...fields,
        images: keys,
        isDemo: true,
        createdAt: ago(daysAgo),
        updatedAt: ago(daysAgo),
      })),
    );
    await tx.insert(seedState).values({ id: 1 }).onConflictDoNothing();
    await bumpDataVersion(ctx, tx);
  });
}
