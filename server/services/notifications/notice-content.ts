import { type BusinessHours, callBackNotice } from "#domain/business-hours";
import { formatDateTimeKo } from "#domain/datetime";
import { escapeHtml } from "#domain/html-escape";
import type { PartnerNotice, StaffNotice } from "#domain/lead-alerts";
import { type AlertMessage, messageHost, oneLine } from "./lead-alert-content";

/** The business as a receipt or notice names it (사이트 설정 over SITE_*). */
export interface NoticeSite {
  name: string;
  phone: string;
  email: string;
  /** The public origin (PUBLIC_URL, else the site's own URL). */
  url: string;
  /** 상담 시간 as set in 사이트 설정: what the receipt says of when the customer is called. */
  hours: BusinessHours;
}

/** What a receipt is about: the lead's number and when it arrived. */
export interface ReceiptLead {
  id: number;
  /** Digits, as stored. */
  contact: string;
  createdAt: Date;
}

/**
 * The receipt's webhook body, for an 알림톡/SMS gateway: `to` and `text` are the message. It carries no name nor
 * anything else a visitor typed, so the site never sends a stranger's words to a number.
 */
export interface ReceiptWebhookBody {
  type: "receipt";
  /** The customer's number, digits only (`01012345678`). */
  to: string;
  text: string;
  receipt: {
    leadId: number;
    siteName: string;
    sitePhone: string;
    /** ISO time the lead arrived. */
    receivedAt: string;
    /** When the customer will be called: callBackNotice outside 상담 시간, else that a consultant calls soon. */
    callBack: string;
  };
}

/** A partner notice's webhook body: chat services read `text`/`content`, a gateway the fields of `notice`. */
export interface PartnerWebhookBody {
  type: "partner";
  text: string;
  content: string;
  notice: PartnerNotice & { url: string };
}

/** Within 상담 시간 a consultant calls soon; outside them, when they will (the same words as the form's). */
export function receiptCallBack(at: Date, hours: BusinessHours): string {
  return callBackNotice(at, hours) ?? "담당 상담사가 곧 연락드리겠습니다.";
}

/** The customer's 접수 안내: a webhook body only (the gateway sends it to the number). */
export function receiptContent(lead: ReceiptLead, site: NoticeSite): AlertMessage & { webhook: ReceiptWebhookBody } {
  const siteName = oneLine(site.name);
  const callBack = receiptCallBack(lead.createdAt, site.hours);
  const text = `[${siteName}] 상담 신청이 접수되었습니다. ${callBack} 문의: ${site.phone}`;
  return {
    subject: `[${siteName}] 상담 신청 접수 안내`,
    text,
    html: `<p>${escapeHtml(text)}</p>`,
    messageId: `<receipt-${lead.id}.webhook@${messageHost(site.url)}>`,
    webhook: {
      type: "receipt",
      to: lead.contact,
      text,
      receipt: {
        leadId: lead.id,
        siteName,
        sitePhone: site.phone,
        receivedAt: lead.createdAt.toISOString(),
        callBack,
      },
    },
  };
}

/** Where in the partner centre the notice points: the sign-in page, or the listing. */
function partnerUrl(notice: PartnerNotice, siteUrl: string): string {
  const origin = siteUrl.replace(/\/$/, "");
  return notice.about === "application" ? `${origin}/partners-login` : `${origin}/partners`;
}

/** The notice's subject and its lines, in Korean. */
function partnerWords(notice: PartnerNotice, site: NoticeSite): { subject: string; lines: string[] } {
  const siteName = oneLine(site.name);
  const company = oneLine(notice.company);
  const contact = `궁금한 점은 ${site.phone} 또는 ${site.email}로 문의해주세요.`;
  if (notice.about === "application") {
    return notice.decision === "approved"
      ? {
          subject: `[${siteName}] 파트너 가입 신청이 승인되었습니다`,
          lines: [
            `${company} 담당자님, ${siteName} 파트너 가입 신청이 승인되었습니다.`,
            `로그인 아이디는 ${oneLine(notice.loginId)}입니다. 신청하신 비밀번호로 로그인해 매물을 등록하실 수 있습니다.`,
            contact,
          ],
        }
      : {
          subject: `[${siteName}] 파트너 가입 신청 결과 안내`,
          lines: [`${company} 담당자님, ${siteName} 파트너 가입 신청이 승인되지 않았습니다.`, contact],
        };
  }
  const title = oneLine(notice.title);
  const what = notice.change ? `'${title}' 매물의 수정 내용` : `등록하신 '${title}' 매물`;
  return notice.decision === "approved"
    ? {
        subject: `[${siteName}] 매물 승인 · ${title}`,
        lines: [
          `${company} 담당자님, ${what}이 검수를 통과해 사이트에 ${notice.change ? "반영" : "게시"}되었습니다.`,
          contact,
        ],
      }
    : {
        subject: `[${siteName}] 매물 반려 · ${title}`,
        lines: [
          `${company} 담당자님, ${what}이 반려되었습니다.`,
          `반려 사유: ${oneLine(notice.reason ?? "")}`,
          "파트너 센터에서 고친 뒤 다시 검수를 요청해주세요.",
          contact,
        ],
      };
}

/** A partner notice as an e-mail to the partner and a webhook body; `key` names it on every attempt. */
export function partnerNoticeContent(
  notice: PartnerNotice,
  site: NoticeSite,
  key: string,
  at: Date,
): AlertMessage & { webhook: PartnerWebhookBody } {
  const { subject, lines } = partnerWords(notice, site);
  const url = partnerUrl(notice, site.url);
  const text = [...lines, "", `바로가기: ${url}`, `안내 시각: ${formatDateTimeKo(at.toISOString())}`].join("\n");
  const html = [
    ...lines.map((line) => `<p>${escapeHtml(line)}</p>`),
    `<p><a href="${escapeHtml(url)}">${escapeHtml(url)}</a></p>`,
  ].join("\n");
  const chat = `${subject}\n${lines[0]}`;
  return {
    subject,
    text,
    html,
    messageId: `<${key}.email@${messageHost(site.url)}>`,
    webhook: { type: "partner", text: chat, content: chat, notice: { ...notice, url } },
  };
}

/**
 * A staff notice's webhook body: chat services read `text`/`content`, a gateway or a script `notice` (the facts,
 * with the admin page to open). It names no customer.
 */
export interface StaffWebhookBody {
  type: "staff";
  text: string;
  content: string;
  notice: StaffNotice & { url: string; count?: number };
}

/** The notice's subject, its lines and the admin page it points to. */
function staffWords(
  notice: StaffNotice,
  siteName: string,
  waiting: number,
): { subject: string; lines: string[]; path: string } {
  switch (notice.about) {
    case "held":
      return {
        subject: `[${siteName}] 스팸 의심 보류 ${waiting}건`,
        lines: [
          `스팸 의심으로 보류된 문의 ${waiting}건이 확인을 기다립니다.`,
          "같은 곳(회사, 통신사 공용 주소)에서 문의가 몰리면 실제 고객의 문의도 보류될 수 있습니다. 확인 후 정상 처리해주세요.",
        ],
        path: "/admin?tab=inquiries&view=held",
      };
    case "receipts-capped":
      return {
        subject: `[${siteName}] 고객 접수 안내 일일 한도 도달`,
        lines: [
          `최근 24시간 동안 보낸 고객 접수 안내가 한도(${notice.limit}건)에 이르러, 새 문의에는 접수 안내를 보내지 않고 있습니다.`,
          "문의는 모두 저장되고 관리자 알림도 그대로 갑니다. 짧은 시간에 문의가 몰렸다면 문의 목록을 확인해주세요.",
        ],
        path: "/admin?tab=inquiries",
      };
    case "partner-application":
      return {
        subject: `[${siteName}] 새 파트너 가입 신청 · ${oneLine(notice.company)}`,
        lines: [`${oneLine(notice.company)}에서 파트너 가입을 신청했습니다. 확인 후 승인 또는 거절해주세요.`],
        path: "/admin?tab=partners",
      };
    case "listing-review":
      return {
        subject: `[${siteName}] 검수 대기 · ${oneLine(notice.title)}`,
        lines: [
          `${oneLine(notice.company) || "파트너"}의 '${oneLine(notice.title)}' ${notice.change ? "매물 수정 내용" : "새 매물"}이 검수를 기다립니다.`,
          "승인해야 고객 페이지에 반영됩니다.",
        ],
        path: "/admin/listing-reviews",
      };
  }
}

/**
 * A notice to staff, where the new-lead alerts go: posts held in 스팸 의심 (`waiting`: how many wait now), the day's
 * receipts used up, a partner application, a listing waiting for 검수. `key` names it on every attempt.
 */
export function staffNoticeContent(
  notice: StaffNotice,
  site: NoticeSite,
  key: string,
  waiting = 0,
): AlertMessage & { webhook: StaffWebhookBody } {
  const { subject, lines, path } = staffWords(notice, oneLine(site.name), waiting);
  const url = `${site.url.replace(/\/$/, "")}${path}`;
  const text = [...lines, "", `확인하기: ${url}`].join("\n");
  const html = [
    ...lines.map((line) => `<p>${escapeHtml(line)}</p>`),
    `<p><a href="${escapeHtml(url)}">관리자 화면에서 보기</a></p>`,
  ].join("\n");
  const chat = `${subject} · ${url}`;
  return {
    subject,
    text,
    html,
    messageId: `<${key}.email@${messageHost(site.url)}>`,
    webhook: {
      type: "staff",
      text: chat,
      content: chat,
      notice: { ...notice, url, ...(notice.about === "held" ? { count: waiting } : {}) },
    },
  };
}
