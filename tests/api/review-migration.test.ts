import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import { afterEach, expect, it } from "vitest";
import { type Database, openDatabase } from "#server/db/client";
import { createPostgresDatabase } from "../support/postgres-database";

// The migration that brought moderation, applied to a database that already has published reviews: they stay
// published, and a review written afterwards without a status waits.
const cleanups: (() => Promise<void> | void)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

/** drizzle/ as it was before the migration named `tag`: its journal cut just before it. */
function migrationsBefore(tag: string): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), "rentcar-migrations-"));
  cleanups.push(() => rmSync(dir, { recursive: true, force: true }));
  cpSync(path.resolve("drizzle"), dir, { recursive: true });
  const journalPath = path.join(dir, "meta", "_journal.json");
  const journal = JSON.parse(readFileSync(journalPath, "utf8")) as { entries: { tag: string }[] };
  const at = journal.entries.findIndex((e) => e.tag === tag);
  expect(at).toBeGreaterThan(0);
  journal.entries = journal.entries.slice(0, at);
  writeFileSync(journalPath, JSON.stringify(journal));
  return dir;
}

async function freshDatabase(): Promise<Database> {
  if (process.env.TEST_DB !== "postgres") {
    const database = await openDatabase({});
    cleanups.push(() => database.close());
    return database;
  }
  const created = await createPostgresDatabase();
  cleanups.push(created.drop);
  const database = await openDatabase({ url: created.url, poolSize: 2 });
  cleanups.push(() => database.close());
  return database;
}

async function migrateWith(database: Database, migrationsFolder: string) {
  if (database.kind === "pglite") {
    const { migrate } = await import("drizzle-orm/pglite/migrator");
    await migrate(database.db as never, { migrationsFolder });
  } else {
    const { migrate } = await import("drizzle-orm/node-postgres/migrator");
    await migrate(database.db as never, { migrationsFolder });
  }
}

it("keeps the reviews published before moderation public, and new rows wait", async () => {
  const database = await freshDatabase();
  await migrateWith(database, migrationsBefore("0005_review_moderation"));
  await database.db.execute(
    sql`INSERT INTO reviews (customer_name, vehicle_name, rating, content) VALUES ('홍길동', '쏘렌토', 5, '이전부터 게시된 후기입니다.')`,
  );

  await database.migrate();
  await database.db.execute(
    sql`INSERT INTO reviews (customer_name, vehicle_name, rating, content) VALUES ('김수', 'K5', 4, '상태 없이 저장된 새 후기입니다.')`,
  );
  const { rows } = (await database.db.execute(
    sql`SELECT customer_name, status FROM reviews ORDER BY id`,
  )) as unknown as { rows: { customer_name: string; status: string }[] };
  expect(rows).toEqual([
    { customer_name: "홍길동", status: "approved" },
    { customer_name: "김수", status: "pending" },
  ]);
});

it("gives listings with a percent deposit their list keys again, read by today's rule", async () => {
  const database = await freshDatabase();
  await migrateWith(database, migrationsBefore("0010_percent_deposits"));
  const plan = (deposit: string) => ({ period: "60개월", deposit, monthly: "45만원", totalKm: "2만km" });
  // Keys as the earlier rule wrote them: `30%` read as 30만원, in the 0-50 band.
  await database.db.execute(sql`
    INSERT INTO vehicles (slug, name, category, price_info, list_keys_stale, lowest_deposit, deposit_bands)
    VALUES ('percent', '쏘렌토', '중형 SUV', ${JSON.stringify([plan("30%")])}::jsonb, false, 300000, 1),
           ('amount', 'K5', '중형 세단', ${JSON.stringify([plan("300만원")])}::jsonb, false, 3000000, 8)`);

  // Up to 0010 and the migrations after it that leave list keys alone.
  await migrateWith(database, migrationsBefore("0014_sorted_lists"));
  const stale = async () =>
    (
      (await database.db.execute(
        sql`SELECT slug, list_keys_stale AS stale FROM vehicles ORDER BY slug`,
      )) as unknown as {
        rows: { slug: string; stale: boolean }[];
      }
    ).rows;
  expect(await stale()).toEqual([
    { slug: "amount", stale: false },
    { slug: "percent", stale: true },
  ]);
  // 0014 writes every listing's keys again: a maker's name is no longer read across word boundaries.
  await database.migrate();
  expect(await stale()).toEqual([
    { slug: "amount", stale: true },
    { slug: "percent", stale: true },
  ]);
});
