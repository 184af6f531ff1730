import { it } from "vitest";
import { alertsSurviveKill } from "../support/lead-alerts-kill";

// The embedded database; tests/postgres/lead-alerts-kill.test.ts runs the same on PostgreSQL.
// Two site starts (the first migrates a fresh database) take most of the time on a busy machine.
it(
  "delivers every acknowledged lead's alerts exactly once per channel after a SIGKILL and a restart",
  () => alertsSurviveKill(),
  180_000,
);
