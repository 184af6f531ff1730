import { expect, it } from "vitest";
import { inquiries } from "#server/db/schema";
import { runDailyMaintenance } from "#server/jobs/maintenance";
import { useTestApp } from "../support/use-test-app";

const app = useTestApp({ env: { INQUIRY_RETENTION_DAYS: "30" } });

const daysAgo = (n: number) => new Date(Date.now() - n * 24 * 3600_000);

it("the daily job deletes inquiries and quote requests older than the retention period, and nothing newer", async () => {
  await app.ctx.db.insert(inquiries).values([
    { name: "오래된 문의", contact: "01011112222", vehicle: "K5", createdAt: daysAgo(31) },
    { name: "최근 문의", contact: "01033334444", vehicle: "K5", createdAt: daysAgo(29) },
  ]);
  await app.ctx.db.insert(inquiries).values([
    { name: "오래된 견적", contact: "01055556666", vehicle: "", source: "quote-request", createdAt: daysAgo(40) },
    { name: "최근 견적", contact: "01077778888", vehicle: "", source: "quote-request", createdAt: daysAgo(1) },
  ]);
  await runDailyMaintenance(app.ctx);
  expect((await app.ctx.db.select().from(inquiries)).map((r) => r.name).sort()).toEqual(["최근 견적", "최근 문의"]);
});
