import { FileText, Plus, Sparkles, Trash2 } from "lucide-react";
import { Button } from "#app/components/ui/button";
import { Field, Input, inputClass, Options, Textarea } from "#app/components/ui/field";
import { benefitIcon } from "#app/components/vehicle/benefit-icons";
import { cn } from "#app/lib/cn";
import { BENEFIT_ICONS, DEFAULT_BENEFIT_ICON, isBenefitIconKey } from "#domain/benefit-icons";
import { templateBenefits, templateContractTerms, templateInsurance } from "#domain/new-vehicle-template";
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
  // The template's cards are offered, not filled in: each is a claim about this car only its owner can make.
  const suggestions = templateBenefits().filter((s) => !value.some((b) => b.title.trim() === s.title));
  return (
    <EditorSection
      title="이용 조건 및 혜택"
      testId="benefits-editor"
      description="고객 페이지에 그대로 표시됩니다. 이 차량에 해당하는 조건만 입력해주세요."
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
      {suggestions.length > 0 && value.length < MAX_BENEFITS && (
        <SuggestionChips
          label="자주 쓰는 조건 예시"
          hint="누르면 카드로 추가됩니다. 내용을 이 차량의 조건에 맞게 고쳐주세요."
          items={suggestions.map((s) => ({ key: s.title, text: s.title }))}
          onPick={(key) => {
            const picked = suggestions.find((s) => s.title === key);
            if (picked) onChange([...value, picked]);
          }}
        />
      )}
    </EditorSection>
  );
}

/** Examples offered under a section: each a button that adds it, so nothing is in the listing until picked. */
function SuggestionChips({
  label,
  hint,
  items,
  onPick,
}: {
  label: string;
  hint: string;
  items: readonly { key: string; text: string }[];
  onPick: (key: string) => void;
}) {
  return (
    <div
      className="mt-4 rounded-xl border border-dashed border-slate-300 p-3 dark:border-slate-700"
      data-testid="suggestions"
    >
      <p className="flex items-center gap-1.5 text-sm font-semibold text-slate-700 dark:text-slate-200">
        <Sparkles className="size-4 text-brand-600 dark:text-brand-400" aria-hidden />
        {label}
      </p>
      <p className="mt-0.5 text-xs text-slate-500 dark:text-slate-400">{hint}</p>
      <ul className="mt-2 flex flex-wrap gap-1.5">
        {items.map((item) => (
          <li key={item.key}>
            <button
              type="button"
              onClick={() => onPick(item.key)}
              className="inline-flex min-h-9 items-center gap-1 rounded-full border border-slate-200 bg-white px-3 py-1 text-sm text-slate-700 transition-colors hover:border-brand-400 hover:bg-brand-50 hover:text-brand-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 dark:border-slate-700 dark:bg-slate-800 dark:text-slate-200 dark:hover:border-brand-500 dark:hover:bg-brand-950 dark:hover:text-brand-200"
            >
              <Plus className="size-3.5" aria-hidden />
              {item.text}
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** A section's 예시 넣기: fills the empty fields with the template's example, for the owner to check and correct. */
function ExampleButton({ onClick, label }: { onClick: () => void; label: string }) {
  return (
    <Button variant="outline" size="sm" onClick={onClick} aria-label={label}>
      <Sparkles className="size-4" aria-hidden />
      예시 넣기
    </Button>
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
  const fillExample = () => {
    const example = templateInsurance();
    const keep = (mine: string, theirs: string) => (mine.trim() ? mine : theirs);
    onChange({
      책임한도: Object.fromEntries(
        LIMITS.map((k) => [k, keep(value.책임한도[k], example.책임한도[k])]),
      ) as Insurance["책임한도"],
      면책금: Object.fromEntries(
        DEDUCTIBLES.map((k) => [k, keep(value.면책금[k], example.면책금[k])]),
      ) as Insurance["면책금"],
    });
  };
  const full = [...Object.values(value.책임한도), ...Object.values(value.면책금)].every((v) => v.trim() !== "");
  return (
    <EditorSection
      title="보험 보장"
      testId="insurance-editor"
      description={VEHICLE_MESSAGES.insuranceHint}
      actions={full ? undefined : <ExampleButton onClick={fillExample} label="보험 보장 예시 넣기" />}
    >
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
  const example = templateContractTerms();
  const full = value.개인계약자.trim() !== "" && value.법인계약자.trim() !== "";
  return (
    <EditorSection
      title="계약 조건"
      testId="contract-terms-editor"
      description="운전 가능 연령과 경력 등 계약할 수 있는 조건을 적어주세요."
      actions={
        full ? undefined : (
          <ExampleButton
            label="계약 조건 예시 넣기"
            onClick={() =>
              onChange({
                개인계약자: value.개인계약자.trim() ? value.개인계약자 : example.개인계약자,
                법인계약자: value.법인계약자.trim() ? value.법인계약자 : example.법인계약자,
              })
            }
          />
        )
      }
    >
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
