import type { ReactNode } from "react";
import { type DraftValue, type SectionField, sectionFields } from "#domain/listing-fields";
import {
  BenefitsEditor,
  ContractTermsEditor,
  DescriptionEditor,
  InsuranceEditor,
  RequiredDocumentsEditor,
} from "./DetailsEditors";
import type { FormDraft, VehicleFormArea } from "./form-areas";
import { MainInfoEditor } from "./MainInfoEditor";
import { OptionsEditor } from "./OptionsEditor";

type PartField = SectionField<"details">;

/** What a field's editor part is given: its draft value, its change, the form's errors and where the area differs. */
export interface FieldPartProps<K extends PartField> {
  value: DraftValue<K>;
  onChange: (value: DraftValue<K>) => void;
  errors: Record<string, string>;
  area: Pick<VehicleFormArea<FormDraft>, "plateInMainInfo" | "optionLabels">;
}

/**
 * The editor part of every listing field edited in a part of its own (`editor.section: "details"` in
 * domain/listing-fields.ts), shown below the photos and prices in the table's order. A field given that section
 * fails the typecheck here until it has its part.
 */
const FIELD_PARTS: { [K in PartField]: (props: FieldPartProps<K>) => ReactNode } = {
  basicInfo: ({ value, onChange, errors, area }) => (
    <MainInfoEditor value={value} onChange={onChange} errors={errors} plate={area.plateInMainInfo} />
  ),
  options: ({ value, onChange, errors, area }) => (
    <OptionsEditor value={value} onChange={onChange} errors={errors} addLabels={area.optionLabels} />
  ),
  benefits: ({ value, onChange, errors }) => <BenefitsEditor value={value} onChange={onChange} errors={errors} />,
  insurance: ({ value, onChange, errors }) => <InsuranceEditor value={value} onChange={onChange} errors={errors} />,
  contractTerms: ({ value, onChange, errors }) => (
    <ContractTermsEditor value={value} onChange={onChange} errors={errors} />
  ),
  requiredDocuments: ({ value, onChange, errors }) => (
    <RequiredDocumentsEditor value={value} onChange={onChange} errors={errors} />
  ),
  description: ({ value, onChange, errors }) => (
    <DescriptionEditor value={value} onChange={onChange} error={errors.description} />
  ),
};

const PART_FIELDS = sectionFields("details");

/** The parts of the fields the draft holds (an area's draft leaves out what it does not edit: 필요 서류 for partners). */
export function FieldParts({
  draft,
  set,
  errors,
  area,
}: {
  draft: FormDraft;
  set: (key: PartField, value: FormDraft[PartField]) => void;
  errors: Record<string, string>;
  area: FieldPartProps<PartField>["area"];
}) {
  return PART_FIELDS.map((key) => {
    const value = draft[key];
    if (value === undefined) return null;
    const Part = FIELD_PARTS[key] as (props: FieldPartProps<PartField>) => ReactNode;
    return (
      <Part
        key={key}
        value={value}
        onChange={(next) => set(key, next as FormDraft[PartField])}
        errors={errors}
        area={area}
      />
    );
  });
}
