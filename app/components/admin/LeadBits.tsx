import { Repeat2, TriangleAlert } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { inputClass } from "#app/components/ui/field";
import { cn } from "#app/lib/cn";
import { isLeadStatus, LEAD_STATUS_LABELS, LEAD_STATUSES, type LeadStatus } from "#domain/lead";
import { formatPhone, phoneHref } from "#domain/phone";
import { leadPath, useLeadFetcher } from "./use-lead-fetcher";

/** Each status keeps one colour on every lead screen. */
export const STATUS_TONES: Record<LeadStatus, string> = {
  new: "border-brand-200 bg-brand-50 text-brand-800 dark:border-brand-800 dark:bg-brand-950 dark:text-brand-200",
  consulting: "border-amber-200 bg-amber-50 text-amber-900 dark:border-amber-800 dark:bg-amber-950 dark:text-amber-200",
  contracted:
    "border-emerald-200 bg-emerald-50 text-emerald-800 dark:border-emerald-800 dark:bg-emerald-950 dark:text-emerald-200",
  on_hold:
    "border-violet-200 bg-violet-50 text-violet-800 dark:border-violet-800 dark:bg-violet-950 dark:text-violet-200",
  closed: "border-slate-200 bg-slate-100 text-slate-700 dark:border-slate-700 dark:bg-slate-800 dark:text-slate-300",
};

/** The form fields' look at the 40 px height of the lead screens' rows of controls (one padding, one font size). */
export const compactFieldClass = `${inputClass.replace("px-3.5 py-2.5", "px-3 py-0").replace("text-[15px]", "text-sm")} h-10`;

const badge =
  "inline-flex shrink-0 items-center gap-1 rounded-md px-1.5 py-0.5 text-xs font-semibold whitespace-nowrap";

export function StatusBadge({ status }: { status: LeadStatus }) {
  return <span className={cn(badge, "border", STATUS_TONES[status])}>{LEAD_STATUS_LABELS[status]}</span>;
}

export function RepeatBadge({ title }: { title?: string }) {
  return (
    <span className={cn(badge, "bg-sky-100 text-sky-800 dark:bg-sky-950 dark:text-sky-200")} title={title}>
      <Repeat2 className="size-3.5" aria-hidden />
      재문의
    </span>
  );
}

export function OverdueBadge() {
  return <span className={cn(badge, "bg-red-600 text-white dark:bg-red-500")}>지남</span>;
}

export function InvalidNumberBadge() {
  return (
    <span className={cn(badge, "bg-amber-100 text-amber-900 dark:bg-amber-900/60 dark:text-amber-100")}>
      <TriangleAlert className="size-3.5" aria-hidden />
      번호 확인 필요
    </span>
  );
}

/** The number as staff dial it; a stored number today's rule refuses is shown flagged, never hidden. */
export function ContactLink({
  contact,
  valid,
  className = "",
}: {
  contact: string;
  valid: boolean;
  className?: string;
}) {
  return (
    <span className={cn("inline-flex flex-wrap items-center gap-x-2 gap-y-1", className)}>
      <a
        href={phoneHref(contact)}
        className="font-medium tabular-nums text-slate-800 underline-offset-2 hover:text-brand-600 hover:underline dark:text-slate-100 dark:hover:text-brand-300"
      >
        {formatPhone(contact)}
      </a>
      {!valid && <InvalidNumberBadge />}
    </span>
  );
}

/**
 * A select that saves on its own. It shows the person's choice at once; the save goes once they settle (arrow
 * keys on a closed select change it once per press), and what shows afterwards is what was sent until the
 * page's data catches up, then the data: a failed save falls back to the stored value by itself.
 */
export function useSettledChoice(stored: string, sent: string | undefined, save: (value: string) => void) {
  const [choice, setChoice] = useState<string | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const settled = sent ?? stored;
  const settledRef = useRef(settled);
  settledRef.current = settled;
  const change = (next: string) => {
    setChoice(next);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => {
      setChoice(null);
      if (next !== settledRef.current) save(next);
    }, 350);
  };
  return { shown: choice ?? settled, change };
}

/**
 * The status of a lead as a select that saves on its own, going back with an error toast when the save fails.
 * Without JavaScript a 변경 button posts the same form and comes back to `returnTo`.
 */
export function LeadStatusSelect({
  id,
  status,
  label,
  returnTo,
  className = "",
}: {
  id: number;
  status: LeadStatus;
  label: string;
  returnTo?: string;
  className?: string;
}) {
  const fetcher = useLeadFetcher({ success: "상태를 변경했습니다", failure: "상태를 변경하지 못했습니다" });
  const sent = fetcher.formData?.get("status");
  const { shown, change } = useSettledChoice(status, isLeadStatus(sent) ? sent : undefined, (next) =>
    fetcher.submit({ intent: "status", status: next }, { method: "post", action: leadPath(id) }),
  );
  const tone = isLeadStatus(shown) ? STATUS_TONES[shown] : STATUS_TONES[status];
  return (
    <fetcher.Form
      method="post"
      action={leadPath(id)}
      className={cn("flex items-center gap-2", className)}
      aria-busy={fetcher.state !== "idle"}
    >
      <input type="hidden" name="intent" value="status" />
      <select
        name="status"
        aria-label={label}
        value={shown}
        onChange={(e) => change(e.target.value)}
        className={cn(
          "h-9 w-full min-w-24 cursor-pointer rounded-lg border py-0 pr-8 pl-2.5 text-sm font-semibold transition focus:ring-2 focus:ring-brand-500/30 focus:outline-none",
          tone,
        )}
      >
        {LEAD_STATUSES.map((s) => (
          <option key={s} value={s}>
            {LEAD_STATUS_LABELS[s]}
          </option>
        ))}
      </select>
      {returnTo !== undefined && <NoScriptSubmit returnTo={returnTo} />}
    </fetcher.Form>
  );
}

/** Without JavaScript nothing saves on change: this button posts the form and the action sends the browser back. */
export function NoScriptSubmit({ returnTo, label = "변경" }: { returnTo: string; label?: string }) {
  return (
    <noscript>
      <button
        type="submit"
        name="returnTo"
        value={returnTo}
        className="h-9 rounded-lg border border-slate-300 px-2 text-sm font-semibold dark:border-slate-700"
      >
        {label}
      </button>
    </noscript>
  );
}
