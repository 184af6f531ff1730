/**
 * The phones `npm run lighthouse` emulates, as Chrome DevTools' CPU calibration defines them
 * (front_end/panels/mobile_throttling/CalibrationController.ts): a device class is a Lighthouse BenchmarkIndex.
 * Lighthouse's own default, a fixed 4× slowdown, is relative to the host, so it emulates a faster phone on a
 * faster machine; dividing the host's index by the target's gives the slowdown that lands on the same phone
 * everywhere (Lighthouse docs/throttling.md, "Calibrating the CPU slowdown").
 */
export const TARGETS = {
  low: { name: "low-tier", label: "low-tier mobile", benchmarkIndex: 264 },
  mid: { name: "mid-tier", label: "mid-tier mobile (Pixel 5-class)", benchmarkIndex: 1000 },
} as const;
export type TargetId = keyof typeof TARGETS;
export const TARGET_IDS = Object.keys(TARGETS) as TargetId[];

export function median(values: readonly number[]): number {
  if (values.length === 0) throw new Error("median of no values");
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

export interface Slowdown {
  multiplier: number;
  /** The host is slower than the target: no slowdown can make it faster, so its figures are pessimistic. */
  hostSlowerThanTarget: boolean;
}

/** Host index ÷ target index, to two decimals, never below 1 (CPU throttling only slows down). */
export function slowdownFor(hostIndex: number, targetIndex: number): Slowdown {
  if (!(hostIndex > 0) || !(targetIndex > 0))
    throw new Error(`bad benchmark index: host ${hostIndex}, target ${targetIndex}`);
  const exact = hostIndex / targetIndex;
  return { multiplier: Math.max(1, Math.round(exact * 100) / 100), hostSlowerThanTarget: exact < 1 };
}

/** `low,mid` → the targets, in that order; unknown names are an error rather than a silently smaller run. */
export function parseTargets(value: string | undefined): TargetId[] {
  if (!value?.trim()) return [...TARGET_IDS];
  const names = value
    .split(",")
    .map((s) => s.trim().toLowerCase())
    .filter(Boolean);
  const unknown = names.filter((n) => !(n in TARGETS));
  if (unknown.length)
    throw new Error(`LIGHTHOUSE_TARGETS: unknown ${unknown.join(", ")} (use ${TARGET_IDS.join(", ")})`);
  return [...new Set(names)] as TargetId[];
}
