import { it } from "vitest";
import { alertsSurviveKill } from "../support/lead-alerts-kill";

// The same as tests/process/lead-alerts-kill.test.ts, with the site process on PostgreSQL.
it("delivers every acknowledged lead's alerts exactly once per channel after a SIGKILL and a restart", () => alertsSurviveKill(), 120_000);
