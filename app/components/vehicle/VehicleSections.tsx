import { CalendarDays, Check, FileText, Fuel, Gauge, IdCard, type LucideIcon } from "lucide-react";
import { cn } from "#app/lib/cn";
import { INQUIRE, isInquiryInsurance, isInquiryTerms } from "#domain/listing-facts";
import {
  type BasicInfo,
  type Benefit,
  type ContractTerms,
  type Insurance,
  MAIN_INFO_FIELDS,
  type MainInfoKey,
  OPTION_GROUP_LABELS,
  OPTION_GROUPS,
  type VehicleOptions,
} from "#domain/vehicle";
import { benefitIcon } from "./benefit-icons";

export function Section({ title, children, id }: { title: string; children: React.ReactNode; id?: string }) {
  return (
    <section
      aria-labelledby={id}
      className="defer-render rounded-2xl border border-slate-200/80 bg-white p-5 shadow-sm shadow-slate-900/[0.03] sm:p-6 dark:border-slate-800 dark:bg-slate-900/60"
    >
      <h2 id={id} className="text-lg font-bold tracking-tight text-slate-900 dark:text-white">
        {title}
      </h2>
      <div className="mt-4">{children}</div>
    </section>
  );
}

/** The icon of each 주요 정보 field, on the vehicle page and in the editor. */
export const MAIN_INFO_ICONS: Record<MainInfoKey, LucideIcon> = {
  제조연식: CalendarDays,
  주행거리: Gauge,
  차량번호: IdCard,
  연료: Fuel,
};

/** 연식, 주행거리, 차량번호, 연료 with the catalogue defaults for missing values. */
export function MainInfo({ info }: { info: BasicInfo }) {
  const items = MAIN_INFO_FIELDS.map((field) => ({
    label: field.label,
    value: info[field.key] || field.blank,
    icon: MAIN_INFO_ICONS[field.key],
  }));
  return (
    <Section title="주요 정보" id="vehicle-main-info">
      <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4" data-testid="main-info">
        {items.map(({ label, value, icon: Icon }) => (
          <div key={label} className="rounded-xl bg-slate-50 px-4 py-3.5 dark:bg-slate-800/60">
            <dt className="flex items-center gap-1.5 text-xs font-medium text-slate-500 dark:text-slate-400">
              <Icon className="size-3.5" aria-hidden />
              {label}
            </dt>
            <dd className="mt-1 font-bold text-slate-900 dark:text-white">{value}</dd>
          </div>
        ))}
      </dl>
    </Section>
  );
}

/** The four option groups, or the 전체옵션 free text, which replaces them when filled in. */
export function OptionsSection({ options }: { options: VehicleOptions }) {
  const free = options.전체옵션?.trim();
  const groups = OPTION_GROUPS.map((g) => ({ key: g, label: OPTION_GROUP_LABELS[g], items: options[g] ?? [] })).filter(
    (g) => g.items.length > 0,
  );
  if (!free && groups.length === 0) return null;
  return (
    <Section title="옵션" id="vehicle-options">
      {free ? (
        <p
          className="text-[15px] leading-relaxed whitespace-pre-line text-slate-700 dark:text-slate-300"
          data-testid="options-free-text"
        >
          {free}
        </p>
      ) : (
        <div className="grid gap-5 sm:grid-cols-2">
          {groups.map((group) => (
            <div key={group.key}>
              <h3 className="text-sm font-semibold text-slate-500 dark:text-slate-400">{group.label}</h3>
              <ul className="mt-2 flex flex-wrap gap-1.5">
                {group.items.map((item) => (
                  <li key={item} className="option-chip">
                    <Check />
                    {item}
                  </li>
                ))}
              </ul>
            </div>
          ))}
        </div>
      )}
    </Section>
  );
}

export function BenefitsSection({ benefits }: { benefits: readonly Benefit[] }) {
  if (benefits.length === 0) return null;
  return (
    <Section title="이용 조건 및 혜택" id="vehicle-benefits">
      <ul className="grid gap-3 sm:grid-cols-2">
        {benefits.map((benefit) => {
          const Icon = benefitIcon(benefit.icon);
          return (
            <li
              key={`${benefit.icon}-${benefit.title}`}
              className="flex gap-3 rounded-xl bg-slate-50 p-4 dark:bg-slate-800/60"
            >
              <span className="inline-flex size-10 shrink-0 items-center justify-center rounded-xl bg-brand-100 text-brand-700 dark:bg-brand-950 dark:text-brand-300">
                <Icon className="size-5" aria-hidden />
              </span>
              <div className="min-w-0">
                <p className="font-bold text-slate-900 dark:text-white">{benefit.title}</p>
                {benefit.desc && (
                  <p className="mt-0.5 text-sm leading-relaxed text-slate-600 dark:text-slate-400">{benefit.desc}</p>
                )}
              </div>
            </li>
          );
        })}
      </ul>
    </Section>
  );
}

/** A fact the listing's owner did not state: one line saying to ask the rental company, not a table of guesses. */
function NotStated({ testId }: { testId: string }) {
  return (
    <p
      className="rounded-xl bg-slate-50 px-4 py-3.5 text-[15px] font-semibold text-slate-800 dark:bg-slate-800/60 dark:text-slate-100"
      data-testid={testId}
    >
      {INQUIRE}
    </p>
  );
}

/** The insurance exactly as the listing's owner entered it; none, no section; marked 렌트사 문의, that line. */
export function InsuranceSection({ insurance }: { insurance: Insurance | null }) {
  if (!insurance) return null;
  if (isInquiryInsurance(insurance))
    return (
      <Section title="보험 보장" id="vehicle-insurance">
        <NotStated testId="insurance-inquire" />
      </Section>
    );
  const coverages = ["대인", "대물", "자손", "자차"] as const;
  const cell = "px-3 py-3 break-keep [overflow-wrap:anywhere]";
  // One row per coverage, so the table fits a phone's width with nothing to scroll (four coverage columns did not).
  return (
    <Section title="보험 보장" id="vehicle-insurance">
      <div className="overflow-hidden rounded-xl border border-slate-200 dark:border-slate-800">
        <table className="w-full table-fixed border-collapse text-sm" data-testid="insurance-table">
          <thead className="bg-slate-50 text-xs font-semibold text-slate-500 dark:bg-slate-900 dark:text-slate-400">
            <tr>
              <th scope="col" className={cn(cell, "w-[28%] text-left")}>
                구분
              </th>
              <th scope="col" className={cn(cell, "text-center")}>
                책임한도
              </th>
              <th scope="col" className={cn(cell, "text-center")}>
                면책금
              </th>
            </tr>
          </thead>
          <tbody className="text-slate-800 dark:text-slate-200">
            {coverages.map((c) => (
              <tr key={c} className="border-t border-slate-100 dark:border-slate-800">
                <th scope="row" className={cn(cell, "text-left font-semibold")}>
                  {c}
                </th>
                <td className={cn(cell, "text-center")}>{c === "자차" ? "-" : insurance.책임한도[c] || "-"}</td>
                <td className={cn(cell, "text-center")}>{insurance.면책금[c] || "-"}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </Section>
  );
}

export function ContractTermsSection({ terms }: { terms: ContractTerms | null }) {
  if (isInquiryTerms(terms))
    return (
      <Section title="계약 조건" id="vehicle-contract-terms">
        <NotStated testId="contract-terms-inquire" />
      </Section>
    );
  const items = terms
    ? [
        { label: "개인 계약자", text: terms.개인계약자 },
        { label: "법인 계약자", text: terms.법인계약자 },
      ].filter((t) => t.text?.trim())
    : [];
  if (items.length === 0) return null;
  return (
    <Section title="계약 조건" id="vehicle-contract-terms">
      <dl className="grid gap-3 sm:grid-cols-2">
        {items.map((item) => (
          <div key={item.label} className="rounded-xl bg-slate-50 p-4 dark:bg-slate-800/60">
            <dt className="text-sm font-bold text-slate-900 dark:text-white">{item.label}</dt>
            <dd className="mt-1.5 text-sm leading-relaxed whitespace-pre-line text-slate-600 dark:text-slate-400">
              {item.text}
            </dd>
          </div>
        ))}
      </dl>
    </Section>
  );
}

export function DocumentsSection({ documents }: { documents: readonly string[] }) {
  const list = documents.filter((d) => d.trim());
  if (list.length === 0) return null;
  return (
    <Section title="필요 서류" id="vehicle-documents">
      <ul className="flex flex-wrap gap-2">
        {list.map((doc) => (
          <li key={doc} className="document-chip">
            <FileText />
            {doc}
          </li>
        ))}
      </ul>
    </Section>
  );
}

export function DescriptionSection({ text }: { text: string }) {
  if (!text.trim()) return null;
  return (
    <Section title="차량 소개" id="vehicle-description">
      <p className="text-[15px] leading-relaxed whitespace-pre-line text-slate-700 dark:text-slate-300">{text}</p>
    </Section>
  );
}
