import { it } from "vitest";
import { noticesSurviveKill } from "../support/notices-kill";

// `npm run test:stress` runs it once per database (TEST_DB), as the other kill tests.
// Two site starts (the first migrates a fresh database and creates the admin) take most of the time on a busy
// machine; the run took two minutes beside other work.
it(
  "delivers every receipt and partner notice exactly once after a SIGKILL and a restart",
  () => noticesSurviveKill(),
  300_000,
);
