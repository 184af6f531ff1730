import { isIP } from "node:net";
import { HELD_RETENTION_DAYS } from "#domain/lead-intake";
import type { SiteConfig } from "#domain/site-config";
import { publicSiteConfig } from "#domain/site-settings";
import type { AppContext } from "#server/context";
import { type AlertSettings, getAlertSettings } from "#server/services/outbox/alert-settings";
import { receiptsOn } from "#server/services/outbox/outbox";
import { siteSettingsForPage, siteSettingsSavedAt } from "./site-settings";

/** Someone who handles personal data for the business (개인정보 처리 위탁): what they do and who they are. */
export interface Processor {
  task: string;
  name: string;
}

/** What the 개인정보처리방침 and 이용약관 are built from: the business's settings and how the site is run. */
export interface PolicyFacts {
  site: SiteConfig;
  /** Days each kind of record is kept (INQUIRY_RETENTION_DAYS, held posts, PAGE_VIEW_RETENTION_DAYS). */
  retention: { leadDays: number; heldDays: number; pageViewDays: number };
  processors: Processor[];
  /** Whether a lead's number gets a 접수 안내 (RECEIPT_WEBHOOK_URL). */
  receipts: boolean;
  /** When 사이트 설정 was last saved (the policies' 시행일), or null while it never was. */
  since: string | null;
}

/** Companies behind the hosts a configured service commonly has, by the end of the host name. */
const PROVIDERS: [RegExp, string][] = [
  [/(^|\.)amazonaws\.com$/, "Amazon Web Services"],
  [/(^|\.)(gmail\.com|google\.com|googleapis\.com)$/, "Google"],
  [/(^|\.)(outlook\.com|office365\.com|office\.com|azure\.com|microsoft\.com)$/, "Microsoft"],
  [/(^|\.)(ncloud\.com|ntruss\.com|naverncp\.com|ncloudstorage\.com)$/, "네이버클라우드"],
  [/(^|\.)(naver\.com|worksmobile\.com)$/, "네이버"],
  [/(^|\.)(daum\.net|kakao\.com|kakaowork\.com)$/, "카카오"],
  [/(^|\.)slack\.com$/, "Slack"],
  [/(^|\.)(discord\.com|discordapp\.com)$/, "Discord"],
  [/(^|\.)sendgrid\.net$/, "SendGrid"],
  [/(^|\.)mailgun\.org$/, "Mailgun"],
  [/(^|\.)r2\.cloudflarestorage\.com$/, "Cloudflare"],
];

/** A host on the internet (not an address, not a machine of the business's own network). */
function isPublicHost(host: string): boolean {
  const name = host.replace(/^\[|\]$/g, "").toLowerCase();
  return isIP(name) === 0 && name.includes(".") && !/\.(local|internal|lan|localdomain|localhost)$/.test(name);
}

function hostOf(url: string | undefined): string | null {
  if (!url) return null;
  try {
    const host = new URL(url).hostname.toLowerCase();
    return isPublicHost(host) ? host : null;
  } catch {
    return null;
  }
}

const providerOf = (host: string) => PROVIDERS.find(([pattern]) => pattern.test(host))?.[1];

/** `Google (smtp.gmail.com)`, or the host alone when its company is not one the site knows. */
const named = (host: string) => {
  const provider = providerOf(host);
  return provider ? `${provider} (${host})` : host;
};

/**
 * The processors, as the site's settings show them: the mail server and the webhooks of the new-lead alerts, the
 * receipts and the partner notices (their host names only: a webhook's path is its key), the bucket of the photos, a managed database, and the hosting
 * company named in 사이트 설정. A service on the business's own machines is no one else's processing.
 */
function processors(ctx: AppContext, site: SiteConfig, alerts: AlertSettings): Processor[] {
  const { config } = ctx;
  const found: Processor[] = [];
  const mail = hostOf(config.notify.email?.smtpUrl.replace(/^smtps?:/, "https:"));
  if (mail) found.push({ task: "새 상담 신청 알림과 파트너 심사 결과 안내 메일 발송", name: named(mail) });
  const webhook = alerts.lead.on ? hostOf(alerts.lead.webhookUrl ?? undefined) : undefined;
  if (webhook) found.push({ task: "새 상담 신청 알림 전송 (메신저·알림톡/SMS)", name: named(webhook) });
  const receipt = alerts.receipt.on ? hostOf(alerts.receipt.webhookUrl ?? undefined) : undefined;
  if (receipt) found.push({ task: "상담 신청 접수 안내 메시지 발송 (알림톡/SMS)", name: named(receipt) });
  const partner = alerts.partner.on ? hostOf(alerts.partner.webhookUrl ?? undefined) : undefined;
  if (partner) found.push({ task: "파트너 심사 결과 안내 전송", name: named(partner) });
  if ((alerts.receipt.on && alerts.receipt.sms) || (alerts.partner.on && alerts.partner.sms))
    found.push({ task: "접수 안내·파트너 안내 알림톡/SMS 발송", name: "솔라피 (api.solapi.com)" });
  if (config.s3) {
    const bucketHost = config.s3.endpoint ? hostOf(config.s3.endpoint) : "s3.amazonaws.com";
    if (bucketHost) found.push({ task: "후기 사진 등 이미지 보관", name: named(bucketHost) });
  }
  const database = hostOf(config.databaseUrl?.replace(/^postgres(ql)?:/, "https:"));
  const databaseProvider = database ? providerOf(database) : undefined;
  // The database's own address stays private: only the company that runs it is named.
  if (databaseProvider) found.push({ task: "데이터베이스 보관", name: databaseProvider });
  if (site.hostingProvider.trim()) found.push({ task: "사이트 서버 운영 (호스팅)", name: site.hostingProvider });
  return found;
}

export async function policyFacts(ctx: AppContext): Promise<PolicyFacts> {
  const [site, savedAt, alerts] = await Promise.all([
    siteSettingsForPage(ctx),
    siteSettingsSavedAt(ctx).catch(() => null),
    getAlertSettings(ctx),
  ]);
  const { inquiryRetentionDays, pageViewRetentionDays } = ctx.config;
  return {
    site: publicSiteConfig(site),
    retention: {
      leadDays: inquiryRetentionDays,
      heldDays: Math.min(HELD_RETENTION_DAYS, inquiryRetentionDays),
      pageViewDays: pageViewRetentionDays,
    },
    processors: processors(ctx, site, alerts),
    receipts: await receiptsOn(ctx),
    since: savedAt?.toISOString() ?? null,
  };
}
