import { desc, sql } from "drizzle-orm";
import { NO_DEPOSIT_CATEGORY } from "#domain/categories";
import {
  type HeroSlide,
  HOME_REVIEWS,
  HOME_TILE_IMAGES,
  HOME_TILE_NAMES,
  HOME_TILE_SPECS,
  type HomeData,
  type HomeTileData,
  type SocialItem,
} from "#domain/home";
import { mediaUrl } from "#domain/media";
import type { AppContext } from "#server/context";
import { boardPosts, vehicles } from "#server/db/schema";
import { LISTED } from "#server/services/catalogue/list-scope";
import { listReviews } from "#server/services/reviews/list-reviews";
import { getDataVersion } from "#server/shared/data-version";

const SOCIAL_ITEMS = 8;
const VIDEO_TITLES = ["실물 리뷰", "출고 후기", "장기렌트 견적 비교", "옵션 총정리", "시승기"];
const PHOTO_TITLES = ["이번 주 출고", "고객님 인도 완료", "전국 탁송 출고", "신차 출고 인증"];

/** Everything the home page shows, read in one go and cached until the data version changes. */
export async function getHome(ctx: AppContext): Promise<HomeData> {
  const version = await getDataVersion(ctx);
  return ctx.cache.get("home", version, () => loadHome(ctx));
}

async function loadHome(ctx: AppContext): Promise<HomeData> {
  const categories = HOME_TILE_SPECS.map((t) => t.category).filter((c) => c !== NO_DEPOSIT_CATEGORY);
  // Each category's newest listings, read from the end of its (category, created_at, id) index: a few rows per
  // category whatever the catalogue's size.
  const newest = sql`
    select v.slug, v.name, v.category, v.images, v.recommendation_tags as tags, v.rank
    from unnest(${sql.param(categories)}::text[]) as c(category)
    cross join lateral (
      select slug, name, category, images, recommendation_tags,
             row_number() over (order by created_at desc, id desc) as rank
      from ${vehicles} where category = c.category and ${LISTED}
      order by created_at desc, id desc limit ${HOME_TILE_NAMES}
    ) as v`;
  const [vehicleResult, posts, reviews] = await Promise.all([
    ctx.db.execute(newest) as unknown as Promise<{ rows: Row[] }>,
    ctx.db
      .select({ title: boardPosts.title, images: boardPosts.images })
      .from(boardPosts)
      .orderBy(desc(boardPosts.createdAt), desc(boardPosts.id))
      .limit(HOME_TILE_NAMES),
    listReviews(ctx, HOME_REVIEWS),
  ]);
  const vehicleRows = vehicleResult.rows;
  vehicleRows.sort((a, b) => Number(a.rank) - Number(b.rank));

  const tiles: Record<string, HomeTileData> = {};
  for (const category of categories) {
    const rows = vehicleRows.filter((r) => r.category === category);
    tiles[category] = {
      category,
      names: rows.map((r) => r.name),
      images: rows
        .filter((r) => r.images[0])
        .slice(0, HOME_TILE_IMAGES)
        .map((r) => ({ url: mediaUrl(r.images[0]!), alt: r.name })),
    };
  }
  tiles[NO_DEPOSIT_CATEGORY] = {
    category: NO_DEPOSIT_CATEGORY,
    names: posts.map((p) => p.title),
    images: posts
      .filter((p) => p.images[0])
      .slice(0, HOME_TILE_IMAGES)
      .map((p) => ({ url: mediaUrl(p.images[0]!), alt: p.title })),
  };

  const withImages = vehicleRows.filter((r) => r.images.length > 0);
  return { hero: pickHero(withImages), tiles, reviews, ...pickSocial(withImages) };
}

type Row = { slug: string; name: string; category: string; images: string[]; tags: string[]; rank: number | string };

/** Two recommended vehicles (추천 first) from different categories, their main images. */
function pickHero(rows: Row[]): HeroSlide[] {
  const ordered = [...rows.filter((r) => r.tags.includes("추천")), ...rows.filter((r) => !r.tags.includes("추천"))];
  const picked: Row[] = [];
  for (const row of ordered) {
    if (picked.length === 2) break;
    if (!picked.some((p) => p.category === row.category)) picked.push(row);
  }
  return picked.map((r) => ({ url: mediaUrl(r.images[0]!), alt: r.name, name: r.name, slug: r.slug }));
}

/** Thumbnails for the video-channel and photo-profile strips: other shots of the listed cars. */
function pickSocial(rows: Row[]): { videos: SocialItem[]; photos: SocialItem[] } {
  const spread = rows.filter((_, i) => i % 2 === 0);
  const videos = spread.slice(0, SOCIAL_ITEMS).map((r, i) => ({
    url: mediaUrl(r.images[1] ?? r.images[0]!),
    alt: r.name,
    title: `${r.name} ${VIDEO_TITLES[i % VIDEO_TITLES.length]}`,
  }));
  const photos = spread.slice(SOCIAL_ITEMS, SOCIAL_ITEMS * 2).map((r, i) => ({
    url: mediaUrl((i % 2 === 1 ? r.images[2] : undefined) ?? r.images[0]!),
    alt: r.name,
    title: `${PHOTO_TITLES[i % PHOTO_TITLES.length]} · ${r.name}`,
  }));
  return { videos, photos };
}
