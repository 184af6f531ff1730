import { eq } from "drizzle-orm";
import { expect, vi } from "vitest";
import { notificationOutbox } from "#server/db/schema";
import { startHookReceiver, startMailReceiver } from "./alert-receivers";
import { rentalApplication } from "./partner-fixtures";
import { freshSiteData } from "./site-data";
import { startSiteProcess } from "./site-process";

const LEADS = 3;
const ADMIN = { username: "killadmin", password: "kill-test-admin-pw-1" };

/** The outbox rows whose attempt the process logged as failed (receipts and partner notices). */
function failedNotices(output: string): Set<string> {
  const seen = new Set<string>();
  for (const line of output.split("\n")) {
    if (!line.startsWith("{") || !line.includes("outbox notice failed")) continue;
    const entry = JSON.parse(line) as { notice: number };
    seen.add(String(entry.notice));
  }
  return seen;
}

/**
 * `server/main.ts` as a real process with the receipt gateway, the partner webhook and the mail server down:
 * leads are acknowledged and an application is approved, their receipts and notices fail, the process is killed
 * (SIGKILL), the receivers come up, the process starts again on the same data, and each receipt and notice arrives
 * exactly once.
 */
export async function noticesSurviveKill(): Promise<void> {
  const [mail, receipts, partnerHook] = await Promise.all([
    startMailReceiver({ listening: false }),
    startHookReceiver({ listening: false }),
    startHookReceiver({ listening: false }),
  ]);
  const data = await freshSiteData();
  const env = {
    NODE_ENV: "production",
    ...data.env,
    SEED_DEMO: "false",
    LOG_LEVEL: "info",
    RATE_LIMIT_DISABLED: "true",
    ADMIN_USERNAME: ADMIN.username,
    ADMIN_PASSWORD: ADMIN.password,
    SMTP_URL: mail.url,
    NOTIFY_EMAIL_TO: "staff@rentpick.test",
    RECEIPT_WEBHOOK_URL: receipts.url,
    PARTNER_WEBHOOK_URL: partnerHook.url,
  };
  const form = rentalApplication();
  const contacts = Array.from({ length: LEADS }, (_, i) => `010${6100 + i}${7300 + i}`);
  let output = "";
  try {
    const first = await startSiteProcess(env);
    const ids: number[] = [];
    let applicationId = 0;
    try {
      const answers = await Promise.all(
        contacts.map((contact, i) =>
          fetch(`${first.url}/api/inquiries`, {
            method: "POST",
            headers: { "Content-Type": "application/json" },
            body: JSON.stringify({
              name: `중단접수${String.fromCharCode(0xac00 + i * 28)}`,
              contact,
              vehicle: "그랜저",
            }),
          }),
        ),
      );
      for (const res of answers) {
        expect(res.status).toBe(201);
        ids.push(((await res.json()) as { id: number }).id);
      }
      const applied = await fetch(`${first.url}/api/partners`, {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify(form),
      });
      expect(applied.status).toBe(201);
      const login = await fetch(`${first.url}/api/auth/login`, {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify(ADMIN),
      });
      expect(login.status).toBe(200);
      const cookie = (login.headers.get("set-cookie") ?? "").split(";")[0] ?? "";
      const list = (await (await fetch(`${first.url}/api/partners`, { headers: { Cookie: cookie } })).json()) as {
        partners: { id: number; loginId: string }[];
      };
      applicationId = list.partners.find((p) => p.loginId === form.loginId)?.id ?? 0;
      const approved = await fetch(`${first.url}/api/partners/${applicationId}/approve`, {
        method: "POST",
        headers: { Cookie: cookie },
      });
      expect(approved.status).toBe(200);
      // Killed once every receipt and both notices (e-mail, webhook) have been tried against the dead receivers.
      await vi.waitFor(() => expect(failedNotices(first.output()).size).toBe(LEADS + 2), {
        timeout: 30_000,
        interval: 20,
      });
    } finally {
      first.child.kill("SIGKILL");
      await first.stop();
      output += first.output();
    }

    await Promise.all([mail.up(), receipts.up(), partnerHook.up()]);
    const second = await startSiteProcess(env);
    const receiptIds = () =>
      receipts
        .delivered()
        .map((h) => (h.body as { receipt?: { leadId?: number } }).receipt?.leadId ?? 0)
        .sort((a, b) => a - b);
    const partnerMails = () => mail.mails.filter((m) => m.to.includes(form.email));
    try {
      await vi.waitFor(
        () => {
          expect(receiptIds()).toEqual([...ids].sort((a, b) => a - b));
          expect(partnerMails()).toHaveLength(1);
          expect(partnerHook.delivered()).toHaveLength(1);
        },
        { timeout: 60_000, interval: 50 },
      );
    } finally {
      // A clean stop finishes any delivery in flight, so what the receivers hold afterwards is final.
      expect(await second.stop("SIGTERM")).toBe(0);
      output += second.output();
    }

    expect(receiptIds()).toEqual([...ids].sort((a, b) => a - b));
    expect(partnerMails()).toHaveLength(1);
    expect(partnerMails()[0]?.subject).toBe("[렌트픽] 파트너 가입 신청이 승인되었습니다");
    expect(partnerHook.delivered()).toHaveLength(1);
    expect(partnerHook.delivered()[0]?.body).toMatchObject({
      type: "partner",
      notice: { about: "application", applicationId, decision: "approved" },
    });
    const database = await data.open();
    try {
      const notices = (await database.db.select().from(notificationOutbox)).filter((r) => r.kind !== "lead");
      expect(notices).toHaveLength(LEADS + 2);
      expect(notices.every((r) => r.status === "sent" && r.attempts >= 2)).toBe(true);
      expect(
        await database.db.select().from(notificationOutbox).where(eq(notificationOutbox.status, "pending")),
      ).toEqual([]);
    } finally {
      await database.close();
    }
    // The log names rows and keys, never a number or an address.
    for (const contact of contacts) expect(output).not.toContain(contact);
    expect(output).not.toContain(form.email);
  } finally {
    await Promise.all([mail.down(), receipts.down(), partnerHook.down()]);
    await data.remove();
  }
}
