import { it } from "vitest";
import { noticesSurviveKill } from "../support/notices-kill";

// The embedded database; tests/postgres/notices-kill.test.ts runs the same on PostgreSQL.
// Two site starts (the first migrates a fresh database) take most of the time on a busy machine.
it(
  "delivers every receipt and partner notice exactly once after a SIGKILL and a restart",
  () => noticesSurviveKill(),
  180_000,
);
