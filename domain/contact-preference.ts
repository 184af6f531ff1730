/**
 * 연락 방법 and 연락 가능 시간: how and when a customer agreed to be contacted. The lead forms ask it; the admin shows
 * it on the lead and warns before a call the customer did not ask for. The windows are the 상담 희망 시간 the forms
 * already offer (lead.ts `CALL_TIMES`), given hours here. Times are Seoul's.
 */
import { seoulOf } from "./business-hours";
import type { CallTime } from "./lead";

export const CONTACT_CHANNELS = ["phone", "sms", "kakao"] as const;
export type ContactChannel = (typeof CONTACT_CHANNELS)[number];
export const CONTACT_CHANNEL_LABELS: Record<ContactChannel, string> = { phone: "전화", sms: "문자", kakao: "카카오톡" };

/** The hours of each window, [from, to) in minutes of the Seoul day; `now` is any time. */
export const CONTACT_WINDOWS: Record<Exclude<CallTime, "now">, { from: number; to: number; text: string }> = {
  morning: { from: 9 * 60, to: 12 * 60, text: "오전 9시~12시" },
  afternoon: { from: 12 * 60, to: 18 * 60, text: "오후 12시~6시" },
  evening: { from: 18 * 60, to: 21 * 60, text: "저녁 6시~9시" },
};

export interface ContactPreference {
  /** The channels the customer allows; empty is any (a lead from before the question). */
  channels: readonly ContactChannel[];
  /** The window the customer chose; null is any time. */
  callTime: CallTime | null;
}

/** `전화·카카오톡`, or `전화·문자·카카오톡` when the customer allowed any. */
export function channelsText(channels: readonly ContactChannel[]): string {
  return (channels.length ? channels : CONTACT_CHANNELS).map((c) => CONTACT_CHANNEL_LABELS[c]).join("·");
}

/** Whether `at` falls in the customer's window. */
export function withinContactWindow(callTime: CallTime | null, at: Date): boolean {
  if (callTime === null || callTime === "now") return true;
  const window = CONTACT_WINDOWS[callTime];
  const { minutes } = seoulOf(at);
  return minutes >= window.from && minutes < window.to;
}

/**
 * What staff are told before contacting a customer by `channel` at `at`, or null when the customer allowed it:
 * a channel they did not choose, or a time outside their window (or both).
 */
export function contactWarning(pref: ContactPreference, channel: ContactChannel, at: Date): string | null {
  const warnings: string[] = [];
  if (pref.channels.length && !pref.channels.includes(channel))
    warnings.push(`고객이 원한 연락 방법은 ${channelsText(pref.channels)}입니다.`);
  if (!withinContactWindow(pref.callTime, at) && pref.callTime && pref.callTime !== "now")
    warnings.push(`지금은 고객이 원한 연락 가능 시간(${CONTACT_WINDOWS[pref.callTime].text})이 아닙니다.`);
  return warnings.length ? warnings.join(" ") : null;
}
