import { Wand2 } from "lucide-react";
import { useId, useState } from "react";
import { panelClass } from "#app/components/admin/StatCards";
import { Button } from "#app/components/ui/button";
import { inputClass } from "#app/components/ui/field";
import {
  type BusinessHoursInput,
  businessHoursFromForm,
  HOLIDAYS_FIELD,
  hoursFieldName,
  hoursOfInput,
} from "#app/lib/business-hours-form";
import { cn } from "#app/lib/cn";
import { businessHoursText, WEEKDAY_LABELS } from "#domain/business-hours";

const errorClass = "text-sm text-red-600 dark:text-red-400";

/**
 * 상담 시간 in 사이트 설정: per weekday 휴무 or its times, and the holidays, one date a line. Plain form fields, so the
 * page's post without JavaScript sends them as they are; what a lead out of hours is told follows them.
 */
export function BusinessHoursFields({
  value,
  errors,
  hydrated,
  onEdit,
}: {
  value: BusinessHoursInput;
  errors: Record<string, string>;
  hydrated: boolean;
  /** A field was changed: its message (and the text button's) goes. */
  onEdit: (key: string) => void;
}) {
  const id = useId();
  const [closed, setClosed] = useState(() => value.days.map((d) => d.closed));
  const [written, setWritten] = useState<string | null>(null);
  const weekError = errors["businessHours.days"] ?? errors.businessHours;
  const holidaysError = errors["businessHours.holidays"];

  /** 운영시간's text from the hours as they stand in the form (the broker may still edit it before saving). */
  function writeText(button: HTMLButtonElement) {
    const form = button.form;
    const input = form ? businessHoursFromForm(new FormData(form)) : null;
    const hours = input && hoursOfInput(input);
    const field = form?.elements.namedItem("hours");
    if (!hours || !(field instanceof HTMLInputElement)) {
      setWritten("요일별 시간을 먼저 바르게 입력해주세요.");
      return;
    }
    field.value = businessHoursText(hours);
    onEdit("hours");
    setWritten(`운영시간을 "${field.value}"(으)로 채웠습니다. 저장하면 반영됩니다.`);
  }

  return (
    <fieldset aria-labelledby={`${id}-title`} className={cn(panelClass, "space-y-4 p-5 sm:p-6")}>
      <div>
        <h2 id={`${id}-title`} className="text-lg font-bold">
          상담 시간
        </h2>
        <p id={`${id}-about`} className="text-sm text-slate-500 dark:text-slate-400">
          상담 시간 밖에 들어온 문의에는 다음 상담 시작 시각(예: "내일 오전 9시 이후")을 안내합니다. 접수 완료 화면과
          고객에게 가는 접수 안내에 쓰입니다.
        </p>
      </div>
      <div className="divide-y divide-slate-100 dark:divide-slate-800" data-testid="business-hours-week">
        {WEEKDAY_LABELS.map((label, i) => {
          const openError = errors[`businessHours.days.${i}.open`];
          const closeError = errors[`businessHours.days.${i}.close`];
          const rowError = openError ?? closeError;
          const errorId = `${id}-day-${i}-error`;
          return (
            <fieldset
              key={label}
              className="grid grid-cols-[2.5rem_auto] items-center gap-x-3 gap-y-2 py-3 sm:grid-cols-[3rem_6rem_1fr]"
              aria-describedby={rowError ? errorId : undefined}
            >
              {/* A legend sits outside the grid; the visible day is a cell and the legend names the row for readers. */}
              <legend className="sr-only">{label}요일</legend>
              <span aria-hidden className="row-span-2 self-center text-base font-bold sm:row-span-1">
                {label}
              </span>
              <label className="inline-flex min-h-11 items-center gap-2 text-sm font-semibold">
                <input
                  type="checkbox"
                  name={hoursFieldName(i, "closed")}
                  className="size-5 accent-brand-600"
                  defaultChecked={value.days[i]?.closed}
                  onChange={(event) => {
                    const checked = event.currentTarget.checked;
                    setClosed((now) => now.map((c, j) => (j === i ? checked : c)));
                    onEdit(`businessHours.days.${i}.close`);
                    onEdit(`businessHours.days.${i}.open`);
                    onEdit("businessHours.days");
                  }}
                />
                휴무
              </label>
              <div className="col-start-2 flex items-center gap-2 sm:col-start-3">
                {(["open", "close"] as const).map((part, k) => (
                  <span key={part} className="contents">
                    {k === 1 && (
                      <span aria-hidden className="text-slate-400">
                        ~
                      </span>
                    )}
                    <label className="sr-only" htmlFor={`${id}-${i}-${part}`}>
                      {label}요일 {part === "open" ? "시작" : "종료"} 시간
                    </label>
                    <input
                      id={`${id}-${i}-${part}`}
                      type="time"
                      name={hoursFieldName(i, part)}
                      data-field={`businessHours.days.${i}.${part}`}
                      defaultValue={value.days[i]?.[part]}
                      // 휴무 days keep their times (sent and ignored), so unticking brings them back.
                      readOnly={hydrated && closed[i]}
                      aria-invalid={Boolean(part === "open" ? openError : closeError)}
                      aria-describedby={rowError ? errorId : undefined}
                      className={cn(
                        inputClass,
                        "min-w-0 flex-1 tabular-nums sm:w-40 sm:flex-none",
                        hydrated && closed[i] && "opacity-50",
                      )}
                      onInput={() => onEdit(`businessHours.days.${i}.${part}`)}
                    />
                  </span>
                ))}
              </div>
              {rowError && (
                <p id={errorId} className={cn(errorClass, "col-span-full")}>
                  {rowError}
                </p>
              )}
            </fieldset>
          );
        })}
      </div>
      {weekError && <p className={errorClass}>{weekError}</p>}
      <div className="space-y-1.5">
        <label htmlFor={`${id}-holidays`} className="block text-sm font-semibold text-slate-700 dark:text-slate-200">
          휴일
        </label>
        <textarea
          id={`${id}-holidays`}
          name={HOLIDAYS_FIELD}
          data-field="businessHours.holidays"
          defaultValue={value.holidays}
          rows={4}
          placeholder={"2026-12-25\n2027-01-01"}
          aria-invalid={Boolean(holidaysError)}
          aria-describedby={`${id}-holidays-message`}
          className={cn(inputClass, "min-h-28 font-mono tabular-nums sm:max-w-xs")}
          onInput={() => onEdit("businessHours.holidays")}
        />
        <p
          id={`${id}-holidays-message`}
          className={holidaysError ? errorClass : "text-sm text-slate-500 dark:text-slate-400"}
        >
          {holidaysError ?? "하루 종일 쉬는 날을 한 줄에 하나씩 YYYY-MM-DD로 적어주세요 (공휴일, 임시 휴무)."}
        </p>
      </div>
      {hydrated && (
        <div className="flex flex-wrap items-center gap-3">
          <Button type="button" variant="outline" onClick={(event) => writeText(event.currentTarget)}>
            <Wand2 className="size-4" aria-hidden />
            운영시간 문구 자동 작성
          </Button>
          <p className="text-sm text-slate-500 dark:text-slate-400" aria-live="polite">
            {written ?? "위 시간으로 고객센터의 운영시간 문구를 채웁니다."}
          </p>
        </div>
      )}
    </fieldset>
  );
}
