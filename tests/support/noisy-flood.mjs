// The noisy neighbour's flood, in its own process so the visitor it is measured against shares no event loop
// with it: `node noisy-flood.mjs <site url> <milliseconds> <connections> <address>`. Each connection cycles
// through page views, junk form posts, cache-busting page addresses, megabytes of nested JSON, upload slots (each
// slot then held by a stalled upload) and parameter floods (a new /compare list with unknown cars, following the
// redirect as a browser would, a new /saved list, a new search) as fast as it is answered. With a second address
// (`… <address> <junk address>`), that address also asks for a /saved list of 40 invented cars 2.5 times a second,
// following the redirect, as a client staying under the render budget's count would. Prints the answers counted,
// as JSON.
import http from "node:http";
import net from "node:net";

const [siteUrl, ms, connections, address, junkAddress] = process.argv.slice(2);
const { hostname, port } = new URL(siteUrl);
const until = performance.now() + Number(ms);
const nested = Buffer.from(`${"[".repeat(500_000)}${"]".repeat(500_000)}`);
const counts = {};
const stalls = [];

function send(agent, method, path, body, from = address) {
  return new Promise((resolve, reject) => {
    const headers = { "X-Forwarded-For": from, "User-Agent": "flood/1.0" };
    if (body !== undefined)
      Object.assign(headers, { "Content-Type": "application/json", "Content-Length": Buffer.byteLength(body) });
    const req = http.request({ agent, hostname, port, method, path, headers }, (res) => {
      const chunks = [];
      res.on("data", (chunk) => chunks.push(chunk));
      res.on("end", () =>
        resolve({
          status: res.statusCode,
          body: Buffer.concat(chunks).toString("utf8"),
          location: res.headers.location,
        }),
      );
      res.on("error", reject);
    });
    req.on("error", reject);
    req.end(body);
  });
}

function stalledUpload(uploadUrl) {
  const { pathname } = new URL(uploadUrl);
  return new Promise((resolve) => {
    const socket = net.connect(Number(port), hostname, () => {
      socket.write(
        `PUT ${pathname} HTTP/1.1\r\nHost: ${hostname}:${port}\r\nX-Forwarded-For: ${address}\r\nContent-Type: image/png\r\nContent-Length: 5000000\r\n\r\n`,
      );
      socket.write(Buffer.alloc(512 * 1024, 7));
    });
    socket.on("data", () => undefined);
    socket.on("error", () => resolve());
    socket.on("close", () => resolve());
  });
}

const KINDS = [
  "page-view",
  "junk post",
  "cache-busting",
  "nested JSON",
  "upload slot",
  "compare list",
  "saved list",
  "search",
];

/** Two listed cars, so each /compare list names real ones beside the invented. */
const listed = await (async () => {
  const agent = new http.Agent({ keepAlive: false });
  const answer = await send(agent, "GET", "/api/vehicles/essential");
  return JSON.parse(answer.body)
    .vehicles.slice(0, 2)
    .map((v) => encodeURIComponent(v.slug));
})();

async function connection(c) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  for (let i = 0; performance.now() < until; i++) {
    const tag = `${c}-${i}-${Math.random().toString(36).slice(2)}`;
    const step = i % KINDS.length;
    try {
      let answer;
      if (step === 0)
        answer = await send(agent, "POST", "/api/page-view", JSON.stringify({ path: `/new-cars?x=${tag}` }));
      else if (step === 1)
        answer = await send(agent, "POST", "/api/inquiries", JSON.stringify({ name: "", contact: tag }));
      else if (step === 2) answer = await send(agent, "GET", `/?utm_source=${tag}&cb=${tag}`);
      else if (step === 3) answer = await send(agent, "POST", "/api/inquiries", nested);
      else if (step === 4) {
        answer = await send(agent, "POST", "/api/objects/upload");
        if (answer.status === 200) stalls.push(stalledUpload(JSON.parse(answer.body).uploadURL));
      } else if (step === 5) {
        answer = await send(agent, "GET", `/compare?cars=${listed[0]},x${tag},${listed[1]},y${tag}`);
        if (answer.status === 302) answer = await send(agent, "GET", answer.location);
      } else if (step === 6) answer = await send(agent, "GET", `/saved?cars=a${tag},b${tag}&recent=c${tag}`);
      else answer = await send(agent, "GET", `/search?q=${encodeURIComponent(`그랜저 ${tag}`)}`);
      const key = `${KINDS[step]} ${answer.status}`;
      counts[key] = (counts[key] ?? 0) + 1;
    } catch {
      // A refused connection may be closed by the server; the next request opens another.
      counts.dropped = (counts.dropped ?? 0) + 1;
    }
  }
  agent.destroy();
}

/** Every 400 ms, a /saved list of 40 cars nobody listed, each time new; the next leaves on time even while one waits. */
async function junkLists() {
  const agent = new http.Agent({ keepAlive: true });
  const pending = [];
  for (let i = 0; performance.now() < until; i++) {
    const tag = `${i}-${Math.random().toString(36).slice(2)}`;
    const cars = Array.from({ length: 40 }, (_, n) => `junk-${tag}-${n}`).join(",");
    pending.push(
      (async () => {
        try {
          let answer = await send(agent, "GET", `/saved?cars=${cars}`, undefined, junkAddress);
          if (answer.status === 302) answer = await send(agent, "GET", answer.location, undefined, junkAddress);
          const key = `saved junk ${answer.status}`;
          counts[key] = (counts[key] ?? 0) + 1;
        } catch {
          counts.dropped = (counts.dropped ?? 0) + 1;
        }
      })(),
    );
    await new Promise((resolve) => setTimeout(resolve, 400));
  }
  await Promise.all(pending);
  agent.destroy();
}

await Promise.all([
  ...Array.from({ length: Number(connections) }, (_, c) => connection(c)),
  ...(junkAddress ? [junkLists()] : []),
]);
await Promise.all(stalls);
process.stdout.write(JSON.stringify(counts));
