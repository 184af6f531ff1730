import { it } from "vitest";
import { noticesSurviveKill } from "../support/notices-kill";

// The embedded database; tests/postgres/notices-kill.test.ts runs the same on PostgreSQL.
// Two site starts (the first migrates a fresh database and creates the admin) take most of the time on a busy
// machine; the run took two minutes beside other work.
it(
  "delivers every receipt and partner notice exactly once after a SIGKILL and a restart",
  () => noticesSurviveKill(),
  300_000,
);
