import { sql } from "drizzle-orm";
import { VEHICLE_CATEGORIES } from "../../domain/categories";
import type { AppContext } from "../../server/context";
import { vehicles } from "../../server/db/schema";
import { renderDemoCarImage } from "../../server/seed/demo-images";
import { storeImage } from "../../server/services/media/upload-slots";
import { bumpDataVersion } from "../../server/services/site/data-version";

export const BENCH_SIZE = { vehicles: 1000, imagesPerVehicle: 8, inquiries: 100_000, pageViews: 1_000_000 };

const BODIES = ["sedan", "suv", "hatch", "van"] as const;
const COLORS = ["#1f3a93", "#c0392b", "#2c3e50", "#ecf0f1", "#16a085", "#7f8c8d"];
const PERIODS = ["60개월", "48개월", "36개월", "24개월", "12개월"];

/** 1,000 vehicles over every category (8 stored images each, drawn from a pool), 100k inquiries and 1M page views. */
export async function populateBenchData(ctx: AppContext): Promise<void> {
  const pool: string[] = [];
  for (let i = 0; i < 24; i++) {
    const image = await renderDemoCarImage({ body: BODIES[i % 4]!, color: COLORS[i % COLORS.length]!, variant: i, width: 800, height: 533 });
    pool.push((await storeImage(ctx, image)).key);
  }
  const rows = Array.from({ length: BENCH_SIZE.vehicles }, (_, i) => {
    const badge = i % 3 === 0 ? "중고차" : "신차";
    const base = 25 + (i % 90);
    return {
      slug: `bench-vehicle-${i}`,
      name: `벤치마크 차량 ${i} ${["그랜저", "쏘렌토", "아반떼", "카니발", "G80", "EV6"][i % 6]}`,
      category: VEHICLE_CATEGORIES[i % VEHICLE_CATEGORIES.length]!,
      badges: [badge],
      badgeType: badge,
      recommendationTags: i % 4 === 0 ? ["추천"] : [],
      images: Array.from({ length: BENCH_SIZE.imagesPerVehicle }, (_, k) => pool[(i + k) % pool.length]!),
      basicInfo: { 제조연식: "25년07월", 주행거리: `${(i * 137) % 90000}km`, 차량번호: "", 연료: "가솔린" },
      priceInfo: PERIODS.map((period, k) => ({
        deposit: k % 2 ? "무보증" : `${(i % 6) * 100}만원`,
        period,
        monthly: `${base + k * 3}만 ${(i % 9) + 1}천원`,
        totalKm: "3만km",
        selected: k === 0,
      })),
    };
  });
  for (let i = 0; i < rows.length; i += 200) await ctx.db.insert(vehicles).values(rows.slice(i, i + 200));
  // The database's triggers count these rows into the dashboard's daily tallies as they do the site's own writes.
  await ctx.db.execute(sql`
    insert into inquiries (name, contact, region, vehicle, source, created_at)
    select '고객' || i, '010' || lpad((i % 100000000)::text, 8, '0'), '만 26세 이상', '쏘렌토', 'home',
           now() - (i % 525600) * interval '1 minute'
    from generate_series(1, ${BENCH_SIZE.inquiries}) as i`);
  await ctx.db.execute(sql`
    insert into page_views (path, visitor_hash, viewed_at)
    select (array['/', '/new-cars', '/used-cars', '/reviews', '/search', '/vehicle-detail/중형세단', '/vehicles/bench-vehicle-1', '/home'])[1 + i % 8],
           md5((i % 20000)::text), now() - (i % 129600) * interval '1 minute'
    from generate_series(1, ${BENCH_SIZE.pageViews}) as i`);
  await bumpDataVersion(ctx);
}
