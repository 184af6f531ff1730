import { createHash } from "node:crypto";
import { existsSync, readdirSync, readFileSync, renameSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { drizzle } from "drizzle-orm/pglite";
import { migrate } from "drizzle-orm/pglite/migrator";

const MIGRATIONS = path.resolve("drizzle");

/** Names the image by everything that shapes it: the migrations and the PGlite build. */
function imageName(): string {
  const hash = createHash("sha256");
  const files = readdirSync(MIGRATIONS, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.join(entry.parentPath, entry.name))
    .sort();
  for (const file of files) hash.update(file).update(readFileSync(file));
  hash.update(JSON.parse(readFileSync("node_modules/@electric-sql/pglite/package.json", "utf8")).version);
  return path.join(os.tmpdir(), `rentcar-pglite-${hash.digest("hex").slice(0, 16)}.tar`);
}

let image: Promise<Blob> | undefined;

/**
 * A migrated, empty embedded database as a dumped data directory, made once and kept in the temp folder for
 * every test file and worker: an app opened from it skips initdb (1-2 s, and some 500 MB held by the worker
 * until it ends) and the migrations. The file's name changes with the migrations, so a new one is never stale.
 */
export function migratedPgliteImage(): Promise<Blob> {
  image ??= (async () => {
    const file = imageName();
    if (!existsSync(file)) {
      // The same extensions and migrations as an app's own embedded database (server/db/client.ts).
      const client = new PGlite({ extensions: { pg_trgm } });
      try {
        await migrate(drizzle({ client }), { migrationsFolder: MIGRATIONS });
        const dump = await client.dumpDataDir("none");
        // Written aside and renamed, so a worker reading it never sees half a file.
        const partial = `${file}.${process.pid}.partial`;
        writeFileSync(partial, Buffer.from(await dump.arrayBuffer()));
        renameSync(partial, file);
      } finally {
        await client.close();
      }
    }
    return new Blob([readFileSync(file)]);
  })();
  return image;
}
