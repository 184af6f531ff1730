import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { API_MESSAGES, ApiError, apiRequest } from "./api-client";

let server: Server;
let base = "";

beforeAll(async () => {
  server = createServer((req, res) => {
    const send = (status: number, body?: unknown) => {
      res.writeHead(status, body === undefined ? {} : { "Content-Type": "application/json" });
      res.end(body === undefined ? undefined : JSON.stringify(body));
    };
    let raw = "";
    req.on("data", (chunk) => {
      raw += chunk;
    });
    req.on("end", () => {
      switch (req.url) {
        case "/echo":
          return send(200, { method: req.method, type: req.headers["content-type"] ?? null, body: raw });
        case "/empty":
          return send(204);
        case "/refused":
          return send(400, { message: "이름을 입력해주세요", fieldErrors: { name: "이름을 입력해주세요" } });
        case "/bare":
          return send(502);
        case "/slow":
          return void setTimeout(() => send(200, {}), 2000);
        default:
          return send(404);
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

const failure = (promise: Promise<unknown>) =>
  promise.then(
    () => expect.unreachable("resolved"),
    (error: unknown) => {
      expect(error).toBeInstanceOf(ApiError);
      return error as ApiError;
    },
  );

describe("apiRequest", () => {
  it("sends JSON and reads JSON; an empty answer is null", async () => {
    expect(await apiRequest("POST", `${base}/echo`, { a: 1 })).toEqual({
      method: "POST",
      type: "application/json",
      body: '{"a":1}',
    });
    expect(await apiRequest("GET", `${base}/echo`)).toMatchObject({ method: "GET", type: null, body: "" });
    expect(await apiRequest("DELETE", `${base}/empty`)).toBeNull();
  });

  it("throws the server's message and field errors on a refusal", async () => {
    const error = await failure(apiRequest("POST", `${base}/refused`, {}));
    expect(error).toMatchObject({
      status: 400,
      kind: "http",
      message: "이름을 입력해주세요",
      fieldErrors: { name: "이름을 입력해주세요" },
    });
  });

  it("says the status, or the caller's text, when the server gave no message", async () => {
    expect((await failure(apiRequest("GET", `${base}/bare`))).message).toBe(API_MESSAGES.status(502));
    expect((await failure(apiRequest("GET", `${base}/bare`, undefined, { failureMessage: "실패" }))).message).toBe(
      "실패",
    );
  });

  it("tells a time-out from the caller's cancel and from no connection", async () => {
    expect(await failure(apiRequest("GET", `${base}/slow`, undefined, { timeoutMs: 100 }))).toMatchObject({
      status: 0,
      kind: "timeout",
      message: API_MESSAGES.timeout,
    });
    const controller = new AbortController();
    const cancelled = failure(apiRequest("GET", `${base}/slow`, undefined, { signal: controller.signal }));
    setTimeout(() => controller.abort(), 50);
    expect(await cancelled).toMatchObject({ status: 0, kind: "aborted", message: API_MESSAGES.aborted });
    expect(await failure(apiRequest("GET", "http://127.0.0.1:1/nothing"))).toMatchObject({
      status: 0,
      kind: "network",
      message: API_MESSAGES.network,
    });
  });
});
