import { useId } from "react";
import { inputClass } from "#app/components/ui/field";
import { cn } from "#app/lib/cn";
import { CALL_TIME_LABELS, CALL_TIMES, CUSTOMER_TYPE_LABELS, CUSTOMER_TYPES } from "#domain/lead";

/**
 * 상담 희망 시간 and 고객 유형, optional on every lead form: what a consultant asks first on the phone. Selects, so a
 * choice can be taken back ("선택 안 함") and the form posts them without JavaScript too.
 */
export function LeadPreferenceFields({
  values = {},
  className = "grid grid-cols-2 gap-2",
  selectClassName = inputClass,
}: {
  /** What a refused post without JavaScript had chosen. */
  values?: Record<string, string | undefined>;
  className?: string;
  selectClassName?: string;
}) {
  const id = useId();
  return (
    <div className={className}>
      <div>
        <label htmlFor={`${id}-call-time`} className="sr-only">
          상담 희망 시간 (선택)
        </label>
        <select
          id={`${id}-call-time`}
          name="callTime"
          defaultValue={values.callTime ?? ""}
          className={cn(selectClassName, "pr-9")}
        >
          <option value="">상담 희망 시간</option>
          {CALL_TIMES.map((time) => (
            <option key={time} value={time}>
              {CALL_TIME_LABELS[time]}
            </option>
          ))}
        </select>
      </div>
      <div>
        <label htmlFor={`${id}-customer-type`} className="sr-only">
          고객 유형 (선택)
        </label>
        <select
          id={`${id}-customer-type`}
          name="customerType"
          defaultValue={values.customerType ?? ""}
          className={cn(selectClassName, "pr-9")}
        >
          <option value="">고객 유형</option>
          {CUSTOMER_TYPES.map((type) => (
            <option key={type} value={type}>
              {CUSTOMER_TYPE_LABELS[type]}
            </option>
          ))}
        </select>
      </div>
    </div>
  );
}
