import { badgeTypeOf } from "#domain/vehicle";
import type { AppContext } from "#server/context";
import { vehicles } from "#server/db/schema";
import { storeImage } from "#server/services/media/upload-slots";
import { bumpDataVersion } from "#server/shared/data-version";
import { makeImage } from "./images";

type NewVehicle = typeof vehicles.$inferInsert;

let counter = 0;

/**
 * Inserts a vehicle row directly, skipping the vehicle service (no validation, slug rule or audit entry), with sensible
 * defaults and `imageCount` real stored images; returns the row.
 */
export async function insertVehicle(ctx: AppContext, fields: Partial<NewVehicle> & { imageCount?: number } = {}) {
  const { imageCount = 0, ...rest } = fields;
  counter += 1;
  const images: string[] = [];
  for (let i = 0; i < imageCount; i++) {
    const color = `#${((counter * 97 + i * 31) % 0xffffff).toString(16).padStart(6, "0")}`;
    images.push((await storeImage(ctx, await makeImage({ color, width: 120 + i, height: 80 }))).key);
  }
  const badges = rest.badges ?? ["신차"];
  const [row] = await ctx.db
    .insert(vehicles)
    .values({
      slug: `test-vehicle-${Date.now()}-${counter}`,
      name: `테스트 차량 ${counter}`,
      category: "중형 세단",
      priceInfo: [{ deposit: "0원", period: "60개월", monthly: "45만 3천원", totalKm: "3만km", selected: true }],
      basicInfo: { 제조연식: "25년07월", 주행거리: "5km", 연료: "가솔린" },
      ...rest,
      badges,
      badgeType: badgeTypeOf(badges),
      images,
    })
    .returning();
  await bumpDataVersion(ctx);
  if (!row) throw new Error("vehicle not inserted");
  return row;
}
