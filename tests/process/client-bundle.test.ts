import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

const CLIENT = path.resolve("build/client");
const ASSETS = path.join(CLIENT, "assets");

interface Manifest {
  entry: { module: string; imports?: string[] };
  routes: Record<string, { module: string; imports?: string[]; parentId?: string }>;
}

function readManifest(): Manifest {
  const file = readdirSync(ASSETS).find((name) => name.startsWith("manifest-") && name.endsWith(".js"));
  if (!file) throw new Error("build/client has no route manifest: run `npm run build` first");
  const source = readFileSync(path.join(ASSETS, file), "utf8");
  return JSON.parse(source.slice(source.indexOf("{"), source.lastIndexOf("}") + 1)) as Manifest;
}

/** Every script a full load of the route fetches: the entry, the route, its parents, and their static imports. */
function scriptsOf(manifest: Manifest, routeId: string): Set<string> {
  const files = new Set([manifest.entry.module, ...(manifest.entry.imports ?? [])]);
  for (let id: string | undefined = routeId; id; id = manifest.routes[id]?.parentId) {
    const route = manifest.routes[id];
    if (!route) break;
    files.add(route.module);
    for (const f of route.imports ?? []) files.add(f);
  }
  return files;
}

/** The route and its parents, innermost first. */
function chainOf(manifest: Manifest, routeId: string): string[] {
  const chain: string[] = [];
  for (let id: string | undefined = routeId; id && manifest.routes[id]; id = manifest.routes[id]?.parentId)
    chain.push(id);
  return chain;
}

describe("the browser bundles", () => {
  it("hold no server code, credentials or settings", () => {
    const scripts = readdirSync(ASSETS).filter((name) => name.endsWith(".js"));
    expect(scripts.length).toBeGreaterThan(10);
    const forbidden = [
      "SESSION_SECRET",
      "DATABASE_URL",
      "ADMIN_PASSWORD",
      "passwordHash",
      "password_hash",
      "argon2",
      "drizzle-orm",
      "pglite",
      "postgres://",
      "node:fs",
    ];
    for (const name of scripts) {
      const source = readFileSync(path.join(ASSETS, name), "utf8");
      for (const word of forbidden) expect(source.includes(word), `${word} in ${name}`).toBe(false);
    }
  });

  it("load no validation library on customer pages as they open", () => {
    // Schemas check what the server receives; a pure module a page imports for its constants or rules must not
    // bring one along (a quote schema once added 25 KB to every customer page).
    const manifest = readManifest();
    const withZod = new Set(
      readdirSync(ASSETS)
        .filter((name) => name.endsWith(".js"))
        .filter((name) => readFileSync(path.join(ASSETS, name), "utf8").includes("ZodError"))
        .map((name) => `/assets/${name}`),
    );
    expect(withZod.size).toBeGreaterThan(0);
    const customer = Object.keys(manifest.routes).filter((id) => chainOf(manifest, id).includes("routes/site/layout"));
    for (const id of customer)
      for (const file of scriptsOf(manifest, id)) expect(withZod.has(file), `${file} on ${id}`).toBe(false);
  });

  it("load 알림 설정's form rules, and the validation library with them, only when the form is sent", () => {
    const manifest = readManifest();
    const route = manifest.routes["routes/admin/alert-settings"];
    expect(route).toBeDefined();
    const source = readFileSync(path.join(CLIENT, route!.module), "utf8");
    expect(source).not.toMatch(/from\s*["'`]\.\/zod-/);
    expect(source).toMatch(/import\(\s*["'`]\.\/alert-settings-input-[\w-]+\.js["'`]\s*\)/);
  });

  it("leave the typo-tolerant search to the server", () => {
    // `ㅗㅏ` (ㅘ split into its letters) is in the jamo tables of es-hangul, which domain/fuzzy-search.ts uses
    // for the site search; the browser only needs the small exact search of domain/search.ts.
    for (const name of readdirSync(ASSETS).filter((file) => file.endsWith(".js"))) {
      const source = readFileSync(path.join(ASSETS, name), "utf8");
      expect(source.includes("ㅗㅏ") || source.includes("\\u3157\\u314F"), `jamo tables in ${name}`).toBe(false);
    }
  });

  it("carry no common-password list: /partners-signup's scripts and every other bundle leave it to the server", () => {
    const manifest = readManifest();
    const signup = Object.keys(manifest.routes).find((id) => id.endsWith("partners/signup"));
    expect(signup).toBeDefined();
    expect(scriptsOf(manifest, signup!).size).toBeGreaterThan(0);
    // `dkssudgktpdy` (안녕하세요 typed on the 2-set layout) is on the list only.
    for (const name of readdirSync(ASSETS).filter((file) => file.endsWith(".js"))) {
      const source = readFileSync(path.join(ASSETS, name), "utf8");
      expect(source.includes("dkssudgktpdy"), `password list in ${name}`).toBe(false);
    }
  });

  it("load no admin or partners route code on customer pages", () => {
    const manifest = readManifest();
    const ids = Object.keys(manifest.routes);
    const customer = ids.filter((id) => chainOf(manifest, id).includes("routes/site/layout"));
    const isPrivate = (id: string) => chainOf(manifest, id).some((link) => /^routes\/(admin|partners)\//.test(link));
    const privateModules = new Set(ids.filter(isPrivate).map((id) => manifest.routes[id]!.module));
    expect(customer.length).toBeGreaterThan(5);
    expect(privateModules.size).toBeGreaterThan(5);
    for (const id of customer) {
      for (const file of scriptsOf(manifest, id))
        expect(privateModules.has(file), `${file} loads on ${id}`).toBe(false);
    }
  });

  // The chunk groups of vite.config.ts (codeSplitting.groups) and its compile-hints plugin: the measured
  // performance work (docs/decisions/0004-chunk-groups.md, 0003-deferred-scripts-and-compile-hints.md) that a
  // bundler upgrade renaming or dropping a group would otherwise undo without a word.
  it("group the code into the framework, shell and site chunks, and only those carry the compile hint", () => {
    const scripts = readdirSync(ASSETS).filter((name) => name.endsWith(".js"));
    const chunk = (group: string) => {
      const found = scripts.filter((name) => new RegExp(`^${group}-[\\w-]{8}\\.js$`).test(name));
      expect(found, `${group} chunk`).toHaveLength(1);
      return `/assets/${found[0] ?? ""}`;
    };
    const framework = chunk("framework");
    const shell = chunk("shell");
    const site = chunk("site");
    const catalogue = chunk("catalogue");
    const hinted = scripts.filter((name) =>
      readFileSync(path.join(ASSETS, name), "utf8").startsWith("//# allFunctionsCalledOnLoad\n"),
    );
    expect(hinted.map((name) => `/assets/${name}`).sort()).toEqual([framework, shell, site, catalogue].sort());

    // React, React DOM and React Router are in the framework chunk and nowhere else.
    for (const name of scripts) {
      const source = readFileSync(path.join(ASSETS, name), "utf8");
      for (const marker of ["__reactContainer", "Minified React error", "useNavigate"])
        expect(source.includes(marker), `${marker} in ${name}`).toBe(`/assets/${name}` === framework);
    }

    const manifest = readManifest();
    expect(manifest.entry.imports).toContain(framework);
    const customer = Object.keys(manifest.routes).filter((id) => chainOf(manifest, id).includes("routes/site/layout"));
    for (const id of customer) {
      const scripts = scriptsOf(manifest, id);
      expect(scripts.has(framework), `framework on ${id}`).toBe(true);
      expect(scripts.has(shell), `shell on ${id}`).toBe(true);
    }
    // The parts customer pages share come in the one site chunk, not as a file per part.
    const usingSite = customer.filter((id) => scriptsOf(manifest, id).has(site));
    expect(usingSite.length).toBeGreaterThanOrEqual(2);
    // The home page loads the framework, the shell, the site chunk, its route and nothing else of its own (the
    // parts only the other pages share, in `catalogue`, included): small shared parts are not files of their own.
    const home = [...scriptsOf(manifest, "home")];
    const entry = new Set([manifest.entry.module, ...(manifest.entry.imports ?? [])]);
    const chain = chainOf(manifest, "home").map((id) => manifest.routes[id]!.module);
    expect(home.filter((file) => !entry.has(file) && !chain.includes(file)).sort()).toEqual([site, shell].sort());
    expect(customer.filter((id) => scriptsOf(manifest, id).has(catalogue)).length).toBeGreaterThanOrEqual(2);
  });

  it("carry no icon's drawing: every icon is a use of the one sprite file, which holds each icon once", () => {
    // Drawn inline, every icon of every page the scripts could render was in them, and in the HTML each time.
    const drawings = readdirSync(ASSETS)
      .filter((name) => name.endsWith(".js"))
      .filter((name) => /\{name:`[a-z0-9-]+`,size:24,node:/.test(readFileSync(path.join(ASSETS, name), "utf8")));
    expect(drawings).toEqual([]);
    const sprites = readdirSync(ASSETS).filter((name) => /^icons-[\w-]{8}\.svg$/.test(name));
    expect(sprites).toHaveLength(1);
    const sprite = readFileSync(path.join(ASSETS, sprites[0] ?? ""), "utf8");
    const ids = [...sprite.matchAll(/<symbol id="([a-z0-9-]+)"/g)].map(([, id]) => id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const icon of ["phone", "badge-percent", "webhook", "grip-vertical"]) expect(ids).toContain(icon);
  });

  it("format no number with Intl, whose first use loads the browser's locale data in the middle of hydration", () => {
    // groupDigits (domain/number-text.ts) writes what toLocaleString("ko-KR") did: 19–25 ms on this machine for a
    // page's first call, ten times that on a low-end phone. The validation library, loaded with a form, is its own.
    const offenders = readdirSync(ASSETS)
      .filter((name) => name.endsWith(".js") && !name.startsWith("zod-"))
      .filter((name) => /toLocaleString\(|NumberFormat/.test(readFileSync(path.join(ASSETS, name), "utf8")));
    expect(offenders).toEqual([]);
  });
});
