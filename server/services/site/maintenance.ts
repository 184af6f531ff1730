import { purgeExpiredSessions } from "../../auth/sessions";
import type { AppContext } from "../../context";
import { purgeExpiredUploadSlots } from "../media/upload-slots";
import { purgeOldRateEvents } from "./rate-limit";

const HOUR = 3600_000;

/** Housekeeping that must not pile up: expired sessions, upload slots, old rate-limit hits. */
export async function runMaintenance(ctx: AppContext): Promise<void> {
  await purgeExpiredSessions(ctx);
  await purgeExpiredUploadSlots(ctx);
  await purgeOldRateEvents(ctx);
}

export function startMaintenance(ctx: AppContext): () => void {
  const run = () => runMaintenance(ctx).catch((error: Error) => ctx.log.warn({ err: { message: error.message } }, "maintenance failed"));
  const first = setTimeout(run, 5_000);
  const timer = setInterval(run, HOUR);
  first.unref();
  timer.unref();
  return () => {
    clearTimeout(first);
    clearInterval(timer);
  };
}
