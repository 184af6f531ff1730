/** The dashboard funnel's steps in order, from a visit to a contract. */
export const FUNNEL_STEPS = ["visitors", "vehicleVisitors", "quoteOpens", "leads", "contracts"] as const;
export type FunnelStep = (typeof FUNNEL_STEPS)[number];
/** The steps that have a step before them, and so a rate. */
export type FunnelRateStep = Exclude<FunnelStep, "visitors">;

/**
 * A step's share of the step before it, in whole percent from 0 to 100. Null when there is no meaningful
 * share: the step before had nobody, or counted fewer than this step. The steps count different things (quote
 * dialogs opened, leads from every form, not only the dialog), so a later step can outnumber the one before it,
 * and a rate above 100% would read as a conversion that did not happen.
 */
export function stepShare(previous: number, value: number): number | null {
  if (!(previous > 0) || !(value >= 0) || value > previous) return null;
  return Math.round((value / previous) * 100);
}

/** Each step's share of the step before it (see stepShare). */
export function funnelRates(counts: Record<FunnelStep, number>): Record<FunnelRateStep, number | null> {
  return {
    vehicleVisitors: stepShare(counts.visitors, counts.vehicleVisitors),
    quoteOpens: stepShare(counts.vehicleVisitors, counts.quoteOpens),
    leads: stepShare(counts.quoteOpens, counts.leads),
    contracts: stepShare(counts.leads, counts.contracts),
  };
}

/**
 * A rate as staff read it: `25%`; `1% 미만` when some went on but the share rounds to 0; null when there is no
 * rate, for the caller to show as such.
 */
export function stepShareText(rate: number | null, value: number): string | null {
  if (rate === null) return null;
  return rate === 0 && value > 0 ? "1% 미만" : `${rate}%`;
}
