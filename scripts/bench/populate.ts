import { desc, eq, sql } from "drizzle-orm";
import { encodeCursor } from "#domain/list-cursor";
import { formatPhone } from "#domain/phone";
import { addDays, seoulDayKey } from "#domain/seoul-time";
import { hashPassword } from "#server/auth/passwords";
import type { AppContext } from "#server/context";
import { inquiries, users, vehicles } from "#server/db/schema";
import { renderDemoCarImage } from "#server/seed/demo-images";
import { storeImage } from "#server/services/media/upload-slots";
import { bumpDataVersion } from "#server/shared/data-version";
import { insertLargeCatalogue } from "../../tests/support/large-catalogue";

/**
 * `BENCH_SCALE` (1, 10 or 100): listings grow with the scale (1,000 / 10,000 / 100,000); page views and leads from
 * 1 M and 100 k at scale 1 to 10 M and 1 M at scale 100, by the square root of the scale in between (3 M, 300 k).
 */
export function benchSize(scale: number) {
  if (![1, 10, 100].includes(scale))
    throw new Error(`BENCH_SCALE는 1, 10, 100 중 하나여야 합니다 (받은 값: ${scale}).`);
  const between = { 1: 1, 10: 3, 100: 10 }[scale as 1 | 10 | 100];
  return {
    scale,
    vehicles: 1000 * scale,
    imagesPerVehicle: 8,
    inquiries: 100_000 * between,
    pageViews: 1_000_000 * between,
  };
}

export const BENCH_SIZE = benchSize(Number(process.env.BENCH_SCALE ?? 1));

/** The admin the bench signs in as; it owns a share of the leads like the seven other owners. */
export const BENCH_ADMIN = { username: "bench-admin", password: "bench-admin-password" };

/** Leads and owners the lead targets ask for, found in the generated data. */
export interface BenchSamples {
  /** A recent lead with history and other leads from its number. */
  leadId: number;
  /** Its number as staff type it, `010-1234-5678`. */
  phone: string;
  /** A common full name. */
  name: string;
  /** The bench admin's id (`assignee=me`) and another owner's. */
  adminId: number;
  ownerId: number;
  /** A listing halfway through the catalogue, and another one to compare it with. */
  slug: string;
  otherSlug: string;
  /** Cursors halfway down the new cars' SUV group (default order) and the essential list: a deep page of each. */
  deepSuvCursor: string;
  deepEssentialCursor: string;
}

/** The lead list's and detail's targets, `[name, path]`: the first page, a deep page, each filter, two searches, one lead. */
export function leadTargets(samples: BenchSamples, now = new Date()): [string, string][] {
  const today = seoulDayKey(now);
  const week = `from=${addDays(today, -37)}&to=${addDays(today, -31)}`;
  return [
    ["/api/inquiries page 1", "/api/inquiries"],
    ["/api/inquiries page 50", "/api/inquiries?page=50"],
    ["/api/inquiries status=consulting", "/api/inquiries?status=consulting"],
    ["/api/inquiries status=consulting page 20", "/api/inquiries?status=consulting&page=20"],
    ["/api/inquiries source=quote", "/api/inquiries?source=quote"],
    ["/api/inquiries from–to (7 days)", `/api/inquiries?${week}`],
    ["/api/inquiries assignee=me", "/api/inquiries?assignee=me"],
    ["/api/inquiries view=due", "/api/inquiries?view=due"],
    ["/api/inquiries q=<name>", `/api/inquiries?q=${encodeURIComponent(samples.name)}`],
    ["/api/inquiries q=<phone>", `/api/inquiries?q=${encodeURIComponent(samples.phone)}`],
    ["/api/inquiries/:id", `/api/inquiries/${samples.leadId}`],
  ];
}

const OWNERS = ["김상담", "이영업", "박매니저", "최팀장", "정대리", "강과장", "조주임", "윤실장"];

const BODIES = ["sedan", "suv", "hatch", "van"] as const;
const COLORS = ["#1f3a93", "#c0392b", "#2c3e50", "#ecf0f1", "#16a085", "#7f8c8d"];

/**
 * The scale's listings (copies of the demo catalogue, 8 stored images each, drawn from a pool), its leads over three
 * years as staff would have worked them, and its page views.
 */
export async function populateBenchData(ctx: AppContext): Promise<BenchSamples> {
  const pool: string[] = [];
  for (let i = 0; i < 24; i++) {
    const image = await renderDemoCarImage({
      body: BODIES[i % 4]!,
      color: COLORS[i % COLORS.length]!,
      variant: i,
      width: 800,
      height: 533,
    });
    pool.push((await storeImage(ctx, image)).key);
  }
  // Copies of the demo listings: real names, categories, plans and option lists, five fee levels each.
  await insertLargeCatalogue(ctx, BENCH_SIZE.vehicles, pool, BENCH_SIZE.imagesPerVehicle);
  await populateLeads(ctx);
  const [sample] = await ctx.db.select({ slug: vehicles.slug }).from(vehicles).orderBy(vehicles.id).limit(1);
  const vehiclePage = `/vehicles/${encodeURIComponent(sample?.slug ?? "")}`;
  // A million rows a statement: the tally trigger reads each statement's rows at once.
  for (let from = 1; from <= BENCH_SIZE.pageViews; from += 1_000_000) {
    const to = Math.min(BENCH_SIZE.pageViews, from + 999_999);
    await ctx.db.execute(sql`
      insert into page_views (path, visitor_hash, viewed_at)
      select (array['/', '/new-cars', '/used-cars', '/reviews', '/search', '/vehicle-detail/중형세단', ${vehiclePage}, '/home'])[1 + i % 8],
             md5((i % 20000)::text), now() - (i % 129600) * interval '1 minute'
      from generate_series(${from}::int, ${to}::int) as i`);
  }
  await bumpDataVersion(ctx);
  // A long-lived database has been vacuumed and analysed; a freshly filled one has not (plans and index-only scans).
  for (const table of [
    "vehicles",
    "inquiries",
    "lead_events",
    "users",
    "daily_tallies",
    "page_views",
    "page_view_visitors",
    "vehicle_page_visitors",
  ])
    await ctx.db.execute(sql.raw(`vacuum analyze ${table}`));
  return benchSamples(ctx);
}

/**
 * 1M leads, one every ~94 s over three years, generated in SQL (the database's triggers count them into the
 * daily tallies as they do the site's own writes): a mix of sources; statuses by age (recent ones still new or
 * in consultation, old ones mostly closed or contracted); eight owners with uneven shares; call-backs on
 * recent open leads, most of them due; memos; quote plans; campaigns on about half; Korean names; numbers of
 * which ~8% repeat one from a few hours earlier (재문의, linked) and ~2% one from 43 days earlier (not linked),
 * ~1% Seoul numbers and a few stored before the phone rule tightened. History rows for the last 90 days.
 */
async function populateLeads(ctx: AppContext): Promise<void> {
  const passwordHash = await hashPassword(BENCH_ADMIN.password);
  await ctx.db.insert(users).values(
    OWNERS.map((displayName, i) => ({
      username: i === 0 ? BENCH_ADMIN.username : `bench-owner-${i}`,
      passwordHash,
      role: "admin" as const,
      displayName,
    })),
  );
  const n = BENCH_SIZE.inquiries;
  // Three years of leads whatever their number: one every `spacing` seconds (94 s for a million).
  const spacing = Math.round((94 * 1_000_000) / n);
  const fortyThreeDays = Math.round((43 * 86_400) / spacing);
  await ctx.db.execute(sql`
    with owners as (select array_agg(id order by id) as ids from users where role = 'admin'),
    candidates as (
      select i, n.age, n.r1, n.r2, n.r3, n.r4, n.r5,
             case when n.r1 % 100 < 8 then greatest(1, i - 1 - n.r2 % 200) when n.r1 % 100 < 10 then greatest(1, i - ${fortyThreeDays}) else i end as cand
      from generate_series(1, ${n}) as i
      cross join lateral (
        select (${n} - i) * ${spacing} * interval '1 second' + (i % 60) * interval '1 second' as age,
               ('x' || substr(h, 1, 6))::bit(24)::int as r1, ('x' || substr(h, 7, 6))::bit(24)::int as r2,
               ('x' || substr(h, 13, 6))::bit(24)::int as r3, ('x' || substr(h, 19, 6))::bit(24)::int as r4,
               ('x' || substr(h, 25, 6))::bit(24)::int as r5
        from (select md5(i::text) as h) m
      ) n
    ),
    -- A repeat takes the number of a lead that was not itself a repeat, so every link joins one number.
    seeds as (
      select c.*, case when c.cand <> c.i and ('x' || substr(md5(c.cand::text), 1, 6))::bit(24)::int % 100 < 10 then c.i else c.cand end as base
      from candidates c
    ),
    shaped as (
      select s.*,
             case when s.base % 100 = 0 then '02' || lpad(((s.base::bigint * 7919) % 100000000)::text, 8, '0')
                  when s.base % 1000 = 7 then '0101' || lpad((s.base % 1000)::text, 3, '0')
                  else '010' || lpad(((s.base::bigint * 7919) % 100000000)::text, 8, '0') end as contact,
             case when s.r3 % 100 < 55 then 'home' when s.r3 % 100 < 90 then 'quote' else 'quote-request' end as source,
             case when s.age < interval '2 days' then (case when s.r4 % 100 < 80 then 'new' else 'consulting' end)
                  when s.age < interval '30 days' then (array['new','new','new','consulting','consulting','consulting','consulting','consulting','consulting','consulting','on_hold','on_hold','contracted','contracted','closed','closed','closed','closed','closed','closed'])[1 + s.r4 % 20]
                  else (case when s.r4 % 100 < 3 then 'new' when s.r4 % 100 < 7 then 'consulting' when s.r4 % 100 < 12 then 'on_hold' when s.r4 % 100 < 25 then 'contracted' else 'closed' end) end as status
      from seeds s
    )
    insert into inquiries (id, name, contact, region, vehicle, source, status, assignee_id, follow_up_at, memo, plan, vehicle_slug, page_url, attribution, repeat_of_id, created_at, updated_at)
    select x.i,
           (array['김','이','박','최','정','강','조','윤','장','임','한','오','서','신','권','황','안','송','류','홍'])[1 + x.r5 % 20]
             || (array['민','서','지','현','수','영','준','하','도','예','승','유','다','은','태','재','성','주','윤','혜','상','진','경','소','우','채','세','건','나','연'])[1 + (x.r5 / 20) % 30]
             || (array['수','연','훈','우','진','아','호','빈','희','원','민','윤','준','은','서','현','규','린','혁','정','빈','영','석','인','람','율','찬','하','솔','나'])[1 + (x.r5 / 600) % 30],
           x.contact,
           (array['만 26세 이상','만 24세 이상','만 23세 이상','만 21세 이상'])[1 + x.r2 % 4],
           (array['쏘렌토','카니발','그랜저','아반떼','K5','G80','EV6','투싼','팰리세이드','레이','모닝','GV70'])[1 + x.r3 % 12],
           x.source, x.status,
           case when x.status = 'new' and x.age < interval '2 days' then null
                when x.r2 % 100 < 15 then null
                else owners.ids[case when x.r1 % 100 < 25 then 1 when x.r1 % 100 < 45 then 2 when x.r1 % 100 < 60 then 3 when x.r1 % 100 < 72 then 4
                                     when x.r1 % 100 < 82 then 5 when x.r1 % 100 < 90 then 6 when x.r1 % 100 < 96 then 7 else 8 end] end,
           case when x.status in ('new','consulting','on_hold') and x.age < interval '14 days' and x.r4 % 2 = 0 then now() - x.age + (1 + x.r5 % 96) * interval '1 hour'
                when x.status in ('consulting','on_hold') and x.r4 % 1000 < 5 then now() - x.age + interval '1 day' end,
           case when x.status <> 'new' and x.r3 % 100 < 40 then (array['부재중, 내일 다시 연락','견적서 문자로 발송','보증금 분납 문의, 심사 서류 안내','배우자 명의로 진행 희망','타사 견적과 비교 중','출고 일정 확인 요청','신용 조회 동의 받음','월 납입료 조정 요청'])[1 + x.r5 % 8] end,
           case when x.source = 'quote' then jsonb_build_object('period', (array['60개월','48개월','36개월'])[1 + x.r1 % 3], 'deposit', (array['무보증','보증금 300만원','보증금 500만원'])[1 + x.r2 % 3],
                                                             'monthly', '월 ' || (35 + x.r3 % 60) || '만원', 'totalKm', (array['2만km','3만km'])[1 + x.r4 % 2]) end,
           case when x.source = 'quote' then 'bench-vehicle-' || x.r3 % 1000 end,
           case when x.source = 'quote' then '/vehicles/bench-vehicle-' || x.r3 % 1000 end,
           case when x.r4 % 100 < 45 then jsonb_build_object('utmSource', (array['naver','google','kakao','meta'])[1 + x.r1 % 4], 'utmMedium', 'cpc',
                                                             'utmCampaign', (array['봄맞이','무보증특가','신차출고','전기차','법인렌트','리스승계','SUV기획전','첫차','카니발','제네시스','수입차','중고차특가','가을이벤트','연말결산','브랜드검색'])[1 + x.r2 % 15],
                                                             'landingPath', '/vehicles/bench-vehicle-' || x.r3 % 1000, 'referrerHost', (array['m.search.naver.com','www.google.com','m.blog.naver.com'])[1 + x.r5 % 3])
                when x.r4 % 100 < 65 then jsonb_build_object('landingPath', '/', 'referrerHost', 'm.search.naver.com') end,
           case when x.base <> x.i and x.r1 % 100 < 8 then x.base end,
           now() - x.age, now() - x.age
    from shaped x, owners`);
  await ctx.db.execute(sql`select setval(pg_get_serial_sequence('inquiries', 'id'), (select max(id) from inquiries))`);
  // What staff did to the last 90 days' leads: the status they moved it to, the owner they gave it, the memo.
  await ctx.db.execute(sql`
    insert into lead_events (inquiry_id, actor_user_id, kind, from_value, to_value, created_at)
    select id, assignee_id, e.kind, e.from_value, e.to_value, created_at + e.after
    from inquiries
    cross join lateral (values
      ('assignee', null, assignee_id::text, interval '10 minutes'),
      ('status', 'new', status, interval '1 hour'),
      ('memo', null, memo, interval '2 hours')
    ) as e(kind, from_value, to_value, after)
    where created_at > now() - interval '90 days' and status <> 'new' and assignee_id is not null and (e.kind <> 'memo' or memo is not null)`);
}

/** Leads and owners the lead targets ask for, found as staff would come across them. */
async function benchSamples(ctx: AppContext): Promise<BenchSamples> {
  const [lead] = await ctx.db
    .select({ id: inquiries.id, contact: inquiries.contact })
    .from(inquiries)
    .where(
      sql`${inquiries.repeatOfId} is not null and ${inquiries.status} <> 'new' and ${inquiries.assigneeId} is not null and ${inquiries.memo} is not null and ${inquiries.createdAt} > now() - interval '3 days'`,
    )
    .orderBy(desc(inquiries.id))
    .limit(1);
  const [common] = await ctx.db
    .select({ name: inquiries.name, n: sql<number>`count(*)` })
    .from(inquiries)
    .where(sql`${inquiries.id} > ${BENCH_SIZE.inquiries - 20_000}`)
    .groupBy(inquiries.name)
    .orderBy(desc(sql`count(*)`))
    .limit(1);
  const admins = await ctx.db
    .select({ id: users.id, username: users.username })
    .from(users)
    .where(eq(users.role, "admin"))
    .orderBy(users.id);
  if (!lead || !common) throw new Error("bench data has no sample lead");
  const count = BENCH_SIZE.vehicles;
  const [middle] = await ctx.db
    .select({ id: vehicles.id, slug: vehicles.slug })
    .from(vehicles)
    .orderBy(vehicles.id)
    .offset(Math.floor(count / 2))
    .limit(1);
  const [other] = await ctx.db
    .select({ slug: vehicles.slug })
    .from(vehicles)
    .orderBy(vehicles.id)
    .offset(Math.floor(count / 3))
    .limit(1);
  const [suv] = await ctx.db
    .select({ id: vehicles.id, rank: vehicles.listGroupRank })
    .from(vehicles)
    .where(sql`${vehicles.listNew} and ${vehicles.listGroupRank} = 1`)
    .orderBy(vehicles.id)
    .offset(Math.floor(count / 10))
    .limit(1);
  if (!middle || !other || !suv) throw new Error("bench data has no sample vehicle");
  return {
    slug: middle.slug,
    otherSlug: other.slug,
    deepSuvCursor: encodeCursor({ direction: "next", keys: [1, suv.id] }),
    deepEssentialCursor: encodeCursor({ direction: "next", keys: [middle.id] }),
    leadId: lead.id,
    phone: formatPhone(lead.contact),
    name: common.name,
    adminId: admins.find((a) => a.username === BENCH_ADMIN.username)?.id ?? 0,
    ownerId: admins[3]?.id ?? 0,
  };
}
