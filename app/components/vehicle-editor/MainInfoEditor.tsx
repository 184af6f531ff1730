import { Field, Input, Select } from "#app/components/ui/field";
import { MAIN_INFO_ICONS } from "#app/components/vehicle/VehicleSections";
import { cn } from "#app/lib/cn";
import { MAIN_INFO_FIELDS } from "#domain/vehicle";
import type { VehicleDraft } from "#domain/vehicle-input";
import { EditorSection } from "./EditorSection";

type Info = VehicleDraft["basicInfo"];

/** Columns from `sm` up: one row for three fields or four (whole class names, for Tailwind to find). */
const SM_COLUMNS: Record<number, string> = { 3: "sm:grid-cols-3", 4: "sm:grid-cols-4" };

/** 주요 정보, a box per field of `MAIN_INFO_FIELDS` (연식, 주행거리, 차량번호, 연료). */
export function MainInfoEditor({
  value,
  onChange,
  errors = {},
  plate = true,
}: {
  value: Info;
  onChange: (info: Info) => void;
  errors?: Record<string, string>;
  /** Whether 차량번호 is edited here (a form that asks for it with the name leaves it out). */
  plate?: boolean;
}) {
  const set = (key: keyof Info, text: string) => onChange({ ...value, [key]: text });
  const fields = MAIN_INFO_FIELDS.filter((field) => plate || field.key !== "차량번호");
  return (
    <EditorSection title="주요 정보" testId="main-info-editor">
      <div className={cn("grid grid-cols-2 gap-3", SM_COLUMNS[fields.length] ?? "sm:grid-cols-4")}>
        {fields.map((field) => {
          const Icon = MAIN_INFO_ICONS[field.key];
          const current = value[field.key];
          return (
            <Field
              key={field.key}
              label={
                <span className="inline-flex items-center gap-1.5">
                  <Icon className="size-3.5 text-slate-400" aria-hidden />
                  {field.label}
                </span>
              }
              error={errors[`basicInfo.${field.key}`]}
            >
              {(props) =>
                "choices" in field ? (
                  <Select {...props} value={current} onChange={(e) => set(field.key, e.target.value)}>
                    {!current && <option value="">선택해주세요</option>}
                    {current && !(field.choices as readonly string[]).includes(current) && (
                      <option value={current}>{current}</option>
                    )}
                    {field.choices.map((choice) => (
                      <option key={choice} value={choice}>
                        {choice}
                      </option>
                    ))}
                  </Select>
                ) : (
                  <Input
                    {...props}
                    value={current}
                    onChange={(e) => set(field.key, e.target.value)}
                    placeholder={field.placeholder}
                    maxLength={field.max}
                  />
                )
              }
            </Field>
          );
        })}
      </div>
    </EditorSection>
  );
}
