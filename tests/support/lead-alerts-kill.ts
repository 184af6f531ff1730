import { eq } from "drizzle-orm";
import { expect, vi } from "vitest";
import { notificationOutbox } from "#server/db/schema";
import { hookLeadId, mailLeadId, startHookReceiver, startMailReceiver } from "./alert-receivers";
import { freshSiteData } from "./site-data";
import { startSiteProcess } from "./site-process";

const LEADS = 6;

/** The (alert, channel) pairs whose attempt the process logged as failed. */
function failedAttempts(output: string): Set<string> {
  const seen = new Set<string>();
  for (const line of output.split("\n")) {
    if (!line.startsWith("{") || !line.includes("lead alert failed")) continue;
    const entry = JSON.parse(line) as { lead: number; channel: string };
    seen.add(`${entry.lead}:${entry.channel}`);
  }
  return seen;
}

/**
 * `server/main.ts` as a real process with its mail and webhook receivers down: leads are acknowledged (201),
 * their alerts fail, the process is killed (SIGKILL), the receivers come up, the process starts again on the
 * same data, and every acknowledged lead's alert arrives exactly once per channel.
 */
export async function alertsSurviveKill(): Promise<void> {
  const [mail, hook] = await Promise.all([
    startMailReceiver({ listening: false }),
    startHookReceiver({ listening: false }),
  ]);
  const data = await freshSiteData();
  const env = {
    NODE_ENV: "production",
    ...data.env,
    SEED_DEMO: "false",
    LOG_LEVEL: "info",
    RATE_LIMIT_DISABLED: "true",
    SMTP_URL: mail.url,
    NOTIFY_EMAIL_TO: "staff@rentpick.test",
    NOTIFY_WEBHOOK_URL: hook.url,
  };
  const people = Array.from({ length: LEADS }, (_, i) => ({
    name: `중단고객${String.fromCharCode(0xac00 + i * 28)}`,
    contact: `010${7000 + i}${5000 + i}`,
  }));
  let output = "";
  try {
    const first = await startSiteProcess(env);
    const ids: number[] = [];
    try {
      const answers = await Promise.all(
        people.map((who) =>
          fetch(`${first.url}/api/inquiries`, {
            method: "POST",
            headers: { "Content-Type": "application/json" },
            body: JSON.stringify({ ...who, vehicle: "그랜저" }),
          }),
        ),
      );
      for (const res of answers) {
        expect(res.status).toBe(201);
        ids.push(((await res.json()) as { id: number }).id);
      }
      // Killed once every alert has been tried against the dead receivers (and is waiting for its retry).
      await vi.waitFor(() => expect(failedAttempts(first.output()).size).toBe(LEADS * 2), {
        timeout: 30_000,
        interval: 20,
      });
    } finally {
      first.child.kill("SIGKILL");
      await first.stop();
      output += first.output();
    }

    await Promise.all([mail.up(), hook.up()]);
    const second = await startSiteProcess(env);
    const startedAt = performance.now();
    try {
      await vi.waitFor(
        () => {
          for (const id of ids) {
            expect(
              mail.mails.some((m) => mailLeadId(m) === id),
              `mail for lead ${id}`,
            ).toBe(true);
            expect(
              hook.delivered().some((h) => hookLeadId(h) === id),
              `webhook for lead ${id}`,
            ).toBe(true);
          }
        },
        { timeout: 60_000, interval: 50 },
      );
    } finally {
      // A clean stop finishes any delivery in flight, so what the receivers hold afterwards is final.
      expect(await second.stop("SIGTERM")).toBe(0);
      output += second.output();
    }
    const deliveredAfterMs = Math.round(performance.now() - startedAt);

    expect(mail.mails.map(mailLeadId).sort((a, b) => a - b)).toEqual([...ids].sort((a, b) => a - b));
    expect(
      hook
        .delivered()
        .map(hookLeadId)
        .sort((a, b) => a - b),
    ).toEqual([...ids].sort((a, b) => a - b));
    const database = await data.open();
    try {
      const rows = await database.db.select().from(notificationOutbox);
      expect(rows).toHaveLength(LEADS * 2);
      expect(rows.every((r) => r.status === "sent" && r.attempts >= 2)).toBe(true);
      expect(
        await database.db.select().from(notificationOutbox).where(eq(notificationOutbox.status, "pending")),
      ).toEqual([]);
      console.info(
        `[${database.kind}] ${ids.length} leads acknowledged with receivers down, SIGKILL, restart: every alert delivered once per channel ${deliveredAfterMs} ms after the restart`,
      );
    } finally {
      await database.close();
    }
    for (const who of people) {
      expect(output).not.toContain(who.name);
      expect(output).not.toContain(who.contact);
    }
  } finally {
    await Promise.all([mail.down(), hook.down()]);
    await data.remove();
  }
}
