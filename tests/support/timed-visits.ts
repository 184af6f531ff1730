import http from "node:http";

/**
 * Timed requests for the stress tests that measure what one client's load does to everyone else: each answer with
 * its time, from a chosen address (the site runs with TRUST_PROXY=1, so X-Forwarded-For names the client).
 */
export interface Answer {
  status: number;
  body: string;
  ms: number;
}

/** One request to `siteUrl` on the given agent, from the given address. */
export function send(
  siteUrl: string,
  agent: http.Agent,
  address: string,
  method: string,
  path: string,
  body?: string | Buffer,
  type = "application/json",
): Promise<Answer> {
  const { hostname, port } = new URL(siteUrl);
  const start = performance.now();
  return new Promise((resolve, reject) => {
    const req = http.request(
      {
        agent,
        hostname,
        port,
        method,
        path,
        headers: {
          "X-Forwarded-For": address,
          "User-Agent": "Mozilla/5.0 (Linux; Android 14) Chrome/130 Mobile",
          ...(body !== undefined ? { "Content-Type": type, "Content-Length": Buffer.byteLength(body) } : {}),
        },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (chunk: Buffer) => chunks.push(chunk));
        res.on("end", () =>
          resolve({
            status: res.statusCode ?? 0,
            body: Buffer.concat(chunks).toString("utf8"),
            ms: performance.now() - start,
          }),
        );
        res.on("error", reject);
      },
    );
    req.on("error", reject);
    req.end(body);
  });
}

export const p99 = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil(sorted.length * 0.99) - 1)] ?? 0;
};

export interface VisitorTimes {
  home: number[];
  vehicle: number[];
  inquiry: number[];
  acknowledged: string[];
  failures: string[];
}

let inquirySeq = 0;

/**
 * Visitors for `ms`, one after another: the home page, a vehicle page, and an inquiry every tenth round, each from
 * an address of its own, as the site's many customers are.
 */
export async function visit(siteUrl: string, vehiclePath: string, ms: number): Promise<VisitorTimes> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  const times: VisitorTimes = { home: [], vehicle: [], inquiry: [], acknowledged: [], failures: [] };
  const until = performance.now() + ms;
  for (let round = 0; performance.now() < until; round++) {
    const visitor = `198.18.${Math.floor(round / 250) % 250}.${(round % 250) + 1}`;
    const home = await send(siteUrl, agent, visitor, "GET", "/");
    times.home.push(home.ms);
    if (home.status !== 200) times.failures.push(`home ${home.status}`);
    const vehicle = await send(siteUrl, agent, visitor, "GET", vehiclePath);
    times.vehicle.push(vehicle.ms);
    if (vehicle.status !== 200) times.failures.push(`vehicle ${vehicle.status}`);
    if (round % 10 === 0) {
      const n = inquirySeq++;
      const name = `이웃고객${n}`;
      const answer = await send(
        siteUrl,
        agent,
        `198.51.${101 + Math.floor(n / 250)}.${(n % 250) + 1}`,
        "POST",
        "/api/inquiries",
        JSON.stringify({
          name,
          contact: `0109${String(1_000_000 + n).slice(-7)}`,
          region: "만 26세 이상",
          vehicle: "쏘렌토",
        }),
      );
      times.inquiry.push(answer.ms);
      if (answer.status === 201) times.acknowledged.push(name);
      else times.failures.push(`inquiry ${answer.status} ${answer.body.slice(0, 80)}`);
    }
  }
  agent.destroy();
  return times;
}

/** The first vehicle page the new-car list links to. */
export async function firstVehiclePath(siteUrl: string): Promise<string | undefined> {
  const agent = new http.Agent({ keepAlive: true });
  const list = await send(siteUrl, agent, "198.51.100.10", "GET", "/new-cars");
  agent.destroy();
  return /href="(\/vehicles\/[^"?#]+)"/.exec(list.body)?.[1];
}
