import { beforeAll, describe, expect, it } from "vitest";
import type { VehicleSuggestion } from "#domain/vehicle-list";
import { DEMO_VEHICLES } from "#server/seed/demo-data";
import { as, createAccount } from "../support/accounts";
import { insertVehicle, prices } from "../support/catalogue-fixtures";
import { insertDemoCatalogue } from "../support/demo-catalogue";
import { RELEVANCE_QUERIES, type RelevanceQuery } from "../support/search-queries";
import { useTestApp } from "../support/use-test-app";

/** The share of queries whose expected car must be among the first three. */
const REQUIRED = 0.98;

const app = useTestApp();

/**
 * The search box's suggestions for a query: the site search's first listings, one per name (the demo listings have
 * distinct names, so these are the search's first results), as slugs.
 */
async function topSlugs(q: string, on = app): Promise<string[]> {
  const res = await on.fetch(`/api/vehicles/suggest?q=${encodeURIComponent(q)}`);
  expect(res.status, q).toBe(200);
  const body = (await res.json()) as { suggestions: VehicleSuggestion[] };
  return body.suggestions.map((s) => s.slug);
}

interface Outcome {
  query: RelevanceQuery;
  top: string[];
  ok: boolean;
}

function judge(query: RelevanceQuery, found: string[]): Outcome {
  const top = found.slice(0, 3);
  if (query.expect.length === 0) return { query, top, ok: found.length === 0 };
  const lead = found.slice(0, query.lead ?? 1);
  const ok =
    top.some((slug) => query.expect.includes(slug)) &&
    lead.length === (query.lead ?? 1) &&
    lead.every((slug) => query.expect.includes(slug));
  return { query, top, ok };
}

const nameOf = new Map(DEMO_VEHICLES.map((v) => [v.slug, v.name]));
const shown = (o: Outcome) => `${o.query.q} → ${o.top.map((slug) => nameOf.get(slug) ?? slug).join(" | ") || "(없음)"}`;

describe("search relevance over the demo catalogue", () => {
  let outcomes: Outcome[] = [];

  beforeAll(async () => {
    await insertDemoCatalogue(app.ctx);
    outcomes = [];
    for (const query of RELEVANCE_QUERIES) outcomes.push(judge(query, await topSlugs(query.q)));
  }, 120_000);

  it("has at least 150 queries, each expecting listings the demo catalogue has", () => {
    expect(RELEVANCE_QUERIES.length).toBeGreaterThanOrEqual(150);
    expect(new Set(RELEVANCE_QUERIES.map((q) => q.q)).size).toBe(RELEVANCE_QUERIES.length);
    for (const query of RELEVANCE_QUERIES) {
      for (const slug of query.expect) expect(nameOf.has(slug), `${query.q}: ${slug}`).toBe(true);
      expect(query.expect.length, query.q).toBeGreaterThanOrEqual(query.lead ?? (query.expect.length > 0 ? 1 : 0));
    }
  });

  it(`finds the expected car among the first three for at least ${REQUIRED * 100}% of the queries`, () => {
    const passed = outcomes.filter((o) => o.ok).length;
    const share = passed / outcomes.length;
    const failed = outcomes.filter((o) => !o.ok).map(shown);
    console.log(
      `search relevance: ${passed}/${outcomes.length} (${(share * 100).toFixed(1)}%)` +
        (failed.length > 0 ? `\n  missed:\n    ${failed.join("\n    ")}` : ""),
    );
    expect(share, failed.join("\n")).toBeGreaterThanOrEqual(REQUIRED);
  });

  it("answers every query the issue names", () => {
    const missed = outcomes.filter((o) => o.query.issue && !o.ok).map(shown);
    expect(missed).toEqual([]);
  });
});

describe("staff synonyms over the demo catalogue", () => {
  const slugsWhere = (test: (v: (typeof DEMO_VEHICLES)[number]) => boolean) =>
    DEMO_VEHICLES.filter(test).map((v) => v.slug);
  /** Words no listing or built-in term answers, taught as staff would teach them in 검색 동의어. */
  const SYNONYMS: { term: string; meaning: string; expect: string[] }[] = [
    { term: "붕붕이", meaning: "그랜저", expect: slugsWhere((v) => v.name.includes("그랜저")) },
    { term: "찌릿찌릿", meaning: "전기차", expect: slugsWhere((v) => v.basicInfo.연료 === "전기") },
    { term: "아빠차", meaning: "카니발", expect: slugsWhere((v) => v.name.includes("카니발")) },
  ];

  it("finds a synonym added through the admin API at the top, and nothing once it is deleted", async () => {
    const admin = await createAccount(app, "admin");
    for (const synonym of SYNONYMS) {
      expect(synonym.expect.length, synonym.term).toBeGreaterThan(0);
      const query: RelevanceQuery = { q: synonym.term, expect: synonym.expect };
      expect(judge(query, await topSlugs(synonym.term)).ok, `${synonym.term} before`).toBe(false);
      const added = await app.fetch("/api/search-synonyms", as(admin, "POST", synonym));
      expect(added.status, synonym.term).toBe(201);
      const found = judge(query, await topSlugs(synonym.term));
      expect(found.ok, shown(found)).toBe(true);
    }
    for (const synonym of SYNONYMS) {
      const deleted = await app.fetch(`/api/search-synonyms/${encodeURIComponent(synonym.term)}`, as(admin, "DELETE"));
      expect(deleted.status, synonym.term).toBe(200);
      expect(await topSlugs(synonym.term), synonym.term).toEqual([]);
    }
  });
});

describe("listings sharing a name", () => {
  const own = useTestApp();
  const slugs: Record<string, string> = {};

  beforeAll(async () => {
    // The same name listed as a gasoline car first, then as a diesel one: the search reads each listing's fuel.
    for (const fuel of ["가솔린", "디젤"]) {
      const row = await insertVehicle(own.ctx, {
        name: "관련성 공유 쏘렌토 MQ4",
        category: "중형 SUV",
        basicInfo: { 연료: fuel },
        priceInfo: prices("월 50만원", "무보증"),
      });
      slugs[fuel] = row.slug;
    }
  });

  it("finds the listing whose stored fuel is asked for, not its namesake", async () => {
    expect(await topSlugs("디젤", own)).toEqual([slugs.디젤]);
    expect(await topSlugs("쏘렌토디젤", own)).toEqual([slugs.디젤]);
    expect(await topSlugs("가솔린", own)).toEqual([slugs.가솔린]);
    expect(await topSlugs("쏘렌토", own)).toEqual([slugs.가솔린]);
    expect(await topSlugs("기아", own)).toEqual([slugs.가솔린]);
  });
});

describe("the search's pages", () => {
  // The built site renders /search (npm test builds first).
  const site = useTestApp({ pages: true });

  beforeAll(async () => {
    await insertDemoCatalogue(site.ctx);
  });

  /** The card names of a /search page and its 다음 link. */
  async function page(path: string) {
    const res = await site.fetch(path);
    expect(res.status, path).toBe(200);
    const html = await res.text();
    const body = html.slice(0, html.indexOf("window.__reactRouterContext"));
    const names = [...body.matchAll(/data-testid="vehicle-card"[\s\S]*?<h[23][^>]*>([^<]+)<\/h[23]>/g)].map(
      (m) => m[1]!,
    );
    const tag = /<a [^>]*rel="next"[^>]*>/.exec(body)?.[0];
    const next = tag ? (/href="([^"]*)"/.exec(tag)?.[1]?.replace(/&amp;/g, "&") ?? null) : null;
    return { names, next };
  }

  it("walks a search ranked in several tiers page by page, each listing once, names saying the word first", async () => {
    const names: string[] = [];
    let path: string | null = `/search?q=${encodeURIComponent("가솔린")}`;
    let pages = 0;
    while (path) {
      const p = await page(path);
      names.push(...p.names);
      path = p.next;
      pages++;
    }
    const gasoline = DEMO_VEHICLES.filter((v) => (v.basicInfo.연료 ?? "가솔린") === "가솔린").map((v) => v.name);
    expect(pages).toBeGreaterThan(1);
    expect([...names].sort()).toEqual([...gasoline].sort());
    const saying = names.filter((n) => n.includes("가솔린"));
    expect(saying.length).toBeGreaterThan(0);
    expect(names.slice(0, saying.length)).toEqual(saying);
  });
});
