import { randomBytes } from "node:crypto";
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { isIP } from "node:net";
import { availableParallelism } from "node:os";
import path from "node:path";
import { z } from "zod";
import { newPasswordField } from "#domain/password";
import { type SiteConfig, siteConfigSchema } from "#domain/site-config";
import { isCommonPassword } from "./auth/common-passwords";
import type { S3Settings } from "./media/s3-storage";

const bool = z
  .enum(["true", "false", "1", "0", "yes", "no"])
  .transform((v) => v === "true" || v === "1" || v === "yes");

export type TrustProxy = false | number | string[];

const TRUST_PROXY_INVALID =
  "앞단 프록시 수(예: 1) 또는 프록시 주소·대역(예: 10.0.0.0/8, loopback)을 쉼표로 구분해 지정하세요. " +
  "true는 클라이언트가 직접 쓴 X-Forwarded-For 값을 믿게 되므로 받지 않습니다";

/** Express's names for the private ranges a proxy usually sits in. */
const NAMED_RANGES = new Set(["loopback", "linklocal", "uniquelocal"]);

function isAddressOrRange(entry: string): boolean {
  if (NAMED_RANGES.has(entry)) return true;
  const [address = "", bits, ...rest] = entry.split("/");
  const family = isIP(address);
  if (family === 0 || rest.length > 0) return false;
  if (bits === undefined) return true;
  if (!/^\d{1,3}$/.test(bits)) return false;
  return Number(bits) <= (family === 4 ? 32 : 128);
}

/** `false`/`0` (off), a hop count, or a list of addresses and ranges; anything else (`true` included) is undefined. */
export function parseTrustProxy(value: string): TrustProxy | undefined {
  const trimmed = value.trim();
  if (trimmed === "false" || trimmed === "0") return false;
  if (/^\d{1,2}$/.test(trimmed)) return Number(trimmed);
  const entries = trimmed.split(",").map((entry) => entry.trim());
  return entries.length > 0 && entries.every(isAddressOrRange) ? entries : undefined;
}

const VERIFICATION_INVALID = "발급받은 확인 코드(meta 태그의 content 값)만 입력하세요: 영문, 숫자, -, _ 로 된 8~100자";
/** The code a search console gives for its HTML-tag check, without the tag around it. */
const verificationCode = z
  .string()
  .regex(/^[\w-]{8,100}$/, VERIFICATION_INVALID)
  .optional();

/**
 * The site-wide bound on issued 견적서 a day. A quote is about 1.7 KB and stays 97 days (7 valid, 90 more as
 * 만료된 견적서), so the table holds at most about 0.8 GB however many clients ask; a real day issues far fewer,
 * since the same plan asked for again is answered with the quote already issued.
 */
export const DEFAULT_QUOTES_PER_DAY = 5_000;

const envSchema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default("0.0.0.0"),
  DATA_DIR: z.string().min(1).default("./data"),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, "postgres:// 로 시작하는 연결 문자열이어야 합니다")
    .optional(),
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(200).default(10),
  PUBLIC_URL: z.url().optional(),
  /** Host names the site answers besides PUBLIC_URL's (comma-separated: `www.example.kr,example.kr`). */
  ALLOWED_HOSTS: z.string().optional(),
  SESSION_SECRET: z.string().min(32).optional(),
  /**
   * The key 알림 설정's secrets (webhook addresses, the 알림톡/SMS provider's key and secret) are encrypted with in
   * the database; unset, one is derived from SESSION_SECRET. Changing it means entering those secrets again.
   */
  SETTINGS_KEY: z.string().min(32, "32자 이상이어야 합니다").optional(),
  ADMIN_USERNAME: z.string().min(3).max(50).optional(),
  /** Held to the same rule as every new password: a weak one refuses to start. */
  ADMIN_PASSWORD: newPasswordField(isCommonPassword).optional(),
  SEED_DEMO: bool.default(true),
  /**
   * Which proxies' X-Forwarded-* headers to believe: a hop count (1 = the one load balancer in front) or the
   * proxies' addresses and CIDR ranges. `true` is refused: it believes the leftmost X-Forwarded-For, which
   * the client writes itself.
   */
  TRUST_PROXY: z
    .string()
    .default("false")
    .refine((value) => parseTrustProxy(value) !== undefined, TRUST_PROXY_INVALID)
    .transform((value) => parseTrustProxy(value) ?? false),
  /** Days a raw page view is kept; the dashboard's daily figures stay after the rows are gone. */
  PAGE_VIEW_RETENTION_DAYS: z.coerce.number().int().min(1).default(90),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  /** Lifts the per-IP rate limits of public forms; meant for benchmarks only. */
  RATE_LIMIT_DISABLED: bool.default(false),
  /** Requests a second one address may make (ten seconds' worth at once) before it is answered 429 at once. */
  CLIENT_REQUESTS_PER_SECOND: z.coerce.number().int().min(1).max(100_000).default(30),
  /**
   * Server processes `npm start` runs under its supervisor on PostgreSQL (default: one per core); the embedded
   * database belongs to one process, so there it is always 1. A dead process is started again either way.
   */
  WEB_CONCURRENCY: z.coerce.number().int().min(1).max(64).optional(),
  /**
   * Pages one address may have rendered a second when the page cache does not hold them (three seconds' worth at
   * once), a render counted by its time (RENDER_UNIT_MS a page, server/http/page-cache.ts); past it, an earlier
   * version of the page or a light 503 answers instead of a render.
   */
  PAGE_RENDERS_PER_SECOND: z.coerce.number().int().min(1).max(10_000).default(4),
  /** An upload whose body stops arriving for this long is answered 408 and dropped. */
  UPLOAD_IDLE_SECONDS: z.coerce.number().int().min(1).max(600).default(15),
  /**
   * Every request body (uploads, price sheets, JSON, page forms) must arrive at this many bytes a second on
   * average, judged once BODY_RATE_GRACE_SECONDS have passed, and whole within BODY_MAX_SECONDS; otherwise it is
   * answered 408 and dropped, so a client dripping a byte at a time cannot hold a connection and what it sent.
   */
  BODY_MIN_BYTES_PER_SECOND: z.coerce
    .number()
    .int()
    .min(1)
    .max(100_000_000)
    .default(16 * 1024),
  BODY_RATE_GRACE_SECONDS: z.coerce.number().int().min(1).max(600).default(5),
  BODY_MAX_SECONDS: z.coerce.number().int().min(1).max(3600).default(60),
  /** Quotes the whole site may issue in 24 hours, counted in the database across instances. */
  QUOTES_PER_DAY: z.coerce.number().int().min(1).max(1_000_000).default(DEFAULT_QUOTES_PER_DAY),
  INQUIRY_RETENTION_DAYS: z.coerce
    .number()
    .int()
    .min(1)
    .default(365 * 3),
  /** New-lead e-mail: `smtp://user:pass@host:587` or `smtps://…:465`; sent to NOTIFY_EMAIL_TO (comma-separated). */
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, "smtp:// 또는 smtps:// 로 시작해야 합니다")
    .optional(),
  NOTIFY_EMAIL_TO: z.string().min(3).optional(),
  NOTIFY_EMAIL_FROM: z.string().min(3).optional(),
  /** New-lead webhook: a JSON POST (Slack, Discord, Teams, or an 알림톡/SMS gateway). */
  NOTIFY_WEBHOOK_URL: z.url({ protocol: /^https?$/, error: "http:// 또는 https:// 주소여야 합니다" }).optional(),
  /** The customer's 접수 안내: a JSON POST per lead to an 알림톡/SMS gateway; the consent texts then mention it. */
  RECEIPT_WEBHOOK_URL: z.url({ protocol: /^https?$/, error: "http:// 또는 https:// 주소여야 합니다" }).optional(),
  /** Partner notices (application and listing decisions): a JSON POST per decision. */
  PARTNER_WEBHOOK_URL: z.url({ protocol: /^https?$/, error: "http:// 또는 https:// 주소여야 합니다" }).optional(),
  /** Site ownership checks of Naver Search Advisor and Google Search Console, shown on the home page. */
  NAVER_SITE_VERIFICATION: verificationCode,
  GOOGLE_SITE_VERIFICATION: verificationCode,
  /** Media in an S3-compatible bucket instead of DATA_DIR/media: AWS S3, Cloudflare R2, Naver Cloud Object Storage. */
  S3_BUCKET: z
    .string()
    .regex(
      /^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/,
      "버킷 이름은 영문 소문자, 숫자, 점(.), 하이픈(-)으로 된 3~63자여야 합니다",
    )
    .optional(),
  /** The provider's address; unset for AWS itself. */
  S3_ENDPOINT: z.url({ protocol: /^https?$/, error: "http:// 또는 https:// 로 시작하는 주소여야 합니다" }).optional(),
  S3_REGION: z
    .string()
    .regex(/^[a-z0-9-]{2,40}$/, "리전 이름이어야 합니다 (예: ap-northeast-2, auto, kr-standard)")
    .optional(),
  S3_ACCESS_KEY_ID: z.string().min(1).max(200).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1).max(200).optional(),
  /** A CDN (or the bucket's public address) serving the bucket's files: `/media/…` redirects there. */
  MEDIA_PUBLIC_URL: z
    .url({ protocol: /^https?$/, error: "http:// 또는 https:// 로 시작하는 주소여야 합니다" })
    .optional(),
});

export type Env = z.infer<typeof envSchema>;

export interface Config {
  env: Env["NODE_ENV"];
  port: number;
  host: string;
  dataDir: string;
  mediaDir: string;
  databaseUrl: string | undefined;
  databasePoolSize: number;
  publicUrl: string | undefined;
  sessionSecret: string;
  /** SETTINGS_KEY: what 알림 설정's stored secrets are sealed with (server/shared/secret-box.ts). */
  settingsKey: string | undefined;
  admin: { username: string; password: string } | undefined;
  seedDemo: boolean;
  /** Express's `trust proxy`: false, a hop count, or the proxies' addresses and CIDR ranges. */
  trustProxy: TrustProxy;
  logLevel: Env["LOG_LEVEL"];
  rateLimitDisabled: boolean;
  /** Per-address request allowance before any session or database work (see http/client-pace). */
  clientRequestsPerSecond: number;
  inquiryRetentionDays: number;
  pageViewRetentionDays: number;
  /** New-lead alerts; a channel is on when its settings are present. */
  notify: {
    email: { smtpUrl: string; to: string[]; from: string } | undefined;
    webhookUrl: string | undefined;
    /** Where each lead's 접수 안내 is posted; unset, no receipt is sent and the consent texts do not mention one. */
    receiptWebhookUrl?: string;
    /** Where partner notices are posted (they are also e-mailed to the partner while `email` is set). */
    partnerWebhookUrl?: string;
  };
  site: SiteConfig;
  /** The search consoles' ownership codes, written into the home page's <head> when set. */
  siteVerification: { naver?: string; google?: string };
  /** Media in an S3-compatible bucket; undefined keeps them in `mediaDir`. */
  s3: S3Settings | undefined;
  /** Where `/media/…` redirects (a CDN in front of the bucket), without a trailing slash; undefined serves them here. */
  mediaPublicUrl: string | undefined;
  uploadIdleMs: number;
  /** How fast and how soon a request body must arrive (see http/body-pace). */
  bodyPace: { minBytesPerSecond: number; graceMs: number; maxMs: number };
  quotesPerDay: number;
  /** Server processes to run under the supervisor (1 on the embedded database). */
  webConcurrency: number;
  /** Uncached page renders one address may have a second (see http/page-cache). */
  pageRendersPerSecond: number;
  /**
   * Host names requests may name, PUBLIC_URL's first. Empty: any in development and tests; in production only
   * this machine's own names (localhost, 127.0.0.1, [::1]) until PUBLIC_URL or ALLOWED_HOSTS is set.
   */
  allowedHosts: string[];
}

export class ConfigError extends Error {}

/** Reads the session secret from the environment, else from DATA_DIR (created once), so a fresh clone just starts. */
function resolveSessionSecret(explicit: string | undefined, dataDir: string): string {
  if (explicit) return explicit;
  const file = path.join(dataDir, "session-secret");
  try {
    return readFileSync(file, "utf8").trim();
  } catch {
    mkdirSync(dataDir, { recursive: true });
    const secret = randomBytes(32).toString("hex");
    writeFileSync(file, secret, { mode: 0o600 });
    return secret;
  }
}

function formatIssues(error: z.ZodError): string {
  return error.issues.map((issue) => `  ${issue.path.join(".") || "(env)"}: ${issue.message}`).join("\n");
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  // An empty variable (common in .env files) means "not set".
  const source = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== undefined && value !== ""));
  const parsed = envSchema.safeParse(source);
  if (!parsed.success) throw new ConfigError(`환경 변수 설정이 올바르지 않습니다:\n${formatIssues(parsed.error)}`);
  const settings = parsed.data;
  if ((settings.ADMIN_USERNAME === undefined) !== (settings.ADMIN_PASSWORD === undefined)) {
    throw new ConfigError(
      "환경 변수 설정이 올바르지 않습니다:\n  ADMIN_USERNAME, ADMIN_PASSWORD: 둘 다 설정하거나 둘 다 비워 두세요",
    );
  }
  const site = siteConfigSchema.safeParse(
    Object.fromEntries(Object.entries(source).filter(([key]) => key.startsWith("SITE_"))),
  );
  if (!site.success) throw new ConfigError(`환경 변수 설정이 올바르지 않습니다:\n${formatIssues(site.error)}`);
  // The mail server is the environment's; who gets mail is 알림 설정's (NOTIFY_EMAIL_TO only its first value).
  if (settings.NOTIFY_EMAIL_TO !== undefined && settings.SMTP_URL === undefined) {
    throw new ConfigError(
      "환경 변수 설정이 올바르지 않습니다:\n  NOTIFY_EMAIL_TO: 메일을 보낼 서버(SMTP_URL)도 설정해주세요",
    );
  }
  const s3 = s3Settings(settings);
  const dataDir = path.resolve(settings.DATA_DIR);
  return {
    env: settings.NODE_ENV,
    port: settings.PORT,
    host: settings.HOST,
    dataDir,
    mediaDir: path.join(dataDir, "media"),
    databaseUrl: settings.DATABASE_URL,
    databasePoolSize: settings.DATABASE_POOL_SIZE,
    publicUrl: settings.PUBLIC_URL?.replace(/\/$/, ""),
    allowedHosts: [
      ...(settings.PUBLIC_URL ? [new URL(settings.PUBLIC_URL).hostname] : []),
      ...(settings.ALLOWED_HOSTS ?? "")
        .split(",")
        .map((h) => h.trim().toLowerCase())
        .filter(Boolean),
    ],
    sessionSecret: resolveSessionSecret(settings.SESSION_SECRET, dataDir),
    settingsKey: settings.SETTINGS_KEY,
    admin:
      settings.ADMIN_USERNAME && settings.ADMIN_PASSWORD
        ? { username: settings.ADMIN_USERNAME, password: settings.ADMIN_PASSWORD }
        : undefined,
    seedDemo: settings.SEED_DEMO,
    trustProxy: settings.TRUST_PROXY,
    logLevel: settings.LOG_LEVEL,
    rateLimitDisabled: settings.RATE_LIMIT_DISABLED,
    clientRequestsPerSecond: settings.CLIENT_REQUESTS_PER_SECOND,
    inquiryRetentionDays: settings.INQUIRY_RETENTION_DAYS,
    uploadIdleMs: settings.UPLOAD_IDLE_SECONDS * 1000,
    bodyPace: {
      minBytesPerSecond: settings.BODY_MIN_BYTES_PER_SECOND,
      graceMs: settings.BODY_RATE_GRACE_SECONDS * 1000,
      maxMs: settings.BODY_MAX_SECONDS * 1000,
    },
    quotesPerDay: settings.QUOTES_PER_DAY,
    pageRendersPerSecond: settings.PAGE_RENDERS_PER_SECOND,
    webConcurrency: settings.DATABASE_URL ? (settings.WEB_CONCURRENCY ?? availableParallelism()) : 1,
    pageViewRetentionDays: settings.PAGE_VIEW_RETENTION_DAYS,
    notify: {
      email: settings.SMTP_URL
        ? {
            smtpUrl: settings.SMTP_URL,
            to: (settings.NOTIFY_EMAIL_TO ?? "")
              .split(",")
              .map((a) => a.trim())
              .filter(Boolean),
            from: settings.NOTIFY_EMAIL_FROM ?? `${site.data.name} <${site.data.email}>`,
          }
        : undefined,
      webhookUrl: settings.NOTIFY_WEBHOOK_URL,
      receiptWebhookUrl: settings.RECEIPT_WEBHOOK_URL,
      partnerWebhookUrl: settings.PARTNER_WEBHOOK_URL,
    },
    site: site.data,
    siteVerification: {
      ...(settings.NAVER_SITE_VERIFICATION ? { naver: settings.NAVER_SITE_VERIFICATION } : {}),
      ...(settings.GOOGLE_SITE_VERIFICATION ? { google: settings.GOOGLE_SITE_VERIFICATION } : {}),
    },
    s3,
    mediaPublicUrl: settings.MEDIA_PUBLIC_URL?.replace(/\/+$/, ""),
  };
}

const invalid = (lines: string) => new ConfigError(`환경 변수 설정이 올바르지 않습니다:\n${lines}`);

/** The bucket settings, checked together: a half-configured bucket stops the start rather than losing uploads. */
function s3Settings(settings: Env): S3Settings | undefined {
  const { S3_BUCKET, S3_ENDPOINT, S3_REGION, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY, MEDIA_PUBLIC_URL } = settings;
  if ((S3_ACCESS_KEY_ID === undefined) !== (S3_SECRET_ACCESS_KEY === undefined))
    throw invalid("  S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY: 둘 다 설정하거나 둘 다 비워 두세요");
  if (!S3_BUCKET) {
    const stray = Object.entries({ S3_ENDPOINT, S3_REGION, S3_ACCESS_KEY_ID, MEDIA_PUBLIC_URL })
      .filter(([, value]) => value !== undefined)
      .map(([name]) => name);
    if (stray.length > 0)
      throw invalid(
        `  ${stray.join(", ")}: S3_BUCKET 없이는 쓰이지 않습니다. 오브젝트 스토리지를 쓰려면 S3_BUCKET 도 설정하세요` +
          (stray.includes("MEDIA_PUBLIC_URL")
            ? " (MEDIA_PUBLIC_URL 은 버킷 앞의 CDN 주소이며, 로컬 저장소로는 쓸 수 없습니다)"
            : ""),
      );
    return undefined;
  }
  if (!S3_REGION)
    throw invalid(
      "  S3_REGION: S3_BUCKET 을 쓸 때 필요합니다 (AWS 서울: ap-northeast-2, Cloudflare R2: auto, 네이버 클라우드: kr-standard)",
    );
  return {
    bucket: S3_BUCKET,
    endpoint: S3_ENDPOINT?.replace(/\/+$/, ""),
    region: S3_REGION,
    credentials:
      S3_ACCESS_KEY_ID && S3_SECRET_ACCESS_KEY
        ? { accessKeyId: S3_ACCESS_KEY_ID, secretAccessKey: S3_SECRET_ACCESS_KEY }
        : undefined,
  };
}
