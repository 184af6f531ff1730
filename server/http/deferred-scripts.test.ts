import { describe, expect, it } from "vitest";
import { deferScriptsInStream, deferScriptsPastFirstPaint } from "./deferred-scripts";

/**
 * The shape React Router 7 renders: preloads in the head, the route manifest and route modules imported
 * statically, then the entry.
 */
const RENDERED = [
  '<html><head><link rel="modulepreload" href="/assets/entry.client-A.js"/><link rel="modulepreload" href="/assets/framework-B.js"/>',
  '<link rel="stylesheet" href="/assets/shell-C.css"/></head><body><main>본문</main>',
  "<script>window.__reactRouterContext = {};</script>",
  '<script type="module" async="">;\nimport "/assets/manifest-F.js";\nimport * as route0 from "/assets/root-D.js";\nimport * as route1 from "/assets/home-E.js";\n',
  '  window.__reactRouterRouteModules = {"root":route0,"home":route1};\n\nimport("/assets/entry.client-A.js");</script></body></html>',
].join("");

describe("deferScriptsPastFirstPaint", () => {
  it("drops the preloads and imports the route modules, then the entry, once a frame is painted", () => {
    const html = deferScriptsPastFirstPaint(RENDERED);
    expect(html).not.toContain("modulepreload");
    expect(html).not.toMatch(/^import [*"]/m);
    const script = /<script type="module" async="">([\s\S]*?)<\/script>/.exec(html)?.[1] ?? "";
    expect(script.indexOf("requestAnimationFrame")).toBeLessThan(script.indexOf("import("));
    expect(script).toContain(
      'const [, route0, route1] = await Promise.all([import("/assets/manifest-F.js"), import("/assets/root-D.js"), import("/assets/home-E.js")]);',
    );
    expect(script.indexOf("__reactRouterRouteModules")).toBeLessThan(
      script.indexOf('import("/assets/entry.client-A.js")'),
    );
    // The rest of the page is untouched.
    expect(html).toContain('<link rel="stylesheet" href="/assets/shell-C.css"/>');
    expect(html).toContain("<script>window.__reactRouterContext = {};</script>");
  });

  it("runs as a module script: a syntax error would leave the page without its scripts", async () => {
    const script =
      /<script type="module" async="">([\s\S]*?)<\/script>/.exec(deferScriptsPastFirstPaint(RENDERED))?.[1] ?? "";
    const AsyncFunction = Object.getPrototypeOf(async () => {}).constructor;
    const imported: string[] = [];
    const globals = {
      requestAnimationFrame: (f: () => void) => f(),
      setTimeout: (f: () => void) => f(),
      window: {} as Record<string, unknown>,
    };
    // Module code with dynamic imports only runs as an async function body given an `import` stand-in.
    const body = script.replaceAll("import(", "load(");
    await new AsyncFunction("requestAnimationFrame", "setTimeout", "window", "load", body)(
      globals.requestAnimationFrame,
      globals.setTimeout,
      globals.window,
      async (url: string) => imported.push(url) && { url },
    );
    expect(imported).toEqual([
      "/assets/manifest-F.js",
      "/assets/root-D.js",
      "/assets/home-E.js",
      "/assets/entry.client-A.js",
    ]);
    expect(globals.window.__reactRouterRouteModules).toEqual({
      root: { url: "/assets/root-D.js" },
      home: { url: "/assets/home-E.js" },
    });
  });

  it("leaves output of a shape it does not know as it is", () => {
    const unknown = RENDERED.replace('import * as route1 from "/assets/home-E.js";', 'import "/assets/other-G.js";');
    expect(deferScriptsPastFirstPaint(unknown)).toBe(unknown);
    const noScript = '<html><head><link rel="modulepreload" href="/a.js"/></head><body></body></html>';
    expect(deferScriptsPastFirstPaint(noScript)).toBe(noScript);
  });
});

describe("deferScriptsInStream", () => {
  /** The bytes in pieces of `size`, so tags, script bodies and Korean characters are cut mid-way. */
  const streamOf = (text: string, size: number) => {
    const bytes = new TextEncoder().encode(text);
    return new ReadableStream<Uint8Array>({
      start(controller) {
        for (let i = 0; i < bytes.length; i += size) controller.enqueue(bytes.slice(i, i + size));
        controller.close();
      },
    });
  };
  const read = async (stream: ReadableStream<Uint8Array>) => {
    const pieces: Uint8Array[] = [];
    const reader = stream.getReader();
    for (let piece = await reader.read(); !piece.done; piece = await reader.read()) pieces.push(piece.value);
    return { text: new TextDecoder().decode(Buffer.concat(pieces)) };
  };
  // What a streamed page sends after its shell: data for a part that was still loading.
  const LATER = '<script>window.__reactRouterContext.streamController.enqueue("[\\"문의 목록\\"]");</script>';

  it("rewrites the shell as a kept page's, and passes on what follows it, in pieces of any size", async () => {
    for (const size of [1, 5, 7, 64, 100_000]) {
      const { text } = await read(deferScriptsInStream(streamOf(RENDERED + LATER, size)));
      expect(text).toBe(deferScriptsPastFirstPaint(RENDERED) + LATER);
    }
  });

  it("passes on a Korean character cut where the shell ends whole", async () => {
    // The shell's last chunk ends inside the first character after the hydration script.
    const after = "<p>계약 상담</p>";
    const cut = new TextEncoder().encode(RENDERED).byteLength + "<p>".length;
    for (const split of [1, 2]) {
      const bytes = new TextEncoder().encode(RENDERED + after);
      const body = new ReadableStream<Uint8Array>({
        start(controller) {
          controller.enqueue(bytes.slice(0, cut + split));
          controller.enqueue(bytes.slice(cut + split));
          controller.close();
        },
      });
      expect((await read(deferScriptsInStream(body))).text).toBe(deferScriptsPastFirstPaint(RENDERED) + after);
    }
  });

  it("sends the shell as soon as its hydration script is whole, before the rest of the page", async () => {
    let later: ReadableStreamDefaultController<Uint8Array> | undefined;
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(new TextEncoder().encode(RENDERED));
        later = controller;
      },
    });
    const reader = deferScriptsInStream(body).getReader();
    const first = await reader.read();
    expect(new TextDecoder().decode(first.value)).toBe(deferScriptsPastFirstPaint(RENDERED));
    later?.enqueue(new TextEncoder().encode(LATER));
    later?.close();
    expect(new TextDecoder().decode((await reader.read()).value)).toBe(LATER);
    expect((await reader.read()).done).toBe(true);
  });

  it("leaves a page without a hydration script as it is", async () => {
    const page = '<html><head><link rel="modulepreload" href="/a.js"/></head><body>점검 중입니다</body></html>';
    expect((await read(deferScriptsInStream(streamOf(page, 3)))).text).toBe(page);
  });
});
