import type { ListingContent } from "./listing";
import type { ContractTerms, Insurance } from "./vehicle";

/**
 * The facts every published partner listing states: a customer weighs the car by them, so none may be published
 * from a value no one entered. An admin approving a listing that leaves one empty marks it 렌트사 문의 (the
 * glossary's "not stated by the listing"), and the listing then says so where the fact would be.
 */

/** What a listing shows for a fact its owner did not state. */
export const INQUIRE = "렌트사 문의";

export const REQUIRED_FACTS = ["modelYear", "mileage", "insurance", "contractTerms"] as const;
export type RequiredFact = (typeof REQUIRED_FACTS)[number];

export const REQUIRED_FACT_LABELS: Record<RequiredFact, string> = {
  modelYear: "연식",
  mileage: "주행거리",
  insurance: "보험 보장",
  contractTerms: "계약 조건",
};

type FactContent = Pick<ListingContent, "basicInfo" | "insurance" | "contractTerms">;

const blank = (text: string | null | undefined) => !(text ?? "").trim();
const allBlank = (record: Record<string, string> | null | undefined) => !record || Object.values(record).every(blank);

/** Whether a fact of the listing is empty (a table counts as empty when every cell is). */
export function isFactMissing(fact: RequiredFact, content: FactContent): boolean {
  switch (fact) {
    case "modelYear":
      return blank(content.basicInfo?.제조연식);
    case "mileage":
      return blank(content.basicInfo?.주행거리);
    case "insurance":
      return !content.insurance || (allBlank(content.insurance.책임한도) && allBlank(content.insurance.면책금));
    case "contractTerms":
      return allBlank(content.contractTerms);
  }
}

/** The required facts the listing leaves empty, in the editor's order. */
export function missingFacts(content: FactContent): RequiredFact[] {
  return REQUIRED_FACTS.filter((fact) => isFactMissing(fact, content));
}

/** The insurance of a listing that states none: every cell 렌트사 문의 (the page shows that one line, not a table). */
export function inquireInsurance(): Insurance {
  return {
    책임한도: { 대인: INQUIRE, 대물: INQUIRE, 자손: INQUIRE },
    면책금: { 대인: INQUIRE, 대물: INQUIRE, 자손: INQUIRE, 자차: INQUIRE },
  };
}

/** Whether a stored insurance is the 렌트사 문의 one (every cell says so). */
export function isInquiryInsurance(insurance: Insurance | null): boolean {
  return (
    !!insurance &&
    [...Object.values(insurance.책임한도), ...Object.values(insurance.면책금)].every((v) => v === INQUIRE)
  );
}

/** Whether stored contract terms are the 렌트사 문의 ones. */
export function isInquiryTerms(terms: ContractTerms | null): boolean {
  return !!terms && terms.개인계약자 === INQUIRE && terms.법인계약자 === INQUIRE;
}

/**
 * The fields that state 렌트사 문의 for each of `facts` the listing leaves empty (a fact it states is left as it is,
 * whatever was asked), to be written with the approval.
 */
export function withInquiry(content: FactContent, facts: readonly RequiredFact[]): Partial<FactContent> {
  const marked = facts.filter((fact) => isFactMissing(fact, content));
  const out: Partial<FactContent> = {};
  if (marked.includes("modelYear") || marked.includes("mileage")) {
    out.basicInfo = {
      ...content.basicInfo,
      ...(marked.includes("modelYear") ? { 제조연식: INQUIRE } : {}),
      ...(marked.includes("mileage") ? { 주행거리: INQUIRE } : {}),
    };
  }
  if (marked.includes("insurance")) out.insurance = inquireInsurance();
  if (marked.includes("contractTerms")) out.contractTerms = { 개인계약자: INQUIRE, 법인계약자: INQUIRE };
  return out;
}

/** The one refusal of an approval that leaves facts empty: which, and what to do. */
export function missingFactsMessage(facts: readonly RequiredFact[]): string {
  const names = facts.map((fact) => REQUIRED_FACT_LABELS[fact]).join(", ");
  return `비어 있는 필수 항목이 있습니다: ${names}. 각 항목을 '${INQUIRE}'로 표시해야 승인할 수 있습니다.`;
}
