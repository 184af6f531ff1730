import { Field, Select } from "#app/components/ui/field";
import { VEHICLE_CATEGORIES } from "#domain/categories";

/** A 카테고리 select over the vehicle categories, 전체 카테고리 first (empty value). */
export function CategoryField({
  name,
  value,
  defaultValue,
  onChange,
}: {
  /** For a GET form. */
  name?: string;
  value?: string;
  defaultValue?: string;
  onChange?: (category: string) => void;
}) {
  return (
    <Field label="카테고리" className="w-full sm:w-56">
      {(props) => (
        <Select
          {...props}
          name={name}
          value={value}
          defaultValue={defaultValue}
          onChange={onChange ? (event) => onChange(event.target.value) : undefined}
        >
          <option value="">전체 카테고리</option>
          {VEHICLE_CATEGORIES.map((c) => (
            <option key={c} value={c}>
              {c}
            </option>
          ))}
        </Select>
      )}
    </Field>
  );
}
