import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import { performance } from "node:perf_hooks";
import { afterAll, expect, it } from "vitest";
import { makeImage } from "../support/images";
import { BUILT_SERVER, startSiteProcess } from "../support/site-process";

const dataDir = mkdtempSync(path.join(os.tmpdir(), "rentcar-drain-"));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

const env = {
  NODE_ENV: "production",
  DATA_DIR: dataDir,
  SEED_DEMO: "false",
  LOG_LEVEL: "warn",
  DATABASE_URL: "",
  // The stalled upload is left for the drain to cut: the pace every body must keep would answer it 408 first.
  BODY_RATE_GRACE_SECONDS: "600",
};

/** What `npm start` runs, and the file it runs: plain node on built JavaScript, with no TypeScript loader. */
it("starts production as plain node on the built server, with tsx a development dependency only", () => {
  const pkg = JSON.parse(readFileSync("package.json", "utf8")) as {
    scripts: Record<string, string>;
    dependencies: Record<string, string>;
    devDependencies: Record<string, string>;
  };
  expect(pkg.scripts.start).toContain(`node --max-old-space-size=256 ${BUILT_SERVER}`);
  for (const script of ["start", "admin:create", "db:backup", "db:restore"])
    expect(pkg.scripts[script]).not.toMatch(/tsx/);
  expect(pkg.dependencies).not.toHaveProperty("tsx");
  expect(pkg.devDependencies).toHaveProperty("tsx");
  expect(readFileSync(BUILT_SERVER, "utf8")).not.toMatch(/from "tsx|import\("tsx|\.ts"/);
});

/**
 * An upload whose headers the server has taken (it answered `100 Continue`), with the first half of its body sent:
 * a request in flight. Resolves the request and a promise of its answer.
 */
async function uploadInFlight(siteUrl: string, body: Buffer) {
  const slot = await fetch(`${siteUrl}/api/objects/upload`, { method: "POST" });
  const { uploadURL } = (await slot.json()) as { uploadURL: string };
  const req = http.request(uploadURL, {
    method: "PUT",
    agent: false,
    headers: { "Content-Type": "image/png", "Content-Length": String(body.length), Expect: "100-continue" },
  });
  const answer = new Promise<{ status: number; connection?: string; body: string }>((resolve, reject) => {
    req.on("response", async (res) => {
      let text = "";
      for await (const chunk of res) text += chunk;
      resolve({ status: res.statusCode ?? 0, connection: res.headers.connection, body: text });
    });
    req.on("error", reject);
  });
  answer.catch(() => {});
  await new Promise<void>((resolve) => req.once("continue", resolve));
  req.write(body.subarray(0, body.length >> 1));
  return { req, answer, rest: () => req.end(body.subarray(body.length >> 1)) };
}

it("on SIGTERM refuses new connections, finishes requests in flight, cuts one that never ends, and exits within 10 s", async () => {
  const site = await startSiteProcess(env);
  const image = await makeImage({ width: 640, height: 480, color: "#884422" });
  const finishing = await uploadInFlight(site.url, image);
  const stalled = await uploadInFlight(site.url, await makeImage({ width: 300, height: 200, color: "#224488" }));

  const stoppedAt = performance.now();
  const exited = site.stop("SIGTERM");
  // No new connection is taken: a load balancer's next request goes to another instance.
  await expect
    .poll(() =>
      fetch(`${site.url}/healthz`).then(
        () => "answered",
        () => "refused",
      ),
    )
    .toBe("refused");

  // The upload in flight still gets its answer, and that answer closes its connection.
  finishing.rest();
  const answer = await finishing.answer;
  expect(answer.status).toBe(201);
  expect(JSON.parse(answer.body)).toMatchObject({ success: true, url: expect.stringMatching(/^\/media\//) });
  expect(answer.connection).toBe("close");

  // The one that never finishes is cut at the drain's end, and the process is gone within 10 s.
  await expect(stalled.answer).rejects.toThrow();
  expect(await exited).toBe(0);
  const tookMs = performance.now() - stoppedAt;
  console.log(`SIGTERM to exit with a request that never ends: ${Math.round(tookMs)} ms`);
  expect(tookMs).toBeLessThan(10_000);
}, 60_000);
