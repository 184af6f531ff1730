import { defineConfig } from "vitest/config";

/**
 * API files about HTTP alone (the pace of request bodies, the tags of pages): the database answers them the same
 * way whichever it is, so they run once, on PGlite, and the PostgreSQL run keeps its time for the rest.
 */
const HTTP_ONLY_API_FILES = ["tests/api/slow-bodies.test.ts", "tests/api/seo-tags.test.ts"];

/** The build made current before the tests that use it run (tests/support/current-build.ts). */
const CURRENT_BUILD = ["tests/support/current-build.ts"];

const apiProject = (db: "pglite" | "postgres") => ({
  test: {
    name: `api-${db}`,
    globalSetup: CURRENT_BUILD,
    include: ["tests/api/**/*.test.ts"],
    exclude: db === "postgres" ? HTTP_ONLY_API_FILES : [],
    env: { TEST_DB: db },
    // The files share one module graph per worker: each one re-imported the whole server (about 2 s) in a fresh
    // process before. The server keeps its state per app context (WeakMaps keyed by it), and every file starts
    // its own app on its own database.
    isolate: false,
    // Deadlines, not durations: generous enough for a machine whose cores are busy with other work (test:busy).
    testTimeout: 90_000,
    hookTimeout: 180_000,
  },
});

export default defineConfig({
  test: {
    // Two files at a time even on two cores (Vitest's default there is one): API tests mostly wait on HTTP and
    // the database, so a second file runs in that time.
    maxWorkers: 2,
    projects: [
      {
        test: {
          name: "unit",
          testTimeout: 30_000,
          include: [
            "domain/**/*.test.ts",
            "server/**/*.test.ts",
            "app/**/*.test.{ts,tsx}",
            "tests/support/**/*.test.ts",
            "scripts/**/*.test.ts",
            "tests/lint/**/*.test.ts",
          ],
        },
      },
      apiProject("pglite"),
      // Whole `server/main.ts` processes on the embedded database (restart, signals, bad settings).
      {
        test: {
          name: "process",
          include: ["tests/process/**/*.test.ts"],
          globalSetup: CURRENT_BUILD,
          testTimeout: 300_000,
          hookTimeout: 300_000,
        },
      },
      // Slow load and fault tests: `npm run test:stress` (STRESS=1), on PGlite and, with TEST_DATABASE_URL, PostgreSQL.
      ...(process.env.STRESS
        ? [
            {
              test: {
                name: "stress",
                include: ["tests/stress/**/*.test.ts"],
                globalSetup: CURRENT_BUILD,
                env: { TEST_DB: "pglite" },
                testTimeout: 300_000,
                hookTimeout: 120_000,
              },
            },
            ...(process.env.TEST_DATABASE_URL
              ? [
                  {
                    test: {
                      name: "stress-postgres",
                      include: ["tests/stress/**/*.test.ts"],
                      globalSetup: CURRENT_BUILD,
                      env: { TEST_DB: "postgres" },
                      testTimeout: 300_000,
                      hookTimeout: 120_000,
                    },
                  },
                ]
              : []),
          ]
        : []),
      // Two built production processes on one PostgreSQL and one S3-protocol bucket behind a round-robin proxy:
      // `npm run test:cluster`, and in `npm test` whenever PostgreSQL is given.
      ...(process.env.TEST_DATABASE_URL || process.env.CLUSTER
        ? [
            {
              test: {
                name: "cluster",
                include: ["tests/cluster/**/*.test.ts"],
                globalSetup: CURRENT_BUILD,
                testTimeout: 180_000,
                hookTimeout: 240_000,
              },
            },
          ]
        : []),
      // The same API tests against a real PostgreSQL when one is given (CI sets it when a server answers).
      ...(process.env.TEST_DATABASE_URL
        ? [
            apiProject("postgres"),
            // Behaviour only a real server shows (connections dropping, concurrency).
            {
              test: {
                name: "postgres-only",
                include: ["tests/postgres/**/*.test.ts"],
                env: { TEST_DB: "postgres" },
                testTimeout: 60_000,
                hookTimeout: 60_000,
              },
            },
          ]
        : []),
    ],
  },
});
