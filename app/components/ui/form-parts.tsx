import { CheckCircle2, CircleAlert } from "lucide-react";
import { cn } from "#app/lib/cn";

/**
 * Spam bots fill every field; people never see or reach this one. The server reads a filled one as a bot's post (a
 * lead is held as 스팸 의심, never refused: server/services/leads/lead-intake.ts).
 */
export function HoneypotField({ id }: { id: string }) {
  return (
    <div aria-hidden="true" className="pointer-events-none absolute -left-[10000px] h-px w-px overflow-hidden">
      <label htmlFor={`${id}-website`}>웹사이트</label>
      <input id={`${id}-website`} name="website" type="text" tabIndex={-1} autoComplete="off" defaultValue="" />
    </div>
  );
}

/** What a lead form said last: sent (with the call-back notice when there is one), or why not. */
export type FormStatus = { kind: "success" | "error"; message: string; detail?: string | null } | null;

/** The form's failure message first, else the success line of the last send (with its call-back notice), else none. */
export function formStatus(message: string | null | undefined, done: { notice: string | null } | null, sent: string) {
  const status: FormStatus = message
    ? { kind: "error", message }
    : done
      ? { kind: "success", message: sent, detail: done.notice }
      : null;
  return status;
}

/** The answer at the top of a page's lead form, read out as it appears. */
export function FormStatusBox({ status, testId }: { status: NonNullable<FormStatus>; testId: string }) {
  return (
    <div
      role={status.kind === "error" ? "alert" : "status"}
      data-testid={testId}
      className={cn(
        "flex items-start gap-2.5 rounded-xl px-4 py-3.5 text-[15px] font-medium",
        status.kind === "success"
          ? "bg-emerald-50 text-emerald-900 ring-1 ring-emerald-100 dark:bg-emerald-950/60 dark:text-emerald-100 dark:ring-emerald-900/60"
          : "bg-red-50 text-red-800 ring-1 ring-red-100 dark:bg-red-950/60 dark:text-red-100 dark:ring-red-900/60",
      )}
    >
      {status.kind === "success" ? (
        <CheckCircle2 className="mt-0.5 size-5 shrink-0 text-emerald-600 dark:text-emerald-400" aria-hidden />
      ) : (
        <CircleAlert className="mt-0.5 size-5 shrink-0" aria-hidden />
      )}
      <div>
        <p>{status.message}</p>
        {status.detail && <p className="mt-1 text-sm font-normal opacity-90">{status.detail}</p>}
      </div>
    </div>
  );
}
