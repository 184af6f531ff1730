import { FileText, Plus, Trash2 } from "lucide-react";
import { Button } from "#app/components/ui/button";
import { Field, Input, inputClass, Options, Textarea } from "#app/components/ui/field";
import { benefitIcon } from "#app/components/vehicle/benefit-icons";
import { cn } from "#app/lib/cn";
import { BENEFIT_ICONS, DEFAULT_BENEFIT_ICON, isBenefitIconKey } from "#domain/benefit-icons";
import type { Benefit, ContractTerms, Insurance } from "#domain/vehicle";
import { MAX_BENEFITS, MAX_REQUIRED_DOCUMENTS, VEHICLE_MESSAGES } from "#domain/vehicle-input";
import { EditorSection, FieldError, IconButton } from "./EditorSection";
import { removeAt, replaceAt } from "./list-ops";

/** The icon select's choices: each icon's stored key, shown by its Korean name. */
const ICON_CHOICES = BENEFIT_ICONS.map((icon) => ({ value: icon.key, label: icon.label }));

const errorAt = (errors: Record<string, string>, prefix: string) =>
  Object.entries(errors).find(([k]) => k === prefix || k.startsWith(`${prefix}.`))?.[1];

/** 혜택: icon, title and description per card; add and remove. */
export function BenefitsEditor({
  value,
  onChange,
  errors = {},
}: {
  value: Benefit[];
  onChange: (benefits: Benefit[]) => void;
  errors?: Record<string, string>;
}) {
  const set = (index: number, change: Partial<Benefit>) =>
    onChange(replaceAt(value, index, { ...value[index]!, ...change }));
  return (
    <EditorSection
      title="이용 조건 및 혜택"
      testId="benefits-editor"
      actions={
        <Button
          variant="outline"
          size="sm"
          disabled={value.length >= MAX_BENEFITS}
          onClick={() => onChange([...value, { icon: DEFAULT_BENEFIT_ICON, title: "", desc: "" }])}
        >
          <Plus className="size-4" aria-hidden />
          혜택 추가
        </Button>
      }
    >
      {value.length === 0 ? (
        <p className="text-sm text-slate-500 dark:text-slate-400">등록된 혜택이 없습니다.</p>
      ) : (
        <ol className="space-y-3">
          {value.map((benefit, index) => {
            const Icon = benefitIcon(benefit.icon);
            const known = isBenefitIconKey(benefit.icon);
            return (
              <li
                // biome-ignore lint/suspicious/noArrayIndexKey: cards have no identity of their own; inputs are controlled
                key={index}
                className="grid grid-cols-[2.5rem_minmax(0,1fr)_auto] gap-x-3 gap-y-2 rounded-xl bg-slate-50 p-3 sm:grid-cols-[2.5rem_9rem_minmax(0,1fr)_auto] dark:bg-slate-800/50"
              >
                <span className="inline-flex size-10 items-center justify-center rounded-xl bg-brand-100 text-brand-700 dark:bg-brand-950 dark:text-brand-300">
                  <Icon className="size-5" aria-hidden />
                </span>
                <label className="min-w-0">
                  <span className="sr-only">{index + 1}번째 혜택 아이콘</span>
                  <select
                    value={benefit.icon}
                    onChange={(e) => set(index, { icon: e.target.value })}
                    className={cn(inputClass, "h-10 py-1.5 pr-8 text-sm")}
                  >
                    {!known && <option value={benefit.icon}>{benefit.icon || "기본"}</option>}
                    <Options values={ICON_CHOICES} />
                  </select>
                </label>
                <IconButton
                  label={`${index + 1}번째 혜택 삭제`}
                  tone="danger"
                  onClick={() => onChange(removeAt(value, index))}
                  className="mt-1 sm:order-last"
                >
                  <Trash2 className="size-4" aria-hidden />
                </IconButton>
                <div className="col-span-full space-y-2 sm:col-span-1">
                  <input
                    value={benefit.title}
                    onChange={(e) => set(index, { title: e.target.value })}
                    aria-label={`${index + 1}번째 혜택 제목`}
                    placeholder="제목 (예: 최소 운전 연령 만 26세)"
                    maxLength={100}
                    aria-invalid={Boolean(errors[`benefits.${index}.title`])}
                    className={cn(inputClass, "h-10 py-1.5 text-sm font-semibold")}
                  />
                  <textarea
                    value={benefit.desc}
                    onChange={(e) => set(index, { desc: e.target.value })}
                    aria-label={`${index + 1}번째 혜택 설명`}
                    placeholder="설명"
                    rows={2}
                    maxLength={500}
                    className={cn(inputClass, "py-2 text-sm")}
                  />
                  <FieldError message={errorAt(errors, `benefits.${index}`)} />
                </div>
              </li>
            );
          })}
        </ol>
      )}
      <FieldError message={errors.benefits} />
    </EditorSection>
  );
}

const LIMITS = ["대인", "대물", "자손"] as const;
const DEDUCTIBLES = ["대인", "대물", "자손", "자차"] as const;

/**
 * 보험: 책임한도 (대인, 대물, 자손) and 면책금 (대인, 대물, 자손, 자차). All empty (no table) or all filled: once one
 * cell has a value every cell is required, so the customer's table has no blank amount in it.
 */
export function InsuranceEditor({
  value,
  onChange,
  errors = {},
}: {
  value: Insurance;
  onChange: (insurance: Insurance) => void;
  errors?: Record<string, string>;
}) {
  const required = [...Object.values(value.책임한도), ...Object.values(value.면책금)].some((v) => v.trim() !== "");
  return (
    <EditorSection title="보험 보장" testId="insurance-editor" description={VEHICLE_MESSAGES.insuranceHint}>
      <div className="grid gap-5 md:grid-cols-[3fr_4fr]">
        <fieldset>
          <legend className="text-sm font-bold text-slate-800 dark:text-slate-100">책임한도</legend>
          <div className="mt-2 grid grid-cols-3 gap-2">
            {LIMITS.map((key) => (
              <Field key={key} label={key} error={errors[`insurance.책임한도.${key}`]}>
                {(props) => (
                  <Input
                    {...props}
                    value={value.책임한도[key]}
                    onChange={(e) => onChange({ ...value, 책임한도: { ...value.책임한도, [key]: e.target.value } })}
                    aria-label={`책임한도 ${key}`}
                    aria-required={required}
                    maxLength={50}
                    className="px-3 text-sm"
                  />
                )}
              </Field>
            ))}
          </div>
        </fieldset>
        <fieldset>
          <legend className="text-sm font-bold text-slate-800 dark:text-slate-100">면책금</legend>
          <div className="mt-2 grid grid-cols-2 gap-2 sm:grid-cols-4">
            {DEDUCTIBLES.map((key) => (
              <Field key={key} label={key} error={errors[`insurance.면책금.${key}`]}>
                {(props) => (
                  <Input
                    {...props}
                    value={value.면책금[key]}
                    onChange={(e) => onChange({ ...value, 면책금: { ...value.면책금, [key]: e.target.value } })}
                    aria-label={`면책금 ${key}`}
                    aria-required={required}
                    maxLength={50}
                    className="px-3 text-sm"
                  />
                )}
              </Field>
            ))}
          </div>
        </fieldset>
      </div>
    </EditorSection>
  );
}

/** 계약 조건: the texts for 개인계약자 and 법인계약자. */
export function ContractTermsEditor({
  value,
  onChange,
  errors = {},
}: {
  value: ContractTerms;
  onChange: (terms: ContractTerms) => void;
  errors?: Record<string, string>;
}) {
  return (
    <EditorSection title="계약 조건" testId="contract-terms-editor">
      <div className="grid gap-4 md:grid-cols-2">
        <Field label="개인계약자" error={errors["contractTerms.개인계약자"]}>
          {(props) => (
            <Textarea
              {...props}
              value={value.개인계약자}
              onChange={(e) => onChange({ ...value, 개인계약자: e.target.value })}
              rows={4}
              maxLength={2000}
              className="text-sm"
            />
          )}
        </Field>
        <Field label="법인계약자" error={errors["contractTerms.법인계약자"]}>
          {(props) => (
            <Textarea
              {...props}
              value={value.법인계약자}
              onChange={(e) => onChange({ ...value, 법인계약자: e.target.value })}
              rows={4}
              maxLength={2000}
              className="text-sm"
            />
          )}
        </Field>
      </div>
    </EditorSection>
  );
}

/** 필요 서류: a list of document names. */
export function RequiredDocumentsEditor({
  value,
  onChange,
  errors = {},
}: {
  value: string[];
  onChange: (docs: string[]) => void;
  errors?: Record<string, string>;
}) {
  return (
    <EditorSection
      title="필요 서류"
      testId="documents-editor"
      actions={
        <Button
          variant="outline"
          size="sm"
          disabled={value.length >= MAX_REQUIRED_DOCUMENTS}
          onClick={() => onChange([...value, ""])}
        >
          <Plus className="size-4" aria-hidden />
          서류 추가
        </Button>
      }
    >
      {value.length === 0 ? (
        <p className="text-sm text-slate-500 dark:text-slate-400">등록된 서류가 없습니다.</p>
      ) : (
        <ol className="grid gap-2 sm:grid-cols-2">
          {value.map((doc, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: documents are plain strings that may repeat while typing
            <li key={index}>
              <div className="flex items-center gap-1.5">
                <FileText className="size-4 shrink-0 text-slate-400" aria-hidden />
                <input
                  value={doc}
                  onChange={(e) => onChange(replaceAt(value, index, e.target.value))}
                  aria-label={`${index + 1}번째 필요 서류`}
                  placeholder="예: 운전면허증"
                  maxLength={100}
                  className={cn(inputClass, "h-10 py-1.5 text-sm")}
                />
                <IconButton
                  label={`${index + 1}번째 필요 서류 삭제`}
                  tone="danger"
                  onClick={() => onChange(removeAt(value, index))}
                >
                  <Trash2 className="size-4" aria-hidden />
                </IconButton>
              </div>
              <FieldError message={errors[`requiredDocuments.${index}`]} />
            </li>
          ))}
        </ol>
      )}
      <FieldError message={errors.requiredDocuments} />
    </EditorSection>
  );
}

/** 차량 소개: the free description under the details. */
export function DescriptionEditor({
  value,
  onChange,
  error,
}: {
  value: string;
  onChange: (text: string) => void;
  error?: string;
}) {
  return (
    <EditorSection title="차량 소개" testId="description-editor">
      <Field label="소개 문구" error={error} hint="고객 페이지 아래쪽에 표시됩니다.">
        {(props) => (
          <Textarea {...props} value={value} onChange={(e) => onChange(e.target.value)} rows={4} maxLength={5000} />
        )}
      </Field>
    </EditorSection>
  );
}
