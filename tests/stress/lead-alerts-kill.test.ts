import { it } from "vitest";
import { alertsSurviveKill } from "../support/lead-alerts-kill";

// `npm run test:stress` runs it once per database (TEST_DB), as the other kill tests.
// Two site starts (the first migrates a fresh database) take most of the time on a busy machine.
it(
  "delivers every acknowledged lead's alerts exactly once per channel after a SIGKILL and a restart",
  () => alertsSurviveKill(),
  180_000,
);
