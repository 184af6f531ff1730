import { Field, Input, Select } from "#app/components/ui/field";
import { VEHICLE_CATEGORIES } from "#domain/categories";
import { tagTone } from "#domain/tags";
import { BADGES, RECOMMENDATION_TAGS } from "#domain/vehicle";
import { ChipCheckbox, FieldError } from "./EditorSection";

export interface BasicsValue {
  name: string;
  category: string;
  badges: string[];
  recommendationTags: string[];
  plateNumber: string;
  displayCategoryText: string;
}

const toggle = (list: readonly string[], item: string, on: boolean, order: readonly string[]) =>
  order.filter((value) => (value === item ? on : list.includes(value)));

/**
 * What the top of the customer page shows, edited in place: badges (신차/중고차), recommendation tags,
 * the name, 차량번호, the 추가 옵션 line and the category.
 */
export function BasicsEditor({
  value,
  onChange,
  errors = {},
  categories = VEHICLE_CATEGORIES,
}: {
  value: BasicsValue;
  onChange: (change: Partial<BasicsValue>) => void;
  errors?: Record<string, string>;
  /** The categories offered (partners see their own ten). */
  categories?: readonly string[];
}) {
  return (
    <div className="space-y-5" data-testid="basics-editor">
      <fieldset>
        <legend className="text-sm font-semibold text-slate-700 dark:text-slate-200">구분</legend>
        <div className="mt-2 flex flex-wrap gap-2">
          {BADGES.map((badge) => (
            <ChipCheckbox
              key={badge}
              label={badge}
              checked={value.badges.includes(badge)}
              onChange={(on) => onChange({ badges: toggle(value.badges, badge, on, BADGES) })}
            />
          ))}
        </div>
        <FieldError message={errors.badges ?? errors["badges.0"]} />
      </fieldset>

      <fieldset>
        <legend className="text-sm font-semibold text-slate-700 dark:text-slate-200">추천 태그</legend>
        <div className="mt-2 flex flex-wrap gap-2">
          {RECOMMENDATION_TAGS.map((tag) => (
            <ChipCheckbox
              key={tag}
              label={tag}
              tone={tagTone(tag)}
              checked={value.recommendationTags.includes(tag)}
              onChange={(on) =>
                onChange({ recommendationTags: toggle(value.recommendationTags, tag, on, RECOMMENDATION_TAGS) })
              }
            />
          ))}
        </div>
        <FieldError
          message={
            errors.recommendationTags ?? Object.entries(errors).find(([k]) => k.startsWith("recommendationTags."))?.[1]
          }
        />
      </fieldset>

      <Field label="차량명" error={errors.name}>
        {(props) => (
          <Input
            {...props}
            value={value.name}
            onChange={(e) => onChange({ name: e.target.value })}
            placeholder="예: 쏘렌토 MQ4 하이브리드 시그니처"
            className="h-12 text-lg font-bold"
            maxLength={100}
          />
        )}
      </Field>

      <div className="grid gap-4 sm:grid-cols-2">
        <Field label="카테고리" error={errors.category}>
          {(props) => (
            <Select {...props} value={value.category} onChange={(e) => onChange({ category: e.target.value })}>
              {categories.includes(value.category) ? null : (
                <option value={value.category}>{value.category || "선택해주세요"}</option>
              )}
              {categories.map((category) => (
                <option key={category} value={category}>
                  {category}
                </option>
              ))}
            </Select>
          )}
        </Field>
        <Field label="차량번호" error={errors["basicInfo.차량번호"]}>
          {(props) => (
            <Input
              {...props}
              value={value.plateNumber}
              onChange={(e) => onChange({ plateNumber: e.target.value })}
              placeholder="예: 12가 3456"
              maxLength={30}
            />
          )}
        </Field>
      </div>

      <Field label="추가 옵션" error={errors.displayCategoryText} hint="차량명 아래에 한 줄로 표시됩니다.">
        {(props) => (
          <Input
            {...props}
            value={value.displayCategoryText}
            onChange={(e) => onChange({ displayCategoryText: e.target.value })}
            placeholder="예: 파노라마 선루프 · 빌트인캠"
            maxLength={200}
          />
        )}
      </Field>
    </div>
  );
}
