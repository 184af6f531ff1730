import type { Judged } from "./budgets";
import { median } from "./calibration";
import type { GroupTime, LongTask, NavigationFigures } from "./figures";
import { type PageWeight, weightText } from "./weight";

/** One page at one target: the median navigation run's figures, the timespans' medians, and what they missed. */
export interface PageResult {
  path: string;
  tap: string;
  figures: Judged;
  navigation: NavigationFigures;
  tbtRange: [number, number];
  /** Median TBT of the timespans: what runs from the tap until its answer is on screen. */
  tapTbtMs: number;
  /** The slowest interaction of the run nearest the median INP. */
  inpDetail?: string;
  runs: number;
  /** Per run: the host's index just before it, the slowdown that made of it, and Lighthouse's own reading during it. */
  hostIndexes: number[];
  slowdowns: number[];
  lighthouseIndexes: number[];
  /** Some run's host was slower than the target phone: no slowdown can make it faster. */
  hostSlowerThanTarget: boolean;
  failedRuns: string[];
  missedTaps: number;
  misses: string[];
  /** The same page with its document's scripts taken out (LIGHTHOUSE_FLOOR=1): medians of its runs. */
  floor?: { mainThreadMs: number; tbtMs: number; runs: number };
  /** A public page's raw HTML and linked CSS bytes, against their budgets (reported, not counted as misses). */
  weight?: PageWeight;
}

const int = (v: number) => Math.round(v).toLocaleString("en-US");
export const msText = (v: number) => `${int(v)} ms`;
export const secondsText = (v: number) => `${(v / 1000).toFixed(2)} s`;
/** `1,234–2,345` (or one figure when they are all the same), rounded. */
export function range(values: readonly number[]): string {
  if (values.length === 0) return "—";
  const [low, high] = [Math.min(...values), Math.max(...values)];
  return Math.round(low) === Math.round(high) ? int(low) : `${int(low)}–${int(high)}`;
}
/** `×9.13`: a slowdown to two decimals. */
export const times = (v: number) => `×${Math.round(v * 100) / 100}`;

/** The median slowdown and, when the runs differed, their range: `×9.1 (×8.4–×10.2)`. */
function slowdownText(values: readonly number[]): string {
  if (values.length === 0) return "—";
  const [low, high] = [Math.min(...values), Math.max(...values)];
  return `${times(median(values))}${low === high ? "" : ` (${times(low)}–${times(high)})`}`;
}
const kbText = (bytes: number) => `${(bytes / 1024).toFixed(0)} KB`;

/** `http://127.0.0.1:4321/assets/framework-x.js` → `/assets/framework-x.js`; the page's own URL reads as the document. */
export function shortUrl(url: string, pagePath: string): string {
  if (!/^https?:/.test(url)) return url;
  const { pathname, search } = new URL(url);
  const path = `${pathname}${search}`;
  return path === pagePath ? `${path} (the document: HTML, styles, layout and paint, not a script)` : path;
}

export function groupsText(groups: readonly GroupTime[], limit = groups.length): string {
  return groups
    .slice(0, limit)
    .map((g) => `${g.label} ${msText(g.ms)}`)
    .join(", ");
}

export function longTaskText(task: LongTask, pagePath: string): string {
  const top = task.groups[0];
  const mostlyOther = top?.group === "other";
  return `${msText(task.ms)} ${shortUrl(task.url, pagePath)}: ${groupsText(task.groups, 3)}${
    mostlyOther ? ' (mostly "Other": browser work outside script, layout and parsing)' : ""
  }`;
}

/** The block printed for a page as soon as its runs finish. */
export function pageBlock(r: PageResult): string {
  const n = r.navigation;
  const f = r.figures;
  const lines = [
    `  ${r.path}  (${r.runs} run${r.runs === 1 ? "" : "s"}${r.failedRuns.length ? `, ${r.failedRuns.length} failed` : ""})`,
    `    performance ${f.performance} · LCP ${secondsText(f.lcpMs)} · CLS ${f.cls.toFixed(3)} · TBT ${msText(f.tbtMs)} (runs ${int(r.tbtRange[0])}–${int(r.tbtRange[1])}) · INP ${f.inpMs === null ? "not measured" : msText(f.inpMs)} (tap TBT ${msText(r.tapTbtMs)}${r.missedTaps ? `, ${r.missedTaps} tap(s) not seen` : ""})`,
    `    LCP element ${n.lcpElement}: ${n.lcpPhases.map((p) => `${p.phase} ${msText(p.ms)}`).join(", ")}`,
    `    tap: ${r.tap}`,
    ...(r.inpDetail ? [`    slowest interaction: ${r.inpDetail}`] : []),
    `    CPU slowdown ${slowdownText(r.slowdowns)} from host index ${range(r.hostIndexes)} before the runs; Lighthouse read ${range(r.lighthouseIndexes)} during them${r.hostSlowerThanTarget ? " (host slower than the target: figures are pessimistic)" : ""}`,
    `    accessibility ${f.accessibility} · best practices ${f.bestPractices} · SEO ${f.seo} · JavaScript ${kbText(f.jsBytes)}`,
    ...(n.failingAudits.length ? [`    failing audits: ${n.failingAudits.join(", ")}`] : []),
    `    main-thread work ${secondsText(n.mainThreadMs)}: ${groupsText(n.mainThread)}`,
    "    longest tasks:",
    ...(n.longTasks.length
      ? n.longTasks.map((t) => `      ${longTaskText(t, r.path)}`)
      : ["      none of 50 ms or more"]),
  ];
  // "Other" names no script; the scripts' own main-thread time says which of them the page spends it on.
  if (n.longTasks.some((t) => t.groups[0]?.group === "other" || !/^https?:/.test(t.url)) && n.scripts.length)
    lines.push(
      `    scripts by main-thread time (bootup-time): ${n.scripts
        .slice(0, 4)
        .map((s) => `${shortUrl(s.url, r.path).replace(/ \(the document.*\)$/, " (inline)")} ${msText(s.ms)}`)
        .join(", ")}`,
    );
  if (r.floor)
    lines.push(
      `    without any script (the floor, ${r.floor.runs} run${r.floor.runs === 1 ? "" : "s"}): main-thread work ${secondsText(r.floor.mainThreadMs)} · TBT ${msText(r.floor.tbtMs)} · with the scripts ${(r.figures.mainThreadMs / r.floor.mainThreadMs).toFixed(2)}× the floor`,
    );
  // What the floor's work is done on: the bytes the phone parses before any script.
  if (r.weight) lines.push(`    bytes parsed before any script: ${weightText(r.weight)}`);
  for (const failure of r.failedRuns) lines.push(`    failed run: ${failure}`);
  lines.push(r.misses.length ? `    ✗ ${r.misses.join("; ")}` : "    ✓ within budget");
  return lines.join("\n");
}

/** A Markdown table of one target's pages, ready for docs/performance.md. */
export function summaryTable(results: readonly PageResult[]): string {
  const floorShown = results.some((r) => r.floor);
  const weightShown = results.some((r) => r.weight);
  const header = [
    "Page",
    "Slowdown",
    "Perf",
    "LCP",
    "CLS",
    "TBT (range)",
    "INP (tap TBT)",
    "Main thread",
    ...(floorShown ? ["No-script floor, with scripts ×"] : []),
    ...(weightShown ? ["HTML / CSS (raw)"] : []),
    "JS",
    "A11y / BP / SEO",
    "Budget",
  ];
  const rows = results.map((r) => {
    const f = r.figures;
    return [
      `\`${r.path.length > 30 ? `${r.path.slice(0, 27)}…` : r.path}\``,
      r.slowdowns.length ? times(median(r.slowdowns)) : "—",
      String(f.performance),
      secondsText(f.lcpMs),
      f.cls === 0 ? "0" : f.cls.toFixed(3),
      `${msText(f.tbtMs)} (${int(r.tbtRange[0])}–${int(r.tbtRange[1])})`,
      f.inpMs === null ? "—" : `${msText(f.inpMs)} (${msText(r.tapTbtMs)})`,
      secondsText(f.mainThreadMs),
      ...(floorShown
        ? [
            r.floor
              ? `${secondsText(r.floor.mainThreadMs)} (TBT ${msText(r.floor.tbtMs)}), ${(f.mainThreadMs / r.floor.mainThreadMs).toFixed(2)}×`
              : "—",
          ]
        : []),
      ...(weightShown
        ? [r.weight ? `${(r.weight.htmlBytes / 1000).toFixed(1)} / ${(r.weight.cssBytes / 1000).toFixed(1)} kB` : "—"]
        : []),
      kbText(f.jsBytes),
      `${f.accessibility} / ${f.bestPractices} / ${f.seo}`,
      r.misses.length ? `✗ ${r.misses.length}` : "✓",
    ];
  });
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((row) => row[i]!.length)));
  const line = (cells: string[]) => `| ${cells.map((c, i) => c.padEnd(widths[i]!)).join(" | ")} |`;
  return [line(header), line(widths.map((w) => "-".repeat(w))), ...rows.map(line)].join("\n");
}
