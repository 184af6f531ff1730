import { CircleCheck, Trash2 } from "lucide-react";
import { useState } from "react";
import { Button } from "#app/components/ui/button";
import { ConfirmDialog } from "#app/components/ui/dialog";
import { FormMessage } from "#app/components/ui/field";
import { apiRequest } from "#app/lib/api-client";
import { cn } from "#app/lib/cn";
import { useHydrated } from "#app/lib/use-hydrated";
import { formatDateKo } from "#domain/datetime";
import {
  DEMO_DATA_FAILED,
  DEMO_DATA_LABEL,
  DEMO_DATA_NOTHING,
  type DemoDataSummary,
  demoDataConfirmText,
  hasDemoData,
} from "#domain/demo-data";
import { groupDigits } from "#domain/number-text";
import { panelClass } from "./StatCards";
import { useConfirmedAction } from "./use-confirmed-action";

const KINDS = [
  { key: "vehicles", label: "차량", unit: "대" },
  { key: "reviews", label: "후기", unit: "건" },
  { key: "boardPosts", label: "게시글", unit: "건" },
  { key: "photos", label: "사진", unit: "장" },
] as const;

/**
 * 사이트 설정's 데모 데이터: what the demo seed left (listings, reviews, posts, photos) and the one action that
 * removes it all, after a confirmation that counts what goes. The answer's own count is shown once it is done.
 */
export function DemoDataPanel({ summary }: { summary: DemoDataSummary }) {
  const hydrated = useHydrated();
  const [result, setResult] = useState<string | null>(null);
  const remove = useConfirmedAction<DemoDataSummary>({
    run: async () => {
      setResult(null);
      const answer = await apiRequest<{ message: string }>(
        "DELETE",
        "/api/demo-data",
        { confirm: true },
        {
          failureMessage: DEMO_DATA_FAILED,
        },
      );
      setResult(answer.message);
    },
    success: () => ({ title: "데모 데이터를 삭제했습니다." }),
    failure: (_t, error) => ({ title: DEMO_DATA_FAILED, description: error.message }),
  });
  const present = hasDemoData(summary);

  return (
    <section
      id="demo-data"
      aria-labelledby="demo-data-title"
      className={cn(panelClass, "space-y-4 p-5 sm:p-6")}
      data-testid="demo-data"
    >
      <div>
        <h2 id="demo-data-title" className="text-lg font-bold">
          데모 데이터
        </h2>
        <p className="text-sm text-slate-500 dark:text-slate-400">
          처음 설치할 때 채워진 예시 차량, 고객 후기, 게시글과 그 사진입니다. 실제 고객을 받기 전에 모두 지워주세요.
          직접 등록한 차량, 후기, 게시글과 문의는 그대로 남습니다.
        </p>
      </div>
      {present ? (
        <>
          <dl className="grid grid-cols-2 gap-2 sm:grid-cols-4">
            {KINDS.map((kind) => (
              <div key={kind.key} className="rounded-xl bg-slate-50 px-3.5 py-3 dark:bg-slate-800/60">
                <dt className="text-xs font-semibold text-slate-500 dark:text-slate-400">{kind.label}</dt>
                <dd className="mt-0.5 text-lg font-bold tabular-nums" data-count={kind.key}>
                  {groupDigits(summary[kind.key])}
                  <span className="ml-0.5 text-sm font-semibold text-slate-500 dark:text-slate-400">{kind.unit}</span>
                </dd>
              </div>
            ))}
          </dl>
          <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
            <p className="text-sm text-slate-600 dark:text-slate-300">
              삭제한 데모 데이터는 되돌릴 수 없고, 사이트를 다시 시작해도 다시 채워지지 않습니다.
            </p>
            <Button
              variant="danger"
              className="w-full sm:w-auto"
              // The deletion is a call from the page's script: before it runs, the button would do nothing.
              disabled={!hydrated || remove.pending}
              onClick={() => remove.ask(summary)}
            >
              <Trash2 className="size-4" aria-hidden />
              {DEMO_DATA_LABEL}
            </Button>
          </div>
        </>
      ) : (
        <p className="flex items-start gap-2 text-sm text-slate-700 dark:text-slate-200" data-testid="demo-data-none">
          <CircleCheck className="mt-0.5 size-4 shrink-0 text-emerald-600 dark:text-emerald-400" aria-hidden />
          <span>
            {DEMO_DATA_NOTHING}
            {summary.clearedAt &&
              ` ${formatDateKo(summary.clearedAt)}에 삭제했고, 사이트를 다시 시작해도 다시 채워지지 않습니다.`}
          </span>
        </p>
      )}
      {result && <FormMessage tone="success">{result}</FormMessage>}
      <ConfirmDialog
        open={remove.target !== null}
        title="데모 데이터를 모두 삭제할까요?"
        description={
          remove.target && (
            <>
              <strong className="font-semibold text-slate-900 dark:text-white">
                {demoDataConfirmText(remove.target)}
              </strong>{" "}
              직접 등록한 차량, 후기, 게시글과 문의는 그대로 남습니다. 삭제한 뒤에는 되돌릴 수 없습니다.
            </>
          )
        }
        confirmLabel="모두 삭제"
        danger
        pending={remove.pending}
        onConfirm={remove.confirm}
        onCancel={remove.cancel}
      />
    </section>
  );
}
