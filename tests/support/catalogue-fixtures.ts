import { badgeTypeOf, type PriceRow } from "#domain/vehicle";
import type { AppContext } from "#server/context";
import { boardPosts, vehicles } from "#server/db/schema";
import { storeImage } from "#server/services/media/upload-slots";
import { bumpDataVersion } from "#server/shared/data-version";
import { makeImage } from "./images";

type NewVehicle = typeof vehicles.$inferInsert;

let counter = 0;

/** Price rows for a monthly fee and deposit as typed in the editor. */
export function prices(monthly: string, deposit = "0"): PriceRow[] {
  return [
    { period: "60개월", monthly, deposit, totalKm: "3만km", selected: true },
    { period: "48개월", monthly: "", deposit, totalKm: "3만km" },
  ];
}

/** Stores a real image and returns its media key. */
export async function storedImageKey(ctx: AppContext, color = "#3366ff"): Promise<string> {
  return (await storeImage(ctx, await makeImage({ width: 120, height: 80, color }))).key;
}

/** Inserts a vehicle the way a catalogue write does (badge type derived, data version bumped). */
export async function insertVehicle(ctx: AppContext, fields: Partial<NewVehicle> & { name: string; category: string }) {
  counter += 1;
  const badges = fields.badges ?? ["신차"];
  const [row] = await ctx.db.transaction(async (tx) => {
    const inserted = await tx
      .insert(vehicles)
      .values({
        slug: `test-vehicle-${Date.now()}-${counter}`,
        priceInfo: [],
        ...fields,
        badges,
        badgeType: badgeTypeOf(badges),
      })
      .returning();
    await bumpDataVersion(ctx, tx);
    return inserted;
  });
  return row!;
}

export async function insertBoardPost(
  ctx: AppContext,
  fields: Partial<typeof boardPosts.$inferInsert> & { title: string },
) {
  const [row] = await ctx.db.transaction(async (tx) => {
    const inserted = await tx
      .insert(boardPosts)
      .values({ content: `${fields.title} 본문입니다.`, ...fields })
      .returning();
    await bumpDataVersion(ctx, tx);
    return inserted;
  });
  return row!;
}
