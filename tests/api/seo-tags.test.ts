import { type DefaultTreeAdapterTypes, parse } from "parse5";
import sharp from "sharp";
import { beforeAll, describe, expect, it } from "vitest";
import { VEHICLE_CATEGORIES } from "#domain/categories";
import { isPrivatePath } from "#domain/private-paths";
import { retiredVehicles } from "#server/db/schema";
import { DEMO_VEHICLES } from "#server/seed/demo-data";
import { bumpDataVersion } from "#server/shared/data-version";
import { insertDemoCatalogue } from "../support/demo-catalogue";
import { insertVehicle } from "../support/fixtures";
import { injectionProblems, scanHtml, textContent } from "../support/html-scan";
import { pageRoutes } from "../support/route-inventory";
import { useTestApp } from "../support/use-test-app";

// What Naver, Google and the link previews of KakaoTalk and other apps read from every public page as
// served, on the demo catalogue: title, description, canonical URL, Open Graph and Twitter tags, JSON-LD
// (valid schema.org types with their required properties), the site's icon and images, and the search
// consoles' ownership tags. Aliases name their canonical page. Needs `npm run build` first.

const ORIGIN = "https://rentpick.example.kr";
const NAVER = "0a1b2c3d4e5f60718293a4b5c6d7e8f901234567";
const GOOGLE = "Ab-cD_eF0123456789abcdefghijklmnopqrstuvwxy";
const SITE = "렌트픽";
const app = useTestApp({
  pages: true,
  env: { PUBLIC_URL: ORIGIN, NAVER_SITE_VERIFICATION: NAVER, GOOGLE_SITE_VERIFICATION: GOOGLE },
});

/** A vehicle priced by consultation only, with no photo, and a Korean slug. */
const UNPRICED = { slug: "상담-전용-차량", name: "상담 전용 차량" };
/** A sold listing: its page stays, out of the index. */
const SOLD = { slug: "판매완료-확인-차량", name: "판매완료 확인 차량" };
/** The address of a deleted listing (410). */
const RETIRED = { slug: "삭제된-확인-차량", name: "삭제된 확인 차량" };

beforeAll(async () => {
  await insertDemoCatalogue(app.ctx);
  await insertVehicle(app.ctx, {
    ...UNPRICED,
    category: "수입차",
    imageCount: 0,
    priceInfo: [{ deposit: "", period: "", monthly: "상담 문의", totalKm: "" }],
  });
  await insertVehicle(app.ctx, {
    ...SOLD,
    category: "중형 SUV",
    status: "sold",
    imageCount: 1,
    priceInfo: [{ deposit: "0", period: "36개월", monthly: "55만원", totalKm: "3만km" }],
  });
  await app.ctx.db.insert(retiredVehicles).values({ ...RETIRED, category: "중형 SUV", badges: ["신차"] });
  await bumpDataVersion(app.ctx);
}, 60_000);

const enc = encodeURIComponent;
/** The glossary's slug of a category: its name without spaces and slashes. */
const slugOf = (category: string) => category.replace(/[\s/]/g, "");
const categoryUrl = (category: string) => `/vehicle-detail/${enc(slugOf(category))}`;

type LdType = "Organization" | "WebSite" | "BreadcrumbList" | "Car";

interface PageCase {
  /** The route of app/routes.ts the address is served by. */
  route: string;
  path: string;
  /** Canonical path (and query) on PUBLIC_URL. */
  canonical: string;
  /** The JSON-LD types the page carries, in order. */
  jsonLd: LdType[];
  noindex?: boolean;
}

const list: LdType[] = ["BreadcrumbList"];
const CATEGORY_PAGES: PageCase[] = [...VEHICLE_CATEGORIES, "무보증 리스트"].map((category) => ({
  route: "/vehicle-detail/:category",
  path: categoryUrl(category),
  canonical: categoryUrl(category),
  jsonLd: list,
}));
const VEHICLE_PAGES: PageCase[] = [...DEMO_VEHICLES, UNPRICED].map(({ slug }) => ({
  route: "/vehicles/:slug",
  path: `/vehicles/${enc(slug)}`,
  canonical: `/vehicles/${enc(slug)}`,
  jsonLd: ["Car", "BreadcrumbList"],
}));
const searchUrl = (q: string) => `/search?q=${enc(q)}`;

const PAGES: PageCase[] = [
  { route: "/", path: "/", canonical: "/", jsonLd: ["Organization", "WebSite"] },
  { route: "/home", path: "/home", canonical: "/", jsonLd: ["Organization", "WebSite"] },
  { route: "/customer", path: "/customer", canonical: "/", jsonLd: ["Organization", "WebSite"] },
  { route: "/new-cars", path: "/new-cars", canonical: "/new-cars", jsonLd: list },
  { route: "/new-cars", path: "/new-cars/", canonical: "/new-cars", jsonLd: list },
  { route: "/new-cars", path: "/new-cars?price=40-60", canonical: "/new-cars", jsonLd: list },
  { route: "/used-cars", path: "/used-cars", canonical: "/used-cars", jsonLd: list },
  { route: "/customer/used-cars", path: "/customer/used-cars", canonical: "/used-cars", jsonLd: list },
  ...CATEGORY_PAGES,
  // Aliases of a category: other prefixes, old names, spellings with spaces, a segment encoded twice.
  {
    route: "/customer/vehicle-detail/:category",
    path: `/customer/vehicle-detail/${enc("중형세단")}`,
    canonical: categoryUrl("중형 세단"),
    jsonLd: list,
  },
  {
    route: "/customer/vehicles/:category",
    path: `/customer/vehicles/${enc("중형 SUV")}`,
    canonical: categoryUrl("중형 SUV"),
    jsonLd: list,
  },
  { route: "/vehicle/:category", path: `/vehicle/${enc("외제차")}`, canonical: categoryUrl("수입차"), jsonLd: list },
  {
    route: "/vehicle-detail/:category",
    path: `/vehicle-detail/${enc(enc("소형준중형SUV"))}`,
    canonical: categoryUrl("소형/준중형 SUV"),
    jsonLd: list,
  },
  {
    route: "/vehicle-detail/:category",
    path: `/vehicle-detail/${enc("무보증")}`,
    canonical: categoryUrl("무보증 리스트"),
    jsonLd: list,
  },
  ...VEHICLE_PAGES,
  // A sold listing keeps its page and its tags, out of search results.
  {
    route: "/vehicles/:slug",
    path: `/vehicles/${enc(SOLD.slug)}`,
    canonical: `/vehicles/${enc(SOLD.slug)}`,
    jsonLd: ["Car", "BreadcrumbList"],
    noindex: true,
  },
  {
    route: "/vehicle-info/:slug",
    path: `/vehicle-info/${DEMO_VEHICLES[0]!.slug}`,
    canonical: `/vehicles/${DEMO_VEHICLES[0]!.slug}`,
    jsonLd: ["Car", "BreadcrumbList"],
  },
  {
    route: "/vehicle-info/:slug",
    path: `/vehicle-info/${enc(enc(UNPRICED.slug))}`,
    canonical: `/vehicles/${enc(UNPRICED.slug)}`,
    jsonLd: ["Car", "BreadcrumbList"],
  },
  // Search results are kept out of the index, and still name one address.
  { route: "/search", path: "/search", canonical: "/search", jsonLd: list, noindex: true },
  { route: "/search", path: searchUrl("쏘렌토"), canonical: searchUrl("쏘렌토"), jsonLd: list, noindex: true },
  {
    route: "/search/:searchTerm",
    path: `/search/${enc("쏘렌토")}`,
    canonical: searchUrl("쏘렌토"),
    jsonLd: list,
    noindex: true,
  },
  { route: "/customer/search", path: "/customer/search", canonical: "/search", jsonLd: list, noindex: true },
  {
    route: "/customer/search",
    path: `/customer/search?q=K5&type=${enc("신차")}`,
    canonical: searchUrl("K5"),
    jsonLd: list,
    noindex: true,
  },
  { route: "/reviews", path: "/reviews", canonical: "/reviews", jsonLd: [] },
  { route: "/reviews", path: "/reviews?page=1", canonical: "/reviews", jsonLd: [] },
  { route: "/reviews", path: "/reviews?page=2", canonical: "/reviews?page=2", jsonLd: [] },
  // 후기 작성 is a form: shared and previewed like any page, kept out of search results.
  { route: "/reviews/new", path: "/reviews/new", canonical: "/reviews/new", jsonLd: [], noindex: true },
  // A comparison names its cars in its canonical address, the unknown ones left out; with fewer than two, noindex.
  {
    route: "/compare",
    path: `/compare?cars=${DEMO_VEHICLES[0]!.slug},nope,${enc(UNPRICED.slug)}&utm_source=kakao`,
    canonical: `/compare?cars=${DEMO_VEHICLES[0]!.slug},${enc(UNPRICED.slug)}`,
    jsonLd: list,
  },
  { route: "/compare", path: "/compare", canonical: "/compare", jsonLd: list, noindex: true },
  // A visitor's own lists: shareable by link, kept out of search results.
  { route: "/saved", path: `/saved?cars=${DEMO_VEHICLES[0]!.slug}`, canonical: "/saved", jsonLd: list, noindex: true },
  // Built from 사이트 설정 (tests/api/site-settings.test.ts checks what they say).
  { route: "/privacy", path: "/privacy", canonical: "/privacy", jsonLd: list },
  { route: "/terms", path: "/terms", canonical: "/terms", jsonLd: list },
];

/** The served document as a browser builds it. */
type Node = DefaultTreeAdapterTypes.Node;
type Element = DefaultTreeAdapterTypes.Element;

function elementsOf(node: Node, found: Element[] = []): Element[] {
  if ("tagName" in node) found.push(node);
  if ("childNodes" in node) for (const child of node.childNodes) elementsOf(child, found);
  return found;
}
const attr = (element: Element, name: string) => element.attrs.find((a) => a.name === name)?.value;

interface Served {
  status: number;
  csp: string;
  html: string;
  head: Element[];
  body: Element[];
}

async function serve(path: string): Promise<Served> {
  const res = await app.fetch(path, { headers: { Accept: "text/html" } });
  expect(res.headers.get("content-type"), path).toMatch(/^text\/html/);
  const html = await res.text();
  const document = parse(html);
  const all = elementsOf(document);
  const head = all.find((e) => e.tagName === "head")!;
  const bodyElement = all.find((e) => e.tagName === "body")!;
  return {
    status: res.status,
    csp: res.headers.get("content-security-policy") ?? "",
    html,
    head: elementsOf(head),
    body: elementsOf(bodyElement),
  };
}

/** The content of every `<meta name|property=key>` in the head. */
function metaValues(page: Served, key: string): string[] {
  return page.head
    .filter((e) => e.tagName === "meta" && (attr(e, "property") ?? attr(e, "name")) === key)
    .map((e) => attr(e, "content") ?? "");
}
/** The one `<meta>` of a key (failing when there are none or several). */
function metaOf(page: Served, key: string): string {
  const values = metaValues(page, key);
  expect(values, `<meta> ${key}`).toHaveLength(1);
  return values[0]!;
}

function jsonLdOf(page: Served): Record<string, unknown>[] {
  return [...page.head, ...page.body]
    .filter((e) => e.tagName === "script" && attr(e, "type") === "application/ld+json")
    .map((e) => JSON.parse(textContent(e)) as Record<string, unknown>);
}

/** The breadcrumb the page shows: each link and the current page's name, in order. */
function visibleCrumbs(page: Served): string[] | null {
  const nav = page.body.find((e) => e.tagName === "nav" && ["현재 위치", "위치"].includes(attr(e, "aria-label") ?? ""));
  if (!nav) return null;
  return elementsOf(nav)
    .filter((e) => e.tagName === "a" || (e.tagName === "span" && attr(e, "aria-current") === "page"))
    .map((e) => textContent(e).trim());
}

const isAbsoluteOnSite = (url: unknown) => typeof url === "string" && new URL(url).origin === ORIGIN;
const SCHEMA_URL = /^https:\/\/schema\.org\/\w+$/;
const AVAILABILITY = new Set(
  ["InStock", "LimitedAvailability", "OnlineOnly", "PreOrder", "PreSale", "BackOrder", "SoldOut", "OutOfStock"].map(
    (v) => `https://schema.org/${v}`,
  ),
);

/** The required properties of each schema.org type the site writes, with their types. */
function checkJsonLd(item: Record<string, unknown>, page: PageCase, problems: string[]) {
  const need = (ok: unknown, what: string) => {
    if (!ok) problems.push(`${String(item["@type"])}: ${what}`);
  };
  const canonical = ORIGIN + page.canonical;
  need(item["@context"] === "https://schema.org", "@context is https://schema.org");
  switch (item["@type"]) {
    case "Organization": {
      const logo = item.logo as Record<string, unknown> | undefined;
      const contact = item.contactPoint as Record<string, unknown> | undefined;
      need(item.name === SITE, "name is the site name");
      need(item.url === `${ORIGIN}/`, "url is the home page");
      need(
        logo?.["@type"] === "ImageObject" && isAbsoluteOnSite(logo.url),
        "logo is an ImageObject with an absolute url",
      );
      need(
        contact?.["@type"] === "ContactPoint" && typeof contact.telephone === "string",
        "contactPoint has a telephone",
      );
      need(typeof contact?.contactType === "string", "contactPoint has a contactType");
      break;
    }
    case "WebSite": {
      const action = item.potentialAction as Record<string, unknown> | undefined;
      const target = action?.target as Record<string, unknown> | undefined;
      need(item.name === SITE && item.url === `${ORIGIN}/`, "name and url of the site");
      need(action?.["@type"] === "SearchAction", "potentialAction is a SearchAction");
      need(target?.["@type"] === "EntryPoint", "the action's target is an EntryPoint");
      need(target?.urlTemplate === `${ORIGIN}/search?q={search_term_string}`, "the target is /search?q=");
      need(action?.["query-input"] === "required name=search_term_string", "query-input names the template's term");
      break;
    }
    case "BreadcrumbList": {
      const items = item.itemListElement as Record<string, unknown>[] | undefined;
      need(Array.isArray(items) && items.length >= 2, "itemListElement lists the home page and this page");
      for (const [i, entry] of (items ?? []).entries()) {
        need(entry["@type"] === "ListItem" && entry.position === i + 1, `item ${i + 1} is ListItem ${i + 1}`);
        need(typeof entry.name === "string" && entry.name !== "", `item ${i + 1} has a name`);
        need(isAbsoluteOnSite(entry.item), `item ${i + 1} links an absolute URL on the site`);
      }
      need(items?.[0]?.item === `${ORIGIN}/`, "the trail starts at the home page");
      const here = new URL(canonical);
      need(items?.at(-1)?.item === here.origin + here.pathname, "the trail ends at this page");
      break;
    }
    case "Car": {
      const offer = item.offers as Record<string, unknown> | undefined;
      need(typeof item.name === "string" && item.name !== "", "name");
      need(item.url === canonical, "url is the canonical URL");
      need(typeof item.description === "string", "description");
      need(offer?.["@type"] === "Offer", "offers is an Offer");
      need(AVAILABILITY.has(String(offer?.availability)), "the offer's availability is a schema.org ItemAvailability");
      need(offer?.priceCurrency === "KRW" && offer.url === canonical, "the offer is in KRW, at the page");
      if (offer && "price" in offer) {
        const spec = offer.priceSpecification as Record<string, unknown> | undefined;
        need(typeof offer.price === "number" && offer.price > 0, "a price is a positive number");
        need(spec?.["@type"] === "UnitPriceSpecification" && spec.price === offer.price, "the monthly price spec");
        need(spec?.unitCode === "MON" && spec.priceCurrency === "KRW", "priced per month in KRW");
      }
      if ("image" in item)
        need(Array.isArray(item.image) && item.image.every(isAbsoluteOnSite), "images are absolute URLs");
      if ("brand" in item) need((item.brand as Record<string, unknown>)["@type"] === "Brand", "brand is a Brand");
      if ("itemCondition" in item) need(SCHEMA_URL.test(String(item.itemCondition)), "itemCondition is schema.org's");
      if ("mileageFromOdometer" in item)
        need(
          (item.mileageFromOdometer as Record<string, unknown>)["@type"] === "QuantitativeValue",
          "mileage is a QuantitativeValue",
        );
      break;
    }
    default:
      need(false, "a type this site writes");
  }
}

/** Files the pages point at (preview images, logo), each fetched once. */
const fetchedImages = new Map<string, Promise<{ status: number; type: string }>>();
function fetchImage(url: string) {
  let result = fetchedImages.get(url);
  if (!result) {
    result = app.fetch(new URL(url).pathname).then(async (res) => {
      await res.arrayBuffer();
      return { status: res.status, type: res.headers.get("content-type") ?? "" };
    });
    fetchedImages.set(url, result);
  }
  return result;
}

describe("every public page", () => {
  it("is listed here for each public page route of app/routes.ts", async () => {
    const routes = (await pageRoutes())
      .filter((r) => r.method === "GET" && r.document && !isPrivatePath(r.path))
      .map((r) => r.path);
    // An issued quote's page needs a quote first: tests/api/quotes.test.ts checks its tags.
    const covered = new Set([...PAGES.map((p) => p.route), "/*", "/quote/:token"]);
    expect(routes.filter((r) => !covered.has(r))).toEqual([]);
  });

  it.each(PAGES)("$path: title, description, canonical URL, Open Graph, Twitter and JSON-LD", async (page) => {
    const served = await serve(page.path);
    expect(served.status).toBe(200);
    const titles = served.head.filter((e) => e.tagName === "title").map(textContent);
    expect(titles).toHaveLength(1);
    const title = titles[0]!;
    expect(title).toContain(SITE);

    const description = metaOf(served, "description");
    expect(description.trim()).not.toBe("");
    expect([...description].length, description).toBeLessThanOrEqual(80);

    const canonicals = served.head.filter((e) => e.tagName === "link" && attr(e, "rel") === "canonical");
    expect(canonicals).toHaveLength(1);
    expect(attr(canonicals[0]!, "href")).toBe(ORIGIN + page.canonical);

    expect(metaOf(served, "og:url")).toBe(ORIGIN + page.canonical);
    expect(metaOf(served, "og:title")).toBe(title);
    expect(metaOf(served, "og:description")).toBe(description);
    expect(metaOf(served, "og:locale")).toBe("ko_KR");
    expect(metaOf(served, "og:site_name")).toBe(SITE);
    expect(metaOf(served, "og:type")).toMatch(/^(website|product|article)$/);
    const image = metaOf(served, "og:image");
    expect(new URL(image).protocol).toBe("https:");
    expect(metaOf(served, "twitter:card")).toMatch(/^summary(_large_image)?$/);
    expect(metaOf(served, "twitter:title")).toBe(title);
    expect(metaOf(served, "twitter:description")).toBe(description);
    expect(metaOf(served, "twitter:image")).toBe(image);
    const preview = await fetchImage(image);
    expect(preview.status, image).toBe(200);
    expect(preview.type, image).toMatch(/^image\/(png|jpeg)$/);

    const robots = metaValues(served, "robots").join(",");
    if (page.noindex) expect(robots).toContain("noindex");
    else expect(robots).not.toContain("noindex");

    const data = jsonLdOf(served);
    expect(data.map((d) => d["@type"])).toEqual(page.jsonLd);
    const problems: string[] = [];
    for (const item of data) checkJsonLd(item, page, problems);
    expect(problems).toEqual([]);

    // Structured breadcrumbs where, and only where, the page shows one, naming the same pages.
    const crumbs = visibleCrumbs(served);
    const trail = data.find((d) => d["@type"] === "BreadcrumbList")?.itemListElement as { name: string }[] | undefined;
    expect(trail !== undefined, "a BreadcrumbList when the page shows a breadcrumb").toBe(crumbs !== null);
    if (crumbs && trail) expect(trail.slice(0, crumbs.length).map((t) => t.name)).toEqual(crumbs);

    // JSON-LD is inline script: the response's policy must allow each one (kept pages by hash).
    expect(injectionProblems(scanHtml(served.html), served.csp)).toEqual([]);
  });
});

describe("vehicle pages", () => {
  it("offer every demo vehicle with its lowest monthly fee, or without a price when it is priced by consultation", async () => {
    const unpriced: string[] = [];
    for (const vehicle of [...DEMO_VEHICLES, { ...UNPRICED, priceInfo: [] }]) {
      const car = jsonLdOf(await serve(`/vehicles/${enc(vehicle.slug)}`))[0]!;
      const offer = car.offers as { price?: number; availability?: string; description?: string };
      expect(offer, vehicle.slug).toMatchObject({ "@type": "Offer", availability: "https://schema.org/InStock" });
      if (vehicle.priceInfo.length > 0) expect(offer.price, vehicle.slug).toBeGreaterThan(0);
      else {
        unpriced.push(vehicle.slug);
        expect(offer.price, vehicle.slug).toBeUndefined();
        expect(offer.description).toBe("월 렌트료 상담 문의");
      }
    }
    // The demo's three consultation-only listings, and the fixture.
    expect(unpriced).toHaveLength(4);
  });

  it("fall back to the site's share image without a photo of their own", async () => {
    const served = await serve(`/vehicles/${enc(UNPRICED.slug)}`);
    expect(metaOf(served, "og:image")).toBe(`${ORIGIN}/og-image.png`);
    expect(metaOf(served, "og:image:width")).toBe("1200");
    expect(metaOf(served, "og:image:height")).toBe("630");
    const own = await serve(`/vehicles/${enc(DEMO_VEHICLES[0]!.slug)}`);
    expect(metaOf(own, "og:image")).toMatch(new RegExp(`^${ORIGIN}/media/[a-f0-9]{32}/original\\.png$`));
  });
});

describe("the home page", () => {
  it("carries the search consoles' ownership tags, also when served again from the kept pages", async () => {
    for (const round of [1, 2]) {
      const served = await serve("/");
      expect(metaOf(served, "naver-site-verification"), `round ${round}`).toBe(NAVER);
      expect(metaOf(served, "google-site-verification"), `round ${round}`).toBe(GOOGLE);
      expect(jsonLdOf(served).map((d) => d["@type"])).toEqual(["Organization", "WebSite"]);
      expect(injectionProblems(scanHtml(served.html), served.csp)).toEqual([]);
    }
    expect(metaValues(await serve("/new-cars"), "naver-site-verification")).toEqual([]);
  });

  it("names a search that answers, and a logo that is there", async () => {
    const [organization, website] = jsonLdOf(await serve("/"));
    const template = (website!.potentialAction as { target: { urlTemplate: string } }).target.urlTemplate;
    const search = await serve(
      new URL(template.replace("{search_term_string}", enc("쏘렌토"))).href.slice(ORIGIN.length),
    );
    expect(search.status).toBe(200);
    expect(search.body.filter((e) => e.tagName === "h1").map(textContent)).toEqual(["'쏘렌토' 검색 결과"]);
    const logo = (organization!.logo as { url: string }).url;
    const res = await app.fetch(new URL(logo).pathname);
    expect(res.headers.get("content-type")).toBe("image/png");
    expect(await sharp(Buffer.from(await res.arrayBuffer())).metadata()).toMatchObject({ width: 512, height: 512 });
  });
});

describe("the not-found page", () => {
  it("answers 404 with the site's name in its title, noindex and no canonical URL or preview", async () => {
    const served = await serve("/no-such-page");
    expect(served.status).toBe(404);
    expect(served.head.filter((e) => e.tagName === "title").map(textContent)[0]).toContain(SITE);
    expect(metaOf(served, "robots")).toContain("noindex");
    expect(served.head.some((e) => e.tagName === "link" && attr(e, "rel") === "canonical")).toBe(false);
    expect(metaValues(served, "og:url")).toEqual([]);
    expect(jsonLdOf(served)).toEqual([]);
  });
});

describe("a deleted listing's address", () => {
  it("answers 410 with the car's name and the site's in its title, noindex and no canonical URL or preview", async () => {
    const served = await serve(`/vehicles/${enc(RETIRED.slug)}`);
    expect(served.status).toBe(410);
    const title = served.head.filter((e) => e.tagName === "title").map(textContent)[0];
    expect(title).toBe(`${RETIRED.name} 판매 종료 | ${SITE}`);
    expect(metaOf(served, "robots")).toContain("noindex");
    expect(served.head.some((e) => e.tagName === "link" && attr(e, "rel") === "canonical")).toBe(false);
    expect(metaValues(served, "og:url")).toEqual([]);
    expect(jsonLdOf(served)).toEqual([]);
    expect(served.body.filter((e) => e.tagName === "h1").map(textContent)).toEqual(["판매가 종료된 차량입니다"]);
  });
});

describe("site files", () => {
  it("answers /favicon.ico with an icon", async () => {
    const res = await app.fetch("/favicon.ico");
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toMatch(/icon/);
    const bytes = Buffer.from(await res.arrayBuffer());
    // ICONDIR: reserved 0, type 1 (icon), at least one image.
    expect([bytes.readUInt16LE(0), bytes.readUInt16LE(2)]).toEqual([0, 1]);
    expect(bytes.readUInt16LE(4)).toBeGreaterThan(0);
  });

  it("serves the share image at the size the tags state", async () => {
    const res = await app.fetch("/og-image.png");
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("image/png");
    expect(await sharp(Buffer.from(await res.arrayBuffer())).metadata()).toMatchObject({ width: 1200, height: 630 });
  });
});
