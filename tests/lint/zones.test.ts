import { execFile } from "node:child_process";
import { randomBytes } from "node:crypto";
import { mkdirSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

/**
 * The boundaries `npm run lint` enforces (biome.json), proved on fixture modules written where the rules apply:
 * a browser module may not import the server, a route reaches the server only through its use cases, a service
 * imports neither a scheduled job nor the app, and no two modules import each other (service folders:
 * server/services/folder-imports.test.ts).
 */
const root = path.resolve(import.meta.dirname, "../..");
const tag = `lint-fixture-${randomBytes(4).toString("hex")}`;
const SERVER_CONFIG = 'import { loadConfig } from "#server/config";\n\nexport const value = loadConfig;\n';

const fixtures = {
  browserLib: { file: `app/lib/${tag}.ts`, code: SERVER_CONFIG },
  serverLib: { file: `app/lib/${tag}.server.ts`, code: SERVER_CONFIG },
  component: { file: `app/components/${tag}.tsx`, code: SERVER_CONFIG },
  routeToDatabase: {
    file: `app/routes/${tag}-db.tsx`,
    code: 'import { openDatabase } from "#server/db/client";\n\nexport const value = openDatabase;\n',
  },
  routeToService: {
    file: `app/routes/${tag}-service.tsx`,
    code: 'import { getSiteSettings } from "#server/services/site/site-settings";\n\nexport const value = getSiteSettings;\n',
  },
  serviceToJob: {
    file: `server/services/${tag}.ts`,
    code: 'import { startMaintenance } from "#server/jobs/maintenance";\n\nexport const value = startMaintenance;\n',
  },
  serviceToApp: {
    file: `server/services/${tag}-app.ts`,
    code: 'import { cn } from "#app/lib/cn";\n\nexport const value = cn;\n',
  },
  cycleA: { file: `domain/${tag}/a.ts`, code: 'import { b } from "./b";\n\nexport const a = () => b;\n' },
  cycleB: { file: `domain/${tag}/b.ts`, code: 'import { a } from "./a";\n\nexport const b = () => a;\n' },
} as const;

let found: Map<string, string[]>;

beforeAll(async () => {
  mkdirSync(path.join(root, "domain", tag), { recursive: true });
  for (const { file, code } of Object.values(fixtures)) writeFileSync(path.join(root, file), code);
  const files = Object.values(fixtures).map((f) => f.file);
  // Biome exits 1 when it finds something, which is the point here: the report is read either way.
  const report = await promisify(execFile)(
    path.join(root, "node_modules/.bin/biome"),
    ["lint", "--reporter=json", ...files],
    { cwd: root, maxBuffer: 16 * 1024 * 1024 },
  ).catch((error: { stdout?: string }) => ({ stdout: error.stdout ?? "" }));
  const { diagnostics } = JSON.parse(report.stdout) as {
    diagnostics: { category: string; location: { path: string } }[];
  };
  found = new Map(files.map((file) => [file, []]));
  for (const d of diagnostics) found.get(d.location.path)?.push(d.category);
}, 120_000);

afterAll(() => {
  for (const { file } of Object.values(fixtures)) rmSync(path.join(root, file), { force: true });
  rmSync(path.join(root, "domain", tag), { recursive: true, force: true });
});

const RESTRICTED = "lint/style/noRestrictedImports";

describe("lint zones", () => {
  it("refuse a browser module in app/lib importing #server/config, and allow a *.server.ts one", () => {
    expect(found.get(fixtures.browserLib.file)).toContain(RESTRICTED);
    expect(found.get(fixtures.serverLib.file)).not.toContain(RESTRICTED);
  });

  it("refuse a component importing the server", () => {
    expect(found.get(fixtures.component.file)).toContain(RESTRICTED);
  });

  it("let a route call a service, not the database", () => {
    expect(found.get(fixtures.routeToDatabase.file)).toContain(RESTRICTED);
    expect(found.get(fixtures.routeToService.file)).not.toContain(RESTRICTED);
  });

  it("refuse a service importing a scheduled job, or the app", () => {
    expect(found.get(fixtures.serviceToJob.file)).toContain(RESTRICTED);
    expect(found.get(fixtures.serviceToApp.file)).toContain(RESTRICTED);
  });

  it("refuse two modules importing each other", () => {
    expect(found.get(fixtures.cycleA.file)).toContain("lint/suspicious/noImportCycles");
    expect(found.get(fixtures.cycleB.file)).toContain("lint/suspicious/noImportCycles");
  });
});
