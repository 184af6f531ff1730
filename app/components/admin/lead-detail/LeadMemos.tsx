import { StickyNote } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { useActionData } from "react-router";
import { panelClass } from "#app/components/admin/StatCards";
import { leadPath, useLeadFetcher } from "#app/components/admin/use-lead-fetcher";
import { buttonClass } from "#app/components/ui/button";
import { inputClass } from "#app/components/ui/field";
import { LEAD_FORM_MESSAGES, type LeadActionResult, type LeadHistoryEvent } from "#app/lib/admin-leads";
import { cn } from "#app/lib/cn";
import { formatDateTimeKo } from "#domain/datetime";
import type { LeadDetail } from "#domain/lead";

export function MemoSection({ lead, history }: { lead: LeadDetail; history: LeadHistoryEvent[] }) {
  const fetcher = useLeadFetcher({ success: "메모를 추가했습니다" });
  const own = useActionData<LeadActionResult>();
  const ownMemo = own && !own.ok && own.intent === "memo" ? own : undefined;
  // Without JavaScript a failed post comes back as a new page: the typed text comes back with it.
  const [text, setText] = useState(ownMemo?.memo ?? "");
  const [localError, setLocalError] = useState<string | null>(null);
  const sentText = useRef<string | null>(null);
  const result = fetcher.data ?? ownMemo;
  const serverError = result && !result.ok && fetcher.state === "idle" ? result.message : undefined;
  const error = localError ?? serverError;
  const busy = fetcher.state !== "idle";

  useEffect(() => {
    // Cleared only once saved, and only if nothing new was typed meanwhile.
    if (fetcher.state === "idle" && fetcher.data?.ok && sentText.current !== null) {
      setText((current) => (current.trim() === sentText.current ? "" : current));
      sentText.current = null;
    }
  }, [fetcher.state, fetcher.data]);

  const memos = history.filter((e) => e.kind === "memo" && e.toValue);
  return (
    <section className={cn(panelClass, "p-5")} aria-labelledby="lead-memo-title">
      <h2 id="lead-memo-title" className="flex items-center gap-2 text-base font-bold">
        <StickyNote className="size-4 text-slate-400" aria-hidden />
        메모
      </h2>
      <fetcher.Form
        method="post"
        action={leadPath(lead.id)}
        className="mt-3 space-y-2"
        noValidate
        onSubmit={(event) => {
          if (!text.trim()) {
            event.preventDefault();
            setLocalError(LEAD_FORM_MESSAGES.memoEmpty);
            return;
          }
          setLocalError(null);
          sentText.current = text.trim();
        }}
      >
        <input type="hidden" name="intent" value="memo" />
        <label htmlFor="lead-memo" className="sr-only">
          새 메모
        </label>
        <textarea
          id="lead-memo"
          name="memo"
          rows={3}
          maxLength={2000}
          value={text}
          onChange={(e) => {
            setText(e.target.value);
            if (localError) setLocalError(null);
          }}
          placeholder="통화 내용, 고객 요청, 다음 할 일을 남겨주세요"
          aria-invalid={Boolean(error)}
          aria-describedby={error ? "lead-memo-error" : undefined}
          className={cn(inputClass, "min-h-24")}
        />
        {error && (
          <p id="lead-memo-error" role="alert" className="text-sm text-red-600 dark:text-red-400">
            {error}
          </p>
        )}
        <div className="flex justify-end">
          <button type="submit" disabled={busy} className={buttonClass("primary", "sm")}>
            {busy ? "저장 중..." : "메모 추가"}
          </button>
        </div>
      </fetcher.Form>
      {memos.length > 0 ? (
        <ol className="mt-4 space-y-3" aria-label="메모 목록 (최신순)">
          {memos.map((m) => (
            <li key={m.id} className="rounded-xl bg-slate-50 p-3 dark:bg-slate-800/60">
              <p className="text-sm whitespace-pre-wrap break-words">{m.toValue}</p>
              <p className="mt-1.5 text-xs text-slate-500 tabular-nums dark:text-slate-400">
                {m.actorName ?? "알 수 없음"} · {formatDateTimeKo(m.createdAt)}
              </p>
            </li>
          ))}
        </ol>
      ) : lead.memo ? (
        <p className="mt-4 rounded-xl bg-slate-50 p-3 text-sm whitespace-pre-wrap break-words dark:bg-slate-800/60">
          {lead.memo}
        </p>
      ) : (
        <p className="mt-4 text-sm text-slate-500 dark:text-slate-400">아직 메모가 없습니다.</p>
      )}
    </section>
  );
}
