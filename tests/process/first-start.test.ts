import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { performance } from "node:perf_hooks";
import { afterAll, describe, expect, it } from "vitest";
import { MEDIA_WIDTHS, mediaKeyOf, mediaUrl } from "#domain/media";
import { vehiclePath } from "#domain/paths";
import { signIn } from "../support/site-client";
import { type SiteProcess, startSiteProcess } from "../support/site-process";

const dataDir = mkdtempSync(path.join(os.tmpdir(), "rentcar-first-start-"));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

// `npm start` as a newcomer runs it: production, embedded database, demo data, no admin configured, default
// log level (the build comes from `npm test`, so the server entry runs directly as `npm start` runs it).
const env = {
  NODE_ENV: "production",
  DATA_DIR: dataDir,
  DATABASE_URL: "",
  SEED_DEMO: "true",
  ADMIN_USERNAME: "",
  ADMIN_PASSWORD: "",
  LOG_LEVEL: "info",
};

const PROGRESS = /데모 데이터 준비 중… 차량 (\d+)\/(\d+), 사진 (\d+)\/(\d+)/;

/** Every progress line's counts: vehicles done, vehicles in all, photos made, photos to make. */
const progressIn = (output: string) =>
  [...output.matchAll(new RegExp(PROGRESS, "g"))].map((m) => m.slice(1).map(Number));

/** Lines a start must never print: deprecations and React Router's future-flag notices. */
function warnings(output: string): string[] {
  return output.split("\n").filter((line) => /deprecat|future flag|future\.v\d_/i.test(line));
}

/** Every stored image the page names, at every width its srcset offers. */
function mediaOn(html: string): string[] {
  const keys = new Set([...html.matchAll(/\/media\/[a-f0-9]{32}\/[\w.]+/g)].map((m) => mediaKeyOf(m[0])));
  return [...keys].flatMap((key) => (key ? MEDIA_WIDTHS.map((width) => mediaUrl(key, width)) : []));
}

async function expectNoBrokenImages(site: SiteProcess, page: string): Promise<number> {
  const res = await fetch(site.url + page);
  expect(res.status).toBe(200);
  const images = mediaOn(await res.text());
  for (const image of images) expect((await fetch(site.url + image)).status, image).toBe(200);
  return images.length;
}

describe("the first start on an empty data folder", () => {
  it("serves while the demo data fills in, shows its progress, and prints the admin password once", async () => {
    const spawnedAt = performance.now();
    const first = await startSiteProcess(env);
    let password: string;
    try {
      expect((await fetch(`${first.url}/`)).status).toBe(200);
      // How soon is a figure of the machine's load (docs/performance.md's), not a test's.
      console.log(
        `first start: home page served ${Math.round(performance.now() - spawnedAt)} ms after the process started`,
      );

      // Progress with counts, past the first line: photos are being made while the site serves.
      await first.waitForOutput(/데모 데이터 준비 중… 차량 \d+\/\d+, 사진 [1-9]\d*\/\d+/, 60_000);
      await first.waitForOutput(/데모 데이터 준비 중… 차량 [1-9]\d*\/\d+/, 60_000);
      // What is listed meanwhile is whole: every image the pages name is there, at every width.
      await expectNoBrokenImages(first, "/");
      const listed = (await (await fetch(`${first.url}/api/vehicles`)).json()) as {
        vehicles: { slug: string; thumbnails: string[] }[];
      };
      expect(listed.vehicles.length).toBeGreaterThan(0);
      const vehicle = listed.vehicles[0]!;
      expect(vehicle.thumbnails.length).toBeGreaterThan(0);
      expect(await expectNoBrokenImages(first, vehiclePath(vehicle.slug))).toBeGreaterThanOrEqual(
        vehicle.thumbnails.length * MEDIA_WIDTHS.length,
      );

      // The password printed signs in, and is the one kept in the file the output names.
      const printed = /\/admin-login {2}\(아이디 admin \/ 비밀번호 (\S+)\)/.exec(first.output());
      expect(printed).not.toBeNull();
      password = printed![1]!;
      expect(await signIn(first.url, "admin", password)).toMatch(/^sid=/);
      const kept = JSON.parse(readFileSync(path.join(dataDir, "demo-admin.json"), "utf8")) as { password: string };
      expect(kept.password).toBe(password);
    } finally {
      // Stopped half-way through the demo data, as someone who thought it hung would.
      expect(await first.stop("SIGINT")).toBe(0);
    }
    const out = first.output();
    expect(out).toContain(`비밀번호는 ${path.join(dataDir, "demo-admin.json")} 에 보관됩니다`);
    // A fresh install's stand-in business details are named once, by the process that prints the banner.
    const placeholderLines = out
      .split("\n")
      .filter((line) => line.includes("경고: 사이트에 임시 값이 표시되고 있습니다"));
    expect(placeholderLines).toHaveLength(1);
    expect(placeholderLines[0]).toContain("전화(1588-0000)");
    expect(placeholderLines[0]).toContain(`${first.url}/admin/settings`);
    const counts = progressIn(out);
    expect(counts.length).toBeGreaterThanOrEqual(2);
    // The first line: nothing yet, out of the whole demo catalogue.
    const [vehiclesTotal, photosTotal] = [counts[0]![1]!, counts[0]![3]!];
    expect(counts[0]).toEqual([0, vehiclesTotal, 0, photosTotal]);
    expect(vehiclesTotal).toBeGreaterThan(0);
    expect(photosTotal).toBeGreaterThanOrEqual(vehiclesTotal);
    // Counts only go up, and a line comes at a further tenth of the photos or after 5 s, not at every photo.
    const lines = out
      .split("\n")
      .filter((line) => PROGRESS.test(line))
      .map((line) => ({ at: (JSON.parse(line) as { time: number }).time, counts: progressIn(line)[0]! }));
    for (const [
      i,
      {
        at,
        counts: [vehicles, , photos],
      },
    ] of lines.entries()) {
      if (i === 0) continue;
      const before = lines[i - 1]!;
      expect(vehicles! + photos!).toBeGreaterThan(before.counts[0]! + before.counts[2]!);
      const tenth = (made: number) => Math.floor((made * 10) / photosTotal);
      if (tenth(photos!) === tenth(before.counts[2]!)) expect(at - before.at).toBeGreaterThanOrEqual(4_900);
    }
    expect(warnings(out)).toEqual([]);

    // The next start goes on with the demo data and says where the password is, without printing it.
    const second = await startSiteProcess(env);
    try {
      expect((await fetch(`${second.url}/`)).status).toBe(200);
      await second.waitForOutput(PROGRESS, 30_000);
    } finally {
      expect(await second.stop()).toBe(0);
    }
    const again = second.output();
    // It went on from the vehicles the first start had inserted, with only the photos still missing to make.
    const [resumed] = progressIn(again);
    expect(resumed![0]).toBeGreaterThanOrEqual(1);
    expect(resumed![1]).toBe(vehiclesTotal);
    expect(resumed![3]).toBeLessThan(photosTotal);
    expect(again).not.toContain(password);
    expect(again).toContain(
      `${second.url}/admin-login  (아이디 admin, 비밀번호는 ${path.join(dataDir, "demo-admin.json")} 에 있습니다)`,
    );
    expect(warnings(again)).toEqual([]);
  }, 120_000);
});
