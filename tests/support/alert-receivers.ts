import { createServer as createHttpServer, type IncomingHttpHeaders, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { SMTPServer } from "smtp-server";

/** A port nothing listens on yet (a receiver that is down until `up()`). */
async function freePort(): Promise<number> {
  const probe = createHttpServer();
  await new Promise<void>((resolve) => probe.listen(0, "127.0.0.1", resolve));
  const { port } = probe.address() as AddressInfo;
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

/** One e-mail as the SMTP server accepted it, decoded. */
export interface ReceivedMail {
  messageId: string;
  subject: string;
  from: string;
  to: string[];
  text: string;
  html: string;
}

/** RFC 2047 words (`=?UTF-8?B?…?=`) in a header. */
function decodeWords(value: string): string {
  return value
    .replace(/\?=\s+=\?/g, "?==?")
    .replace(/=\?([^?]+)\?([BbQq])\?([^?]*)\?=/g, (_, _charset: string, encoding: string, data: string) =>
      encoding.toUpperCase() === "B"
        ? Buffer.from(data, "base64").toString("utf8")
        : Buffer.from(
            data
              .replace(/_/g, " ")
              .replace(/=([0-9A-F]{2})/gi, (_m, h: string) => String.fromCharCode(Number.parseInt(h, 16))),
            "latin1",
          ).toString("utf8"),
    );
}

function splitPart(raw: string): { headers: Map<string, string>; body: string } {
  const at = raw.indexOf("\r\n\r\n");
  const head = at < 0 ? raw : raw.slice(0, at);
  const body = at < 0 ? "" : raw.slice(at + 4);
  const headers = new Map<string, string>();
  for (const line of head.replace(/\r\n[ \t]+/g, " ").split("\r\n")) {
    const colon = line.indexOf(":");
    if (colon > 0) headers.set(line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim());
  }
  return { headers, body };
}

function decodeBody(body: string, encoding: string | undefined): string {
  const e = (encoding ?? "").toLowerCase();
  if (e === "base64") return Buffer.from(body.replace(/\s+/g, ""), "base64").toString("utf8");
  if (e === "quoted-printable") {
    const bytes = body
      .replace(/=\r\n/g, "")
      .replace(/=([0-9A-F]{2})/gi, (_m, h: string) => String.fromCharCode(Number.parseInt(h, 16)));
    return Buffer.from(bytes, "latin1").toString("utf8");
  }
  return Buffer.from(body, "latin1").toString("utf8");
}

/** Enough MIME for the alert's text + HTML message (single part or multipart/alternative). */
export function parseMail(raw: string, envelopeTo: string[]): ReceivedMail {
  const { headers, body } = splitPart(raw);
  const mail: ReceivedMail = {
    messageId: headers.get("message-id") ?? "",
    subject: decodeWords(headers.get("subject") ?? ""),
    from: decodeWords(headers.get("from") ?? ""),
    to: envelopeTo,
    text: "",
    html: "",
  };
  const type = headers.get("content-type") ?? "text/plain";
  const boundary = /boundary="?([^";]+)"?/i.exec(type)?.[1];
  const parts = boundary
    ? body
        .split(`--${boundary}`)
        .slice(1)
        .filter((p) => !p.startsWith("--"))
        .map((p) => splitPart(p.replace(/^\r\n/, "")))
    : [{ headers, body }];
  for (const part of parts) {
    const partType = part.headers.get("content-type") ?? "text/plain";
    const decoded = decodeBody(part.body, part.headers.get("content-transfer-encoding"));
    if (partType.startsWith("text/html")) mail.html = decoded;
    else if (partType.startsWith("text/plain")) mail.text = decoded;
  }
  return mail;
}

export type MailMode = "ok" | "reject";

/** A real SMTP server (no TLS, no login) that keeps what it accepted; `reject` answers 451 to MAIL FROM. */
export interface MailReceiver {
  url: string;
  mails: ReceivedMail[];
  /** MAIL FROM commands refused while in `reject` mode. */
  refused: number;
  mode: MailMode;
  up(): Promise<void>;
  /** Stops listening: connections are refused. */
  down(): Promise<void>;
}

export async function startMailReceiver(options: { listening?: boolean } = {}): Promise<MailReceiver> {
  const port = await freePort();
  let server: SMTPServer | null = null;
  const receiver: MailReceiver = {
    url: `smtp://127.0.0.1:${port}`,
    mails: [],
    refused: 0,
    mode: "ok",
    up: async () => {
      if (server) return;
      const s = new SMTPServer({
        authOptional: true,
        disabledCommands: ["STARTTLS", "AUTH"],
        logger: false,
        // Going down is immediate, like a server that stops.
        closeTimeout: 100,
        disableReverseLookup: true,
        onMailFrom(_address, _session, callback) {
          if (receiver.mode === "ok") return callback();
          receiver.refused++;
          callback(Object.assign(new Error("4.3.0 일시적으로 받을 수 없습니다"), { responseCode: 451 }));
        },
        onData(stream, session, callback) {
          const chunks: Buffer[] = [];
          stream.on("data", (chunk: Buffer) => chunks.push(chunk));
          stream.on("end", () => {
            const to = session.envelope.rcptTo.map((r) => r.address);
            receiver.mails.push(parseMail(Buffer.concat(chunks).toString("latin1"), to));
            callback();
          });
        },
      });
      await new Promise<void>((resolve, reject) => {
        s.once("error", reject);
        s.listen(port, "127.0.0.1", () => resolve());
      });
      server = s;
    },
    down: async () => {
      const s = server;
      server = null;
      if (s) await new Promise<void>((resolve) => s.close(() => resolve()));
    },
  };
  if (options.listening !== false) await receiver.up();
  return receiver;
}

export interface ReceivedHook {
  headers: IncomingHttpHeaders;
  body: unknown;
  /** The status this receiver answered. */
  status: number;
}

/** A local webhook endpoint: answers `status` (200 by default) after `delayMs`, and keeps every request. */
export interface HookReceiver {
  url: string;
  requests: ReceivedHook[];
  /** Requests answered 2xx: what counts as delivered. */
  delivered(): ReceivedHook[];
  status: number;
  delayMs: number;
  up(): Promise<void>;
  down(): Promise<void>;
}

export async function startHookReceiver(options: { listening?: boolean } = {}): Promise<HookReceiver> {
  const port = await freePort();
  let server: Server | null = null;
  const receiver: HookReceiver = {
    url: `http://127.0.0.1:${port}/hooks/leads`,
    requests: [],
    delivered: () => receiver.requests.filter((r) => r.status >= 200 && r.status < 300),
    status: 200,
    delayMs: 0,
    up: async () => {
      if (server) return;
      const s = createHttpServer((req, res) => {
        const chunks: Buffer[] = [];
        req.on("data", (chunk: Buffer) => chunks.push(chunk));
        req.on("end", () => {
          const status = receiver.status;
          let body: unknown = null;
          try {
            body = JSON.parse(Buffer.concat(chunks).toString("utf8"));
          } catch {
            body = Buffer.concat(chunks).toString("utf8");
          }
          setTimeout(() => {
            receiver.requests.push({ headers: req.headers, body, status });
            res.writeHead(status, { "Content-Type": "text/plain" }).end(status < 300 ? "ok" : "no");
          }, receiver.delayMs);
        });
      });
      await new Promise<void>((resolve, reject) => {
        s.once("error", reject);
        s.listen(port, "127.0.0.1", () => resolve());
      });
      server = s;
    },
    down: async () => {
      const s = server;
      server = null;
      if (!s) return;
      s.closeAllConnections();
      await new Promise((resolve) => s.close(resolve));
    },
  };
  if (options.listening !== false) await receiver.up();
  return receiver;
}

/** The lead id a received alert is about: from the Message-ID (`<lead-12.email@host>`) or the webhook body. */
export const mailLeadId = (mail: ReceivedMail) => Number(/<lead-(\d+)\.email@/.exec(mail.messageId)?.[1] ?? 0);
export const hookLeadId = (hook: ReceivedHook) => Number((hook.body as { lead?: { id?: number } })?.lead?.id ?? 0);
