import type { ReactNode } from "react";
import { Field, Input, Options, Select } from "#app/components/ui/field";
import { cn } from "#app/lib/cn";
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

/** The draft fields the basics edit (the plate lives in 주요 정보, shown here as 차량번호). */
interface BasicsFields {
  name: string;
  category: string;
  badges: string[];
  recommendationTags?: string[];
  displayCategoryText: string;
  basicInfo: { 차량번호: string };
}

/** The basics of a draft, admin's or a partner's. */
export function basicsOf(draft: BasicsFields): BasicsValue {
  return {
    name: draft.name,
    category: draft.category,
    badges: draft.badges,
    recommendationTags: draft.recommendationTags ?? [],
    plateNumber: draft.basicInfo.차량번호,
    displayCategoryText: draft.displayCategoryText,
  };
}

/** The draft with a change of its basics applied; fields a partner's draft lacks (추천 태그) stay out of it. */
export function withBasics<D extends BasicsFields>(draft: D, change: Partial<BasicsValue>): D {
  const { plateNumber, recommendationTags, ...rest } = change;
  return {
    ...draft,
    ...rest,
    ...(recommendationTags !== undefined && "recommendationTags" in draft ? { recommendationTags } : {}),
    ...(plateNumber !== undefined ? { basicInfo: { ...draft.basicInfo, 차량번호: plateNumber } } : {}),
  };
}

export interface CategoryChoice {
  value: string;
  label: string;
}

const ADMIN_CATEGORIES: readonly CategoryChoice[] = VEHICLE_CATEGORIES.map((c) => ({ value: c, label: c }));

const toggle = (list: readonly string[], item: string, on: boolean, order: readonly string[]) =>
  order.filter((value) => (value === item ? on : list.includes(value)));

/**
 * What the top of the customer page shows, edited in place: badges (신차/중고차), recommendation tags,
 * the name, 차량번호, the 추가 옵션 line and the category. Admins pick any badges and tags; a partner's listing
 * is one of 신차/중고차, without tags, in the partners' categories (docs/spec/admin-and-partners.md §5).
 */
export function BasicsEditor({
  value,
  onChange,
  errors = {},
  categories = ADMIN_CATEGORIES,
  singleBadge = false,
  tags = true,
  footer,
}: {
  value: BasicsValue;
  onChange: (change: Partial<BasicsValue>) => void;
  errors?: Record<string, string>;
  /** The categories offered, with their labels. */
  categories?: readonly CategoryChoice[];
  /** 구분 as one of 신차/중고차 instead of any of the badges. */
  singleBadge?: boolean;
  /** Whether 추천 태그 can be set. */
  tags?: boolean;
  footer?: ReactNode;
}) {
  return (
    <div className="space-y-5" data-testid="basics-editor">
      <fieldset>
        <legend className="text-sm font-semibold text-slate-700 dark:text-slate-200">구분</legend>
        {singleBadge ? (
          <div className="mt-2 grid grid-cols-2 gap-1.5 rounded-xl bg-slate-100 p-1 dark:bg-slate-800">
            {BADGES.map((badge) => (
              <button
                key={badge}
                type="button"
                aria-pressed={value.badges[0] === badge}
                onClick={() => onChange({ badges: [badge] })}
                className={cn(
                  "h-9 rounded-lg text-sm font-bold transition",
                  value.badges[0] === badge
                    ? "bg-white text-brand-700 shadow-sm dark:bg-slate-950 dark:text-brand-300"
                    : "text-slate-600 hover:text-slate-900 dark:text-slate-300 dark:hover:text-white",
                )}
              >
                {badge}
              </button>
            ))}
          </div>
        ) : (
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
        )}
        <FieldError message={errors.badges ?? errors["badges.0"]} />
      </fieldset>

      {tags && (
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
              errors.recommendationTags ??
              Object.entries(errors).find(([k]) => k.startsWith("recommendationTags."))?.[1]
            }
          />
        </fieldset>
      )}

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
              {categories.some((c) => c.value === value.category) ? null : (
                <option value={value.category}>{value.category || "선택해주세요"}</option>
              )}
              <Options values={categories} />
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
      {footer}
    </div>
  );
}
