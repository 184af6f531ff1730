import { gte, sql } from "drizzle-orm";
import { LEAD_SOURCES, type LeadFunnel, type LeadSource } from "#domain/lead";
import { funnelRates } from "#domain/lead-funnel";
import { addDays, seoulDayKey, seoulDayStart } from "#domain/seoul-time";
import type { AppContext } from "#server/context";
import { dailyTallies, inquiries } from "#server/db/schema";

export const FUNNEL_DAYS = 30;
export const FUNNEL_CAMPAIGNS = 10;
/** The campaign row of leads whose visit had no utm_campaign. */
export const NO_CAMPAIGN = "(없음)";

/**
 * The last 30 Seoul days (today included) from visit to contract: visitors, vehicle-page visitors (and their
 * views), quote dialogs opened and leads from the daily tallies, contracts from the status tallies (leads of those days that are now
 * 계약완료), and leads and contracts by source and by campaign from one read of the window's leads through the
 * arrival index: about a month of rows, whatever the table's size. Each step is rated against the one before it.
 */
export async function leadFunnel(ctx: AppContext, now = new Date()): Promise<LeadFunnel> {
  const today = seoulDayKey(now);
  const first = addDays(today, -(FUNNEL_DAYS - 1));
  const campaign = sql<string | null>`nullif(${inquiries.attribution}->>'utmCampaign', '')`;
  const [figures, breakdown] = await Promise.all([
    ctx.db
      .select({
        metric: sql<string>`case when ${dailyTallies.metric} = 'views' then 'vehicle_views' else ${dailyTallies.metric} end`,
        n: sql<string | number>`sum(${dailyTallies.n})`,
      })
      .from(dailyTallies)
      .where(
        sql`${dailyTallies.day} between ${first} and ${today} and (
          ${dailyTallies.metric} in ('visitors', 'vehicle_visitors', 'inquiries', 'quote_opens')
          or (${dailyTallies.metric} = 'lead_status' and ${dailyTallies.key} = 'contracted')
          or (${dailyTallies.metric} = 'views' and (${dailyTallies.key} like '/vehicles/%' or ${dailyTallies.key} like '/vehicle-info/%')))`,
      )
      .groupBy(sql`1`),
    ctx.db
      .select({
        source: inquiries.source,
        campaign,
        leads: sql<string | number>`count(*)`,
        contracts: sql<string | number>`count(*) filter (where ${inquiries.status} = 'contracted')`,
      })
      .from(inquiries)
      .where(gte(inquiries.createdAt, seoulDayStart(first)))
      .groupBy(inquiries.source, campaign),
  ]);

  const figure = (metric: string) => Number(figures.find((f) => f.metric === metric)?.n ?? 0);
  const bySource = new Map<LeadSource, { leads: number; contracts: number }>(
    LEAD_SOURCES.map((s) => [s, { leads: 0, contracts: 0 }]),
  );
  const byCampaign = new Map<string | null, { leads: number; contracts: number }>();
  for (const row of breakdown) {
    const leads = Number(row.leads);
    const contracts = Number(row.contracts);
    const source = bySource.get(row.source);
    if (source) {
      source.leads += leads;
      source.contracts += contracts;
    }
    const named = byCampaign.get(row.campaign) ?? { leads: 0, contracts: 0 };
    named.leads += leads;
    named.contracts += contracts;
    byCampaign.set(row.campaign, named);
  }
  const none = byCampaign.get(null);
  const campaigns = [...byCampaign]
    .filter((entry): entry is [string, { leads: number; contracts: number }] => entry[0] !== null)
    .sort(([a, x], [b, y]) => y.leads - x.leads || y.contracts - x.contracts || (a < b ? -1 : a > b ? 1 : 0))
    .slice(0, FUNNEL_CAMPAIGNS)
    .map(([name, n]) => ({ campaign: name, ...n }));

  const counts = {
    visitors: figure("visitors"),
    vehicleVisitors: figure("vehicle_visitors"),
    quoteOpens: figure("quote_opens"),
    leads: figure("inquiries"),
    contracts: figure("lead_status"),
  };
  return {
    ...counts,
    vehiclePageViews: figure("vehicle_views"),
    rates: funnelRates(counts),
    // A source that brought nothing in the window is left out: most forms are used rarely (a sold car's page).
    bySource: [...bySource].filter(([, n]) => n.leads > 0).map(([source, n]) => ({ source, ...n })),
    byCampaign: none ? [...campaigns, { campaign: NO_CAMPAIGN, ...none }] : campaigns,
  };
}
