import { CalendarDays, Fuel, Gauge, IdCard } from "lucide-react";
import { Field, Input, Select } from "#app/components/ui/field";
import { FUELS } from "#domain/vehicle";
import type { VehicleDraft } from "#domain/vehicle-input";
import { EditorSection } from "./EditorSection";

type Info = VehicleDraft["basicInfo"];

/** 주요 정보: 연식, 주행거리, 차량번호, 연료. */
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
  const label = (icon: React.ReactNode, text: string) => (
    <span className="inline-flex items-center gap-1.5">
      {icon}
      {text}
    </span>
  );
  return (
    <EditorSection title="주요 정보" testId="main-info-editor">
      <div className={`grid grid-cols-2 gap-3 ${plate ? "sm:grid-cols-4" : "sm:grid-cols-3"}`}>
        <Field
          label={label(<CalendarDays className="size-3.5 text-slate-400" aria-hidden />, "연식")}
          error={errors["basicInfo.제조연식"]}
        >
          {(props) => (
            <Input
              {...props}
              value={value.제조연식}
              onChange={(e) => set("제조연식", e.target.value)}
              placeholder="25년07월"
              maxLength={30}
            />
          )}
        </Field>
        <Field
          label={label(<Gauge className="size-3.5 text-slate-400" aria-hidden />, "주행거리")}
          error={errors["basicInfo.주행거리"]}
        >
          {(props) => (
            <Input
              {...props}
              value={value.주행거리}
              onChange={(e) => set("주행거리", e.target.value)}
              placeholder="5km"
              maxLength={30}
            />
          )}
        </Field>
        {plate && (
          <Field
            label={label(<IdCard className="size-3.5 text-slate-400" aria-hidden />, "차량번호")}
            error={errors["basicInfo.차량번호"]}
          >
            {(props) => (
              <Input
                {...props}
                value={value.차량번호}
                onChange={(e) => set("차량번호", e.target.value)}
                placeholder="12가 3456"
                maxLength={30}
              />
            )}
          </Field>
        )}
        <Field
          label={label(<Fuel className="size-3.5 text-slate-400" aria-hidden />, "연료")}
          error={errors["basicInfo.연료"]}
        >
          {(props) => (
            <Select {...props} value={value.연료} onChange={(e) => set("연료", e.target.value)}>
              {!value.연료 && <option value="">선택해주세요</option>}
              {value.연료 && !(FUELS as readonly string[]).includes(value.연료) && (
                <option value={value.연료}>{value.연료}</option>
              )}
              {FUELS.map((fuel) => (
                <option key={fuel} value={fuel}>
                  {fuel}
                </option>
              ))}
            </Select>
          )}
        </Field>
      </div>
    </EditorSection>
  );
}
