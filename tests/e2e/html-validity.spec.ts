import { spawnSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import os from "node:os";
import path from "node:path";
import { expect, test } from "@playwright/test";
import type { Vehicle } from "#domain/vehicle";
import { endedListings } from "./support";

/**
 * The W3C Nu HTML Checker (vnu.jar, the validator behind validator.w3.org/nu) over the HTML the server sends for
 * every public page type, with the demo data. It runs on Java: CI installs a JRE when the machine has none, so
 * only a local run without one skips, and says so.
 */

const VNU_JAR = createRequire(import.meta.url)("vnu-jar") as string;
const hasJava = spawnSync("java", ["-version"], { stdio: "ignore" }).status === 0;
const enc = encodeURIComponent;

type VnuMessage = { type: string; subType?: string; url: string; lastLine?: number; message: string; extract?: string };

test("every public page type is valid HTML to the Nu HTML Checker", async ({ request, browser }) => {
  test.skip(!hasJava && !process.env.CI, "java is not installed here: the Nu HTML Checker needs it (CI installs it)");
  test.setTimeout(120_000);

  const { vehicles } = (await (await request.get("/api/vehicles/essential")).json()) as {
    vehicles: { slug: string }[];
  };
  const slug = vehicles[0]?.slug ?? "";
  const vehicle = (await (await request.get(`/api/vehicles/slug/${enc(slug)}`)).json()) as Vehicle;
  const categorySlug = vehicle.category.replaceAll(/[\s/]/g, "");
  const ended = await endedListings(browser);
  const issued = await request.post("/api/quotes", { data: { slug, row: 0 } });
  expect(issued.status()).toBe(201);
  const quotePath = ((await issued.json()) as { path: string }).path;

  const pages: Record<string, { path: string; status?: number }> = {
    home: { path: "/" },
    "home-alias": { path: "/home" },
    customer: { path: "/customer" },
    "new-cars": { path: "/new-cars" },
    "used-cars": { path: "/used-cars" },
    category: { path: `/vehicle-detail/${enc(categorySlug)}` },
    board: { path: `/vehicle-detail/${enc("무보증리스트")}` },
    vehicle: { path: `/vehicles/${enc(slug)}` },
    reviews: { path: "/reviews" },
    "review-new": { path: "/reviews/new" },
    compare: {
      path: `/compare?cars=${vehicles
        .slice(0, 3)
        .map((v) => enc(v.slug))
        .join(",")},${enc("없는차")}`,
    },
    "compare-empty": { path: "/compare" },
    saved: { path: `/saved?cars=${enc(slug)},${enc(ended.sold)},${enc(ended.gone)}&recent=${enc(slug)}` },
    "saved-empty": { path: "/saved" },
    search: { path: "/search" },
    "search-term": { path: `/search?q=${enc(vehicle.name.split(" ")[0] ?? "")}` },
    "search-nothing-found": { path: `/search?q=${enc("없는차종XQ")}` },
    "partners-signup": { path: "/partners-signup" },
    "partners-login": { path: "/partners-login" },
    "admin-login": { path: "/admin-login" },
    privacy: { path: "/privacy" },
    terms: { path: "/terms" },
    "not-found": { path: `/${enc("없는페이지")}`, status: 404 },
    "sold-vehicle": { path: `/vehicles/${enc(ended.sold)}` },
    "deleted-vehicle": { path: `/vehicles/${enc(ended.gone)}`, status: 410 },
    quote: { path: quotePath },
  };

  const dir = mkdtempSync(path.join(os.tmpdir(), "rentcar-vnu-"));
  try {
    const files: string[] = [];
    for (const [name, { path: url, status = 200 }] of Object.entries(pages)) {
      const res = await request.get(url, { headers: { accept: "text/html" } });
      expect(res.status(), url).toBe(status);
      const file = path.join(dir, `${name}.html`);
      writeFileSync(file, await res.body());
      files.push(file);
    }

    // One Java start for all pages: the checker's start-up is most of its time.
    const run = spawnSync("java", ["-jar", VNU_JAR, "--errors-only", "--format", "json", ...files], {
      encoding: "utf8",
      maxBuffer: 64 * 1024 * 1024,
    });
    expect(run.error, "java could not be started").toBeUndefined();
    const messages = (JSON.parse(run.stderr || run.stdout) as { messages: VnuMessage[] }).messages;
    const errors = messages.filter((m) => m.type === "error" || m.subType === "fatal");
    const described = errors.map(
      (m) =>
        `${pages[path.basename(decodeURIComponent(m.url), ".html")]?.path ?? m.url}:${m.lastLine ?? "?"} ${m.message}` +
        (m.extract ? `\n    ${m.extract.replace(/\s+/g, " ").slice(0, 200)}` : ""),
    );
    expect(errors.length, `Nu HTML Checker errors:\n${described.join("\n")}`).toBe(0);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});
