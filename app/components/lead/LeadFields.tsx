import { CircleAlert } from "lucide-react";
import { useId } from "react";
import { LeadContextFields } from "#app/components/lead/LeadContextFields";
import { LeadPreferenceFields } from "#app/components/lead/LeadPreferenceFields";
import { inputClass } from "#app/components/ui/field";
import { HoneypotField } from "#app/components/ui/form-parts";
import { cn } from "#app/lib/cn";
import type { FieldErrors } from "#app/lib/use-form-submit";
import { HOME_AGE_OPTIONS, QUOTE_AGE_OPTIONS } from "#domain/inquiry-text";
import { type LeadFormFields, leadFormAsks, type PageLead } from "#domain/lead-form";

/** The phone field's hint on the quote forms: every common way of writing a number is fine. */
export const PHONE_PLACEHOLDER = "010-1234-5678 (- 없이 입력해도 됩니다)";

/** A page's own form: labels above, name and number side by side from a tablet up. */
const PAGE = {
  label: "mb-1.5 block text-sm font-semibold text-slate-700 dark:text-slate-200",
  star: true,
  field: undefined,
  pair: "grid gap-4 sm:grid-cols-2",
  error: "mt-1.5 flex items-center gap-1 text-[13px] font-medium text-red-600 dark:text-red-400",
  icon: true,
  placeholder: { name: "이름을 입력해주세요", contact: "010-1234-5678", vehicle: "예: 쏘렌토 하이브리드" },
  age: "select",
  // Stacked on a phone: side by side, 상담 희망 시간 does not fit its half of 390 px.
  preferences: "grid gap-4 sm:grid-cols-2",
  consent: "rounded-xl bg-slate-50 px-3.5 py-1.5 dark:bg-slate-800/60",
  consentLabel:
    "flex min-h-11 cursor-pointer items-center gap-2.5 text-[15px] font-semibold text-slate-800 dark:text-slate-100",
} as const;

/**
 * How each lead form lays its fields out. `compact`: the home page's quick form beside the hero, labels for screen
 * readers only and the placeholders saying it all; `page`: a page's own consultation form; `quote`: the vehicle
 * page's 견적 문의, as `page` with the driver's age as cards; `dialog`: the contact bar's 견적 문의 dialog, one field
 * under another.
 */
const LOOKS = {
  compact: {
    label: "sr-only",
    star: false,
    field: undefined,
    pair: undefined,
    error: "mt-1 text-[13px] text-red-600 dark:text-red-400",
    icon: false,
    placeholder: { name: "이름*", contact: "연락처* (예: 010-1234-5678)", vehicle: "희망 차량*" },
    age: "select",
    preferences: "grid grid-cols-2 gap-2",
    consent: "relative rounded-xl bg-slate-50 px-3.5 py-1 dark:bg-slate-800/60",
    consentLabel:
      "flex min-h-11 cursor-pointer items-center gap-2.5 pr-14 text-sm font-medium text-slate-700 dark:text-slate-200",
  },
  page: PAGE,
  quote: {
    ...PAGE,
    placeholder: { ...PAGE.placeholder, contact: PHONE_PLACEHOLDER },
    age: "cards",
    preferences: "grid grid-cols-2 gap-2",
  },
  dialog: {
    label: "block text-sm font-semibold text-slate-700 dark:text-slate-200",
    star: true,
    field: "space-y-1.5",
    pair: undefined,
    error: "text-sm text-red-600 dark:text-red-400",
    icon: false,
    placeholder: { ...PAGE.placeholder, contact: PHONE_PLACEHOLDER },
    age: "checks",
    preferences: "grid grid-cols-2 gap-2",
    consent: "rounded-xl bg-slate-50 p-3.5 dark:bg-slate-800/60",
    consentLabel: "flex cursor-pointer items-center gap-2.5 text-[15px] font-semibold",
  },
} as const;

export type LeadFieldsLook = keyof typeof LOOKS;

/** A choice the form holds itself (its button waits for it): the value shown and where a change goes. */
interface Held<T> {
  value: T;
  onChange: (value: T) => void;
}

/**
 * The fields every lead form shares, with their error wiring (a message beside each field, `aria-invalid` and
 * `aria-describedby` on its control): the hidden ones (the idempotency key, the page and first touch, the honeypot),
 * name and number, the car where the page names none, the driver's age, 상담 희망 시간 and 고객 유형, and the
 * consent. What a form asks follows its lead (`leadFormAsks`); how it looks, its `look`. A field every lead form
 * adds goes here (and into domain/lead-form.ts and domain/lead-body.ts), and so into all of them at once.
 */
export function LeadFields({
  look,
  lead,
  errors,
  clearError,
  values = {},
  idempotencyKey,
  startedAt,
  vehicleDefault = "",
  age,
  agreed,
  consent,
  children,
}: {
  look: LeadFieldsLook;
  /** What the lead is about, as the page shows it: without `vehicle` the visitor names the car. */
  lead: PageLead;
  errors: FieldErrors;
  clearError: (name: string) => void;
  /** What a refused post without JavaScript had typed. */
  values?: Record<string, string>;
  idempotencyKey: string;
  /** When the server rendered the form; not on a kept page. */
  startedAt?: number;
  /** The car field's first value where the visitor names the car (the search query). */
  vehicleDefault?: string;
  /** The dialog's driver-age choice, which it holds (checkboxes that exclude each other; unchecking clears). */
  age?: Held<string>;
  /** The consent, where the form holds it (its button waits for it); otherwise the box keeps its own state. */
  agreed?: Held<boolean>;
  /** What the consent covers, under the box (a <details>, which opens without JavaScript too). */
  consent: React.ReactNode;
  /** The form's own fields between the asked ones and the preferences (the dialog's 보증금 분납). */
  children?: React.ReactNode;
}) {
  const id = useId();
  const style = LOOKS[look];
  const { asksVehicle } = leadFormAsks(lead);
  const describedBy = (name: string) => (errors[name] ? `${id}-${name}-error` : undefined);
  const wiring = (name: keyof LeadFormFields) => ({
    id: `${id}-${name}`,
    name,
    "aria-invalid": Boolean(errors[name]),
    "aria-describedby": describedBy(name),
    onInput: () => clearError(name),
  });
  const errorOf = (name: string) =>
    errors[name] ? (
      <p id={`${id}-${name}-error`} className={style.error}>
        {style.icon && <CircleAlert className="size-3.5 shrink-0" aria-hidden />}
        {errors[name]}
      </p>
    ) : null;
  const label = (name: string, text: string) => (
    <label htmlFor={`${id}-${name}`} className={style.label}>
      {text}
      {style.star && <Star />}
    </label>
  );
  const textField = (
    name: "name" | "contact" | "vehicle",
    text: string,
    input: React.InputHTMLAttributes<HTMLInputElement>,
  ) => (
    <div className={style.field}>
      {label(name, text)}
      <input
        {...wiring(name)}
        defaultValue={values[name] ?? ""}
        placeholder={style.placeholder[name]}
        required
        className={inputClass}
        {...input}
      />
      {errorOf(name)}
    </div>
  );
  const nameAndContact = (
    <>
      {textField("name", "이름", { type: "text", autoComplete: "name", maxLength: 30 })}
      {/* No length cap and no stripping: a pasted or autofilled number arrives whole; the server keeps its digits. */}
      {textField("contact", "연락처", { type: "tel", inputMode: "tel", autoComplete: "tel" })}
    </>
  );

  return (
    <>
      <input type="hidden" name="idempotencyKey" value={idempotencyKey} />
      <LeadContextFields startedAt={startedAt} />
      <HoneypotField id={id} />

      {style.pair ? <div className={style.pair}>{nameAndContact}</div> : nameAndContact}
      {asksVehicle &&
        textField("vehicle", "희망 차량", {
          type: "text",
          maxLength: 100,
          defaultValue: values.vehicle ?? vehicleDefault,
        })}

      {style.age === "select" && (
        <div>
          <label htmlFor={`${id}-region`} className={style.label}>
            운전자 연령
            {look === "page" && (
              <>
                {" "}
                <span className="font-normal text-slate-500 dark:text-slate-400">(선택)</span>
              </>
            )}
          </label>
          <select {...wiring("region")} defaultValue={values.region ?? ""} className={cn(inputClass, "pr-9")}>
            <option value="">{look === "page" ? "선택 안 함" : "운전자 연령 선택"}</option>
            {HOME_AGE_OPTIONS.map((option) => (
              <option key={option} value={option}>
                {option}
              </option>
            ))}
          </select>
          {errorOf("region")}
        </div>
      )}
      {style.age !== "select" && (
        <fieldset aria-describedby={describedBy("region")}>
          {style.age === "cards" ? (
            <legend className={style.label}>
              운전자 연령 선택
              <Star />
            </legend>
          ) : (
            <legend className="text-sm font-semibold text-slate-700 dark:text-slate-200">운전자 연령 선택</legend>
          )}
          <div className={style.age === "cards" ? "grid gap-2 sm:grid-cols-3" : "mt-2 grid gap-2"}>
            {QUOTE_AGE_OPTIONS.map((option, i) =>
              age ? (
                // Checkboxes that exclude each other: unchecking clears the choice.
                <label key={option} className={choiceClass(age.value === option)}>
                  <input
                    type="checkbox"
                    checked={age.value === option}
                    onChange={(event) => {
                      age.onChange(event.target.checked ? option : "");
                      clearError("region");
                    }}
                    aria-invalid={Boolean(errors.region)}
                    className="size-5 shrink-0 rounded accent-brand-600"
                  />
                  <span>{option}</span>
                </label>
              ) : (
                <label
                  key={option}
                  className="flex cursor-pointer items-center gap-3 rounded-xl border border-slate-200 px-3.5 py-3 transition hover:border-slate-300 has-[:checked]:border-brand-500 has-[:checked]:bg-brand-50 has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-brand-500/30 sm:flex-col sm:items-start sm:gap-1 dark:border-slate-700 dark:hover:border-slate-600 dark:has-[:checked]:border-brand-400 dark:has-[:checked]:bg-brand-950/60"
                >
                  <span className="flex items-center gap-2.5">
                    <input
                      type="radio"
                      name="region"
                      value={option}
                      required={i === 0}
                      defaultChecked={values.region === option}
                      aria-label={option}
                      aria-invalid={Boolean(errors.region)}
                      onChange={() => clearError("region")}
                      className="size-4.5 shrink-0 accent-brand-600"
                    />
                    <span className="text-[15px] font-semibold text-slate-800 dark:text-slate-100">
                      {option.split(" (")[0]}
                    </span>
                  </span>
                  <span className="text-xs text-slate-500 sm:pl-7 dark:text-slate-400">
                    {option.split(" (")[1]?.replace(/\)$/, "") ?? "기본 월 렌트료"}
                  </span>
                </label>
              ),
            )}
          </div>
          {errorOf("region")}
        </fieldset>
      )}

      {children}
      <LeadPreferenceFields values={values} className={style.preferences} />

      <div className={style.consent}>
        <label className={style.consentLabel}>
          <input
            type="checkbox"
            name="agreed"
            required
            {...(agreed ? { checked: agreed.value } : { defaultChecked: values.agreed === "on" })}
            onChange={(event) => {
              agreed?.onChange(event.target.checked);
              clearError("agreed");
            }}
            aria-invalid={Boolean(errors.agreed)}
            aria-describedby={describedBy("agreed")}
            className="size-5 shrink-0 rounded accent-brand-600"
          />
          개인정보 수집 및 이용 동의 (필수)
        </label>
        {consent}
        {errorOf("agreed")}
      </div>
    </>
  );
}

function Star() {
  return (
    <span aria-hidden className="ml-0.5 text-red-500">
      *
    </span>
  );
}

const choiceClass = (checked: boolean) =>
  `flex cursor-pointer items-center gap-3 rounded-xl border px-3.5 py-3 text-[15px] transition ${
    checked
      ? "border-brand-500 bg-brand-50 font-semibold text-brand-900 dark:border-brand-400 dark:bg-brand-950/60 dark:text-brand-100"
      : "border-slate-200 hover:border-slate-300 dark:border-slate-700 dark:hover:border-slate-600"
  }`;
