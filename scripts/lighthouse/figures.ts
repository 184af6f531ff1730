import type { Result } from "lighthouse";
import { median } from "./calibration";

/** Lighthouse's main-thread task groups (core/lib/tracehouse/task-groups.js), by the ids its debug data uses. */
const GROUP_LABELS: Record<string, string> = {
  parseHTML: "Parse HTML & CSS",
  styleLayout: "Style & Layout",
  paintCompositeRender: "Rendering",
  scriptParseCompile: "Script Parsing & Compilation",
  scriptEvaluation: "Script Evaluation",
  garbageCollection: "Garbage Collection",
  other: "Other",
};

export interface GroupTime {
  group: string;
  label: string;
  ms: number;
}

export interface LongTask {
  /** The script Lighthouse attributes the task to, the document's URL, or "Unattributable". */
  url: string;
  ms: number;
  /** Where the task's time went, largest first. */
  groups: GroupTime[];
}

export interface NavigationFigures {
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  lcpMs: number;
  /** The LCP element (its tag and label) and where its time went: TTFB, load delay, load time, render delay. */
  lcpElement: string;
  lcpPhases: { phase: string; ms: number }[];
  cls: number;
  tbtMs: number;
  mainThreadMs: number;
  mainThread: GroupTime[];
  longTasks: LongTask[];
  /** bootup-time: JavaScript's main-thread time per script, largest first. */
  scripts: { url: string; ms: number }[];
  jsBytes: number;
  benchmarkIndex: number;
  /** Accessibility, best-practices and SEO audits that failed, so a score under 100 says why. */
  failingAudits: string[];
}

export interface TimespanFigures {
  /** Null when the trace saw no interaction: the tap did not land, which is a fault of the run, not a pass. */
  inpMs: number | null;
  tbtMs: number;
  /** The slowest interaction, from work-during-interaction: its event and target, and where its time went. */
  inpDetail?: string;
}

type Items<T> = { items?: T[]; debugData?: unknown } | undefined;
const itemsOf = <T>(lhr: Result, id: string): T[] => (lhr.audits[id]?.details as Items<T>)?.items ?? [];
const numeric = (lhr: Result, id: string) => lhr.audits[id]?.numericValue ?? 0;
const score = (lhr: Result, id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100);

export function navigationFigures(lhr: Result): NavigationFigures {
  const debug = (lhr.audits["long-tasks"]?.details as { debugData?: { urls: string[]; tasks: DebugTask[] } })
    ?.debugData;
  return {
    performance: score(lhr, "performance"),
    accessibility: score(lhr, "accessibility"),
    bestPractices: score(lhr, "best-practices"),
    seo: score(lhr, "seo"),
    lcpMs: numeric(lhr, "largest-contentful-paint"),
    ...lcpOf(lhr),
    cls: numeric(lhr, "cumulative-layout-shift"),
    tbtMs: numeric(lhr, "total-blocking-time"),
    mainThreadMs: numeric(lhr, "mainthread-work-breakdown"),
    mainThread: itemsOf<{ group: string; groupLabel: string; duration: number }>(lhr, "mainthread-work-breakdown")
      .map((i) => ({ group: i.group, label: i.groupLabel, ms: i.duration }))
      .sort((a, b) => b.ms - a.ms),
    longTasks: longTasksOf(debug),
    scripts: itemsOf<{ url: string; total: number }>(lhr, "bootup-time")
      .map((i) => ({ url: i.url, ms: i.total }))
      .sort((a, b) => b.ms - a.ms),
    jsBytes:
      itemsOf<{ resourceType: string; transferSize: number }>(lhr, "resource-summary").find(
        (i) => i.resourceType === "script",
      )?.transferSize ?? 0,
    benchmarkIndex: lhr.environment.benchmarkIndex,
    failingAudits: ["accessibility", "best-practices", "seo"].flatMap((category) =>
      (lhr.categories[category]?.auditRefs ?? [])
        .filter((ref) => ref.weight > 0 && (lhr.audits[ref.id]?.score ?? 1) < 1)
        .map((ref) => `${category}: ${ref.id}`),
    ),
  };
}

type LcpTables = {
  items?: { items?: ({ node?: { snippet?: string; nodeLabel?: string } } & { phase?: string; timing?: number })[] }[];
};

/** largest-contentful-paint-element: a table with the element, then one with its phases. */
function lcpOf(lhr: Result): Pick<NavigationFigures, "lcpElement" | "lcpPhases"> {
  const [element, phases] =
    (lhr.audits["largest-contentful-paint-element"]?.details as LcpTables | undefined)?.items ?? [];
  const node = element?.items?.[0]?.node;
  const tag = /^<(\w+)/.exec(node?.snippet ?? "")?.[1] ?? "?";
  return {
    lcpElement: node ? `<${tag}> ${node.nodeLabel ?? ""}`.trim() : "none",
    lcpPhases: (phases?.items ?? []).map((i) => ({ phase: i.phase ?? "?", ms: i.timing ?? 0 })),
  };
}

export type DebugTask = { urlIndex: number; startTime: number; duration: number } & Record<string, number>;

/** The long-tasks audit's debug data keeps each task's time per group, in the audit's order (longest first). */
export function longTasksOf(debug: { urls: string[]; tasks: DebugTask[] } | undefined, count = 3): LongTask[] {
  if (!debug) return [];
  return debug.tasks.slice(0, count).map(({ urlIndex, startTime: _s, duration, ...groups }) => ({
    url: debug.urls[urlIndex] ?? "Unattributable",
    ms: duration,
    groups: Object.entries(groups)
      .filter(([, ms]) => ms > 0)
      .map(([group, ms]) => ({ group, label: GROUP_LABELS[group] ?? group, ms }))
      .sort((a, b) => b.ms - a.ms),
  }));
}

export function timespanFigures(lhr: Result): TimespanFigures {
  const inp = lhr.audits["interaction-to-next-paint"];
  return {
    inpMs: inp && inp.scoreDisplayMode !== "notApplicable" && inp.numericValue !== undefined ? inp.numericValue : null,
    tbtMs: numeric(lhr, "total-blocking-time"),
    inpDetail: interactionOf(lhr),
  };
}

type InteractionTables = {
  items?: {
    type: string;
    interactionType?: string;
    items?: {
      node?: { snippet?: string };
      phase?: string;
      total?: number;
      subItems?: { items?: { url: string; total: number }[] };
    }[];
  }[];
};

/**
 * "pointerdown on <input name="agreed">: input delay 74 ms (the document 23 ms, …), processing 1 ms,
 * presentation 1 ms". A long input delay means the main thread was busy when the finger came down.
 */
function interactionOf(lhr: Result): string | undefined {
  const tables = (lhr.audits["work-during-interaction"]?.details as InteractionTables | undefined)?.items;
  if (!tables) return undefined;
  const event = tables.find((t) => t.type === "debugdata")?.interactionType ?? "interaction";
  const snippet = tables[0]?.items?.[0]?.node?.snippet ?? "";
  const target = /^<[^>]*>/.exec(snippet)?.[0]?.replace(/ class="[^"]*"/, "") ?? "?";
  const phases = (tables[1]?.items ?? []).map((p) => {
    const sources = (p.subItems?.items ?? [])
      .filter((i) => i.total >= 1)
      .slice(0, 3)
      .map((i) => `${i.url.replace(/^https?:\/\/[^/]+/, "")} ${Math.round(i.total)} ms`);
    return `${(p.phase ?? "?").toLowerCase()} ${Math.round(p.total ?? 0)} ms${sources.length ? ` (${sources.join(", ")})` : ""}`;
  });
  return `${event} on ${target.length > 80 ? `${target.slice(0, 79)}…>` : target}: ${phases.join(", ")}`;
}

/**
 * The timespans of one page: the median INP over the runs whose tap was seen (with the slowest interaction of
 * the run nearest that median), and the median TBT.
 */
export function medianTimespan(runs: readonly TimespanFigures[]): TimespanFigures & { missedTaps: number } {
  const seen = runs.filter((r): r is TimespanFigures & { inpMs: number } => r.inpMs !== null);
  const inpMs = seen.length ? median(seen.map((r) => r.inpMs)) : null;
  const nearest =
    inpMs === null ? undefined : seen.reduce((a, b) => (Math.abs(b.inpMs - inpMs) < Math.abs(a.inpMs - inpMs) ? b : a));
  return {
    inpMs,
    tbtMs: runs.length ? median(runs.map((r) => r.tbtMs)) : 0,
    inpDetail: nearest?.inpDetail,
    missedTaps: runs.length - seen.length,
  };
}
