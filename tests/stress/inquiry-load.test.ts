import { randomUUID } from "node:crypto";
import { expect, it } from "vitest";
import { inquiries } from "#server/db/schema";
import { jsonRequest } from "../support/test-app";
import { useTestApp } from "../support/use-test-app";

// Runs on the embedded database, and on PostgreSQL when TEST_DATABASE_URL is set (TEST_DB picks which).
const app = useTestApp({ env: { RATE_LIMIT_DISABLED: "true" } });

const CONCURRENT = 500;

it(`stores each of ${CONCURRENT} concurrent inquiries exactly once, and a retried key once`, async () => {
  const sent = Array.from({ length: CONCURRENT }, (_, i) => ({
    name: `부하 고객 ${i}`,
    contact: `010${String(10_000_000 + i).slice(-8)}`,
    region: "만 26세 이상",
    vehicle: "쏘렌토",
    idempotencyKey: randomUUID(),
  }));
  const answers = await Promise.all(
    sent.map(async (body) => {
      const res = await app.fetch("/api/inquiries", jsonRequest("POST", body));
      return { status: res.status, body: (await res.json()) as { success: boolean; id?: number } };
    }),
  );
  const acknowledged = answers.filter((a) => a.status === 201 && a.body.success);
  expect(acknowledged).toHaveLength(CONCURRENT);
  const ids = new Set(acknowledged.map((a) => a.body.id));
  expect(ids.size).toBe(CONCURRENT);

  // Every client retries its request at once: nothing new may be stored.
  const retries = await Promise.all(
    sent.map((body) =>
      app.fetch("/api/inquiries", jsonRequest("POST", body)).then((r) => r.json() as Promise<{ id: number }>),
    ),
  );
  expect(new Set(retries.map((r) => r.id))).toEqual(ids);

  const rows = await app.ctx.db.select({ id: inquiries.id, name: inquiries.name }).from(inquiries);
  expect(rows).toHaveLength(CONCURRENT);
  expect(new Set(rows.map((r) => r.name)).size).toBe(CONCURRENT);
}, 120_000);
