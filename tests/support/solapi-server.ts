import { createServer, type IncomingHttpHeaders, type Server } from "node:http";
import type { AddressInfo } from "node:net";

/** One message as the SDK sent it to `POST /messages/v4/send-many/detail`. */
export interface SolapiMessage {
  to: string;
  from: string;
  text: string;
  kakaoOptions?: { pfId?: string; templateId?: string; disableSms?: boolean };
}

export interface SolapiRequest {
  headers: IncomingHttpHeaders;
  path: string;
  messages: SolapiMessage[];
  /** What this server answered. */
  status: number;
}

/**
 * A local server speaking the part of the 알림톡/SMS provider's HTTP API the site uses (the SDK's send): it keeps
 * every request and answers `status`: 200 with a group's counts, or the provider's error body
 * (`{ errorCode, errorMessage }`). The SDK is pointed at it through SOLAPI_API_URL.
 */
export interface SolapiServer {
  url: string;
  requests: SolapiRequest[];
  /** Messages accepted (answered 200). */
  accepted(): SolapiMessage[];
  status: number;
  close(): Promise<void>;
}

export async function startSolapiServer(): Promise<SolapiServer> {
  let server: Server;
  const state: SolapiServer = {
    url: "",
    requests: [],
    accepted: () => state.requests.filter((r) => r.status === 200).flatMap((r) => r.messages),
    status: 200,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
  server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (chunk: Buffer) => chunks.push(chunk));
    req.on("end", () => {
      let body: { messages?: SolapiMessage[] } = {};
      try {
        body = JSON.parse(Buffer.concat(chunks).toString("utf8"));
      } catch {}
      const status = state.status;
      const messages = body.messages ?? [];
      state.requests.push({ headers: req.headers, path: req.url ?? "", messages, status });
      res.writeHead(status, { "Content-Type": "application/json" });
      if (status !== 200) {
        res.end(
          JSON.stringify({
            errorCode: status >= 500 ? "InternalError" : "ValidationError",
            errorMessage: "잘못된 요청입니다",
          }),
        );
        return;
      }
      const n = messages.length;
      res.end(
        JSON.stringify({
          groupInfo: {
            groupId: `G${Date.now()}`,
            count: {
              total: n,
              sentTotal: 0,
              sentFailed: 0,
              sentSuccess: 0,
              sentPending: n,
              sentReplacement: 0,
              refund: 0,
              registeredFailed: 0,
              registeredSuccess: n,
            },
          },
          failedMessageList: [],
          messageList: messages.map((m, i) => ({ messageId: `M${i}`, to: m.to, from: m.from, statusCode: "2000" })),
        }),
      );
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  state.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return state;
}
