import { randomBytes } from "node:crypto";
import { existsSync, readdirSync, statSync } from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, expect, it } from "vitest";
import { categorySlug } from "#domain/categories";
import { MEDIA_WIDTHS, mediaKeyOf } from "#domain/media";
import { newVehicleTemplate } from "#domain/new-vehicle-template";
import type { Vehicle } from "#domain/vehicle";
import { auditLog, dataVersion, mediaObjects, vehicles } from "#server/db/schema";
import { makeImage } from "../support/images";
import { signIn, uploadImage } from "../support/site-client";
import { freshSiteData, type SiteData } from "../support/site-data";
import { startSiteProcess } from "../support/site-process";
import {
  expectedStates,
  SAVED_FIELDS,
  type SavedFields,
  type SaveRecord,
  sameSave,
} from "../support/vehicle-save-expectations";

/** Editors saving at once; each creates a listing, then saves it again and again, then starts the next. */
const EDITORS = 6;
const UPDATES_PER_VEHICLE = 3;
/**
 * The kill comes once this many saves were acknowledged (varied per run, so runs stop at different steps of
 * a save), at a moment when at least two more are in flight.
 */
const KILL_AFTER_ACKNOWLEDGED = 30 + Math.floor(Math.random() * 20);
const CATEGORIES = ["중형 SUV", "중형 세단", "전기차"] as const;

const admin = { username: "stress-admin", password: randomBytes(12).toString("hex") };
let data: SiteData;
let env: Record<string, string>;
beforeAll(async () => {
  data = await freshSiteData();
  env = {
    NODE_ENV: "production",
    ...data.env,
    SEED_DEMO: "false",
    LOG_LEVEL: "silent",
    RATE_LIMIT_DISABLED: "true",
    ADMIN_USERNAME: admin.username,
    ADMIN_PASSWORD: admin.password,
  };
});
afterAll(() => data?.remove());

interface Editor {
  name: string;
  category: string;
  badge: "신차" | "중고차";
  saves: SaveRecord[];
}

/** Distinct small images made before the burst, so the test's own CPU use does not shape the timing. */
async function imagePool(count: number): Promise<Buffer[]> {
  return Promise.all(
    Array.from({ length: count }, (_, i) =>
      makeImage({ width: 160, height: 120, color: `#${((i + 1) * 7919).toString(16).padStart(6, "0").slice(-6)}` }),
    ),
  );
}

/** What the editor sends: the template, with this save's own price rows, options, benefits and text. */
function draft(editor: Editor, save: number) {
  const template = newVehicleTemplate({ category: editor.category, badge: editor.badge });
  const rows = 2 + (save % 3);
  return {
    ...template,
    name: editor.name,
    priceInfo: Array.from({ length: rows }, (_, i) => ({
      deposit: `${(save + i) * 100}만원`,
      period: ["60개월", "48개월", "36개월", "24개월"][i]!,
      monthly: `${40 + save}만 ${i}천원`,
      totalKm: "3만km",
      selected: i === 0,
    })),
    options: { ...template.options, 편의장치: [...template.options.편의장치, `저장 ${save} 옵션`] },
    benefits: [
      ...template.benefits.slice(0, 1 + (save % 4)),
      { icon: "gift", title: `저장 ${save} 혜택`, desc: "무료 탁송" },
    ],
    basicInfo: { ...template.basicInfo, 주행거리: `${save * 1000}km` },
    displayCategoryText: `${editor.category} · 저장 ${save}`,
    description: `${editor.name}: 저장 ${save}번째 내용입니다.`,
  };
}

it("leaves no vehicle half-saved and loses no acknowledged save when the server is killed (SIGKILL) mid-save", async () => {
  const images = await imagePool(400);
  let nextImage = 0;
  const anImage = () => images[nextImage++ % images.length]!;

  const site = await startSiteProcess(env);
  const cookie = await signIn(site.url, admin.username, admin.password);
  const versionBefore = ((await (await fetch(`${site.url}/api/data-version`)).json()) as { version: number }).version;

  const editors: Editor[] = [];
  const unexpected: string[] = [];
  const counts = { attempted: 0, acknowledged: 0, savesInFlight: 0, uploads: 0, uploadsInFlight: 0 };
  let killed = false;

  const upload = async () => {
    counts.uploadsInFlight++;
    try {
      const url = await uploadImage(site.url, cookie, anImage());
      counts.uploads++;
      return url;
    } finally {
      counts.uploadsInFlight--;
    }
  };

  /** One save as the editor's 저장 button sends it; a connection dying with the process leaves it unacknowledged. */
  const save = async (
    editor: Editor,
    kind: "create" | "update",
    url: string,
    body: Record<string, unknown>,
  ): Promise<Vehicle> => {
    const record: SaveRecord = { kind, body, acknowledged: false };
    editor.saves.push(record);
    counts.attempted++;
    counts.savesInFlight++;
    try {
      const res = await fetch(url, {
        method: kind === "create" ? "POST" : "PATCH",
        headers: { "Content-Type": "application/json", Cookie: cookie },
        body: JSON.stringify(body),
      });
      const answer = (await res.json()) as { vehicle: Vehicle; message?: string };
      if (res.status !== (kind === "create" ? 201 : 200)) {
        unexpected.push(`${kind} ${editor.name}: ${res.status} ${answer.message}`);
        throw new Error("unexpected answer");
      }
      record.acknowledged = true;
      record.answer = answer.vehicle;
      counts.acknowledged++;
      return answer.vehicle;
    } finally {
      counts.savesInFlight--;
    }
  };

  const edit = async (worker: number) => {
    for (let n = 0; !killed; n++) {
      const editor: Editor = {
        name: `중단 저장 ${worker}-${n}`,
        category: CATEGORIES[(worker + n) % CATEGORIES.length]!,
        badge: n % 2 ? "중고차" : "신차",
        saves: [],
      };
      editors.push(editor);
      // The first photo comes as a data: URL (stored by the save itself), the others through upload slots.
      const inline = `data:image/png;base64,${anImage().toString("base64")}`;
      let vehicle = await save(editor, "create", `${site.url}/api/vehicles`, {
        ...draft(editor, 0),
        images: [inline, await upload(), await upload()],
      });
      for (let k = 1; k <= UPDATES_PER_VEHICLE && !killed; k++) {
        const photos = [await upload(), ...vehicle.thumbnails.slice().reverse()].slice(0, 4);
        vehicle = await save(editor, "update", `${site.url}/api/vehicles/${vehicle.id}`, {
          ...draft(editor, k),
          images: photos,
          updatedAt: vehicle.updatedAt,
        });
      }
    }
  };

  const startedAt = performance.now();
  let killStats = { ms: 0, acknowledged: 0, savesInFlight: 0, uploadsInFlight: 0 };
  const kill = new Promise<void>((resolve) => {
    const timer = setInterval(() => {
      const due = counts.acknowledged >= KILL_AFTER_ACKNOWLEDGED && counts.savesInFlight >= 2;
      if (!due && performance.now() - startedAt < 120_000) return;
      clearInterval(timer);
      killed = true;
      site.child.kill("SIGKILL");
      killStats = {
        ms: Math.round(performance.now() - startedAt),
        acknowledged: counts.acknowledged,
        savesInFlight: counts.savesInFlight,
        uploadsInFlight: counts.uploadsInFlight,
      };
      resolve();
    }, 1);
  });
  // Once the process is gone every editor stops on its next request; before that, any failure is a finding.
  const stopped = (error: unknown) => void (killed || unexpected.push(String(error)));
  await Promise.all([kill, ...Array.from({ length: EDITORS }, (_, w) => edit(w).catch(stopped))]);
  await site.stop();

  const saves = editors.flatMap((e) => e.saves);
  const lost = saves.filter((s) => !s.acknowledged);
  expect(unexpected).toEqual([]);
  expect(counts.acknowledged).toBeGreaterThanOrEqual(KILL_AFTER_ACKNOWLEDGED);
  expect(lost.length).toBeGreaterThan(0);

  // After the restart every stored vehicle is served whole: its page, its category lists, its photos.
  const again = await startSiteProcess(env);
  let listed: Vehicle[];
  const checked = { pages: 0, media: 0 };
  try {
    expect((await fetch(`${again.url}/healthz`)).status).toBe(200);
    const adminCookie = await signIn(again.url, admin.username, admin.password);
    listed = ((await (await fetch(`${again.url}/api/vehicles`)).json()) as { vehicles: Vehicle[] }).vehicles;
    const page = async (pathname: string, contains: string[], headers: Record<string, string> = {}) => {
      const res = await fetch(again.url + pathname, { headers: { Accept: "text/html", ...headers } });
      const html = await res.text();
      expect(res.status, pathname).toBe(200);
      for (const text of contains) expect(html, `${pathname} shows ${text}`).toContain(text);
      checked.pages++;
    };
    for (const vehicle of listed) {
      await page(`/vehicles/${encodeURIComponent(vehicle.slug)}`, [vehicle.name, vehicle.priceInfo[0]!.monthly]);
    }
    for (const category of CATEGORIES) {
      const names = listed.filter((v) => v.category === category).map((v) => v.name);
      await page(`/vehicle-detail/${encodeURIComponent(categorySlug(category))}`, names);
      await page(`/admin-vehicle-list/${encodeURIComponent(categorySlug(category))}`, names, { Cookie: adminCookie });
    }
    for (const pathname of ["/", "/new-cars", "/used-cars"]) await page(pathname, []);
    for (const key of new Set(listed.flatMap((v) => v.thumbnails.map((url) => mediaKeyOf(url))))) {
      for (const width of MEDIA_WIDTHS) {
        const res = await fetch(`${again.url}/media/${key}/${width}.webp`);
        expect(res.status, `${key}/${width}`).toBe(200);
        expect(res.headers.get("content-type")).toBe("image/webp");
        expect((await res.arrayBuffer()).byteLength).toBeGreaterThan(0);
        checked.media++;
      }
    }
  } finally {
    await again.stop();
  }

  const database = await data.open();
  try {
    const rows = await database.db.select().from(vehicles);
    const audits = (await database.db.select().from(auditLog)).filter((a) => a.entity === "vehicle");
    const media = await database.db.select().from(mediaObjects);
    const [version] = await database.db.select().from(dataVersion);

    // Exactly the vehicles the editors made, each once, and the public API listed every one of them.
    expect(new Set(rows.map((r) => r.name)).size).toBe(rows.length);
    expect(rows.map((r) => r.slug).sort()).toEqual(listed.map((v) => v.slug).sort());
    const byName = new Map(rows.map((r) => [r.name, r]));
    for (const row of rows)
      expect(
        editors.some((e) => e.name === row.name),
        row.name,
      ).toBe(true);

    let storedUnacknowledged = 0;
    for (const editor of editors) {
      const states = await expectedStates(editor.saves);
      const acknowledged = editor.saves.findLastIndex((s) => s.acknowledged);
      const row = byName.get(editor.name);
      if (acknowledged < 0 && !row) continue;
      expect(row, `${editor.name} was acknowledged`).toBeDefined();
      if (!row) continue;
      // The stored listing is one save in full: the last acknowledged one, or the one in flight at the kill.
      const stored = Object.fromEntries(SAVED_FIELDS.map((f) => [f, row[f]])) as SavedFields;
      const index = states.findIndex(
        (state, i) => i >= acknowledged && i <= acknowledged + 1 && sameSave(stored, state),
      );
      if (index < 0) expect(stored, `${editor.name} stores a whole save`).toEqual(states[Math.max(acknowledged, 0)]);
      if (index > acknowledged) storedUnacknowledged++;
      const answer = editor.saves[acknowledged]?.answer;
      if (answer) expect(row.updatedAt.getTime()).toBeGreaterThanOrEqual(Date.parse(answer.updatedAt));
      // Its audit trail was written with it: one create and one update per stored save, nothing more.
      const trail = audits.filter((a) => a.entityId === String(row.id));
      expect(
        trail.filter((a) => a.action === "create"),
        editor.name,
      ).toHaveLength(1);
      expect(
        trail.filter((a) => a.action === "update"),
        editor.name,
      ).toHaveLength(index);
    }
    // No audit entry for a vehicle that is not there, and the data version moved once per committed save.
    const ids = new Set(rows.map((r) => String(r.id)));
    expect(audits.filter((a) => !ids.has(a.entityId ?? ""))).toEqual([]);
    expect(version?.version).toBe(versionBefore + audits.length);

    // Every image a vehicle names is a stored media object, and every media object has all its files.
    const mediaKeys = new Set(media.map((m) => m.key));
    for (const row of rows)
      for (const key of row.images) expect(mediaKeys.has(key), `${row.name} image ${key}`).toBe(true);
    for (const object of media) {
      for (const file of [`original.${object.originalExt}`, ...MEDIA_WIDTHS.map((w) => `${w}.webp`)]) {
        const filePath = path.join(data.mediaDir, object.key, file);
        expect(existsSync(filePath) && statSync(filePath).size > 0, filePath).toBe(true);
      }
    }
    const folders = readdirSync(data.mediaDir);
    const strayFolders = folders.filter((f) => !mediaKeys.has(f)).length;

    console.info(
      `[${database.kind}] vehicle saves: ${counts.attempted} attempted, ${counts.acknowledged} acknowledged, ${lost.length} unanswered ` +
        `(${storedUnacknowledged} of them committed before the kill); ${counts.uploads} uploads. SIGKILL after ${killStats.ms} ms with ` +
        `${killStats.acknowledged} saves acknowledged, ${killStats.savesInFlight} saves and ${killStats.uploadsInFlight} uploads in flight. ` +
        `After restart: ${rows.length} vehicles whole, ${audits.length} audit rows, ${media.length} media objects with all files, ` +
        `${checked.pages} pages and ${checked.media} image variants served; ${strayFolders} media folders without a row (unreferenced files).`,
    );
  } finally {
    await database.close();
  }
}, 300_000);
