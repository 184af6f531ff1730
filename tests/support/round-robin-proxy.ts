import http from "node:http";
import type { AddressInfo } from "node:net";

export interface Backend {
  name: string;
  url: string;
}

export interface RoundRobinProxy {
  url: string;
  /** Names of the backends whose `/readyz` answered 200 at the last look. */
  ready(): string[];
  /** Requests answered by each backend so far. */
  served: Record<string, number>;
  close(): Promise<void>;
}

/** How often each backend's `/readyz` is asked, as a load balancer's health check would. */
const CHECK_MS = 200;

/**
 * A small load balancer: takes each request in turn to the next ready backend, writing the client's address into
 * `X-Forwarded-For` (the backends trust one proxy) and the backend's name into the answer's `X-Backend`. A backend
 * is ready while its `/readyz` answers 200. A request a backend refused to connect is taken to the next one, as a
 * balancer does with a request it has not delivered yet; one that reached a backend and got no answer is a 502.
 */
export async function startRoundRobinProxy(backends: Backend[]): Promise<RoundRobinProxy> {
  const up = new Set<string>();
  const served: Record<string, number> = Object.fromEntries(backends.map((b) => [b.name, 0]));
  let turn = 0;

  const check = (backend: Backend) =>
    new Promise<void>((resolve) => {
      const req = http.get(`${backend.url}/readyz`, { agent: false, timeout: 2_000 }, (res) => {
        res.resume();
        if (res.statusCode === 200) up.add(backend.name);
        else up.delete(backend.name);
        resolve();
      });
      req.on("timeout", () => req.destroy());
      req.on("error", () => {
        up.delete(backend.name);
        resolve();
      });
    });
  let checking = true;
  const checks = (async () => {
    while (checking) {
      await Promise.all(backends.map(check));
      await new Promise((resolve) => setTimeout(resolve, CHECK_MS));
    }
  })();
  await Promise.all(backends.map(check));

  const forward = (
    client: http.IncomingMessage,
    body: Buffer,
    backend: Backend,
  ): Promise<{ res: http.IncomingMessage } | { refused: true }> =>
    new Promise((resolve, reject) => {
      const target = new URL(client.url ?? "/", backend.url);
      const forwardedFor = [client.headers["x-forwarded-for"], client.socket.remoteAddress].filter(Boolean).join(", ");
      const req = http.request(
        target,
        {
          method: client.method,
          agent: false,
          headers: { ...client.headers, "x-forwarded-for": forwardedFor, "x-forwarded-proto": "http" },
        },
        (res) => resolve({ res }),
      );
      req.on("error", (error: NodeJS.ErrnoException) => {
        if (error.code === "ECONNREFUSED") resolve({ refused: true });
        else reject(error);
      });
      req.end(body);
    });

  const server = http.createServer(async (client, answer) => {
    const chunks: Buffer[] = [];
    for await (const chunk of client) chunks.push(chunk as Buffer);
    const body = Buffer.concat(chunks);
    const order = backends.filter((b) => up.has(b.name));
    if (order.length === 0) {
      answer.writeHead(503).end("no backend ready");
      return;
    }
    const start = turn++ % order.length;
    for (let i = 0; i < order.length; i++) {
      const backend = order[(start + i) % order.length]!;
      try {
        const result = await forward(client, body, backend);
        if ("refused" in result) {
          up.delete(backend.name);
          continue;
        }
        served[backend.name] = (served[backend.name] ?? 0) + 1;
        answer.writeHead(result.res.statusCode ?? 502, { ...result.res.headers, "x-backend": backend.name });
        result.res.pipe(answer);
        return;
      } catch {
        break;
      }
    }
    if (!answer.headersSent) answer.writeHead(502).end("backend gave no answer");
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    ready: () => backends.filter((b) => up.has(b.name)).map((b) => b.name),
    served,
    close: async () => {
      checking = false;
      await checks;
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}

export interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  text: string;
}

/**
 * One request from a chosen local address (127.x.y.z: every one of them is this machine), so a test can be many
 * clients, each with its own per-address limits, behind the proxy.
 */
export function requestFrom(
  localAddress: string,
  url: string,
  init: { method?: string; headers?: Record<string, string>; json?: unknown } = {},
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const body = init.json === undefined ? undefined : Buffer.from(JSON.stringify(init.json));
    const req = http.request(
      url,
      {
        method: init.method ?? "GET",
        agent: false,
        localAddress,
        headers: {
          ...(body ? { "content-type": "application/json", "content-length": String(body.length) } : {}),
          ...init.headers,
        },
      },
      async (res) => {
        const chunks: Buffer[] = [];
        for await (const chunk of res) chunks.push(chunk as Buffer);
        resolve({ status: res.statusCode ?? 0, headers: res.headers, text: Buffer.concat(chunks).toString("utf8") });
      },
    );
    req.on("error", reject);
    req.end(body);
  });
}
