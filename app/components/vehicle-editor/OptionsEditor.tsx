import { FileText, Pencil, Plus, Trash2 } from "lucide-react";
import { useId, useState } from "react";
import { Button } from "#app/components/ui/button";
import { ConfirmDialog } from "#app/components/ui/dialog";
import { inputClass, Textarea } from "#app/components/ui/field";
import { cn } from "#app/lib/cn";
import { OPTION_GROUP_LABELS, OPTION_GROUPS, OPTION_ITEMS, type OptionGroup } from "#domain/vehicle";
import type { VehicleDraft } from "#domain/vehicle-input";
import { EditorSection, FieldError } from "./EditorSection";
import { addUnique } from "./list-ops";

type Options = VehicleDraft["options"];

/** Names of a group's add input and button, made from the group's label (외관/내장, ...). */
export interface AddLabels {
  input: (group: string) => string;
  button: (group: string) => string;
}

/** The button's name holds its visible 추가 as a word, so a voice command naming what is shown finds it. */
const ADMIN_ADD_LABELS: AddLabels = {
  input: (group) => `${group} 항목 추가`,
  button: (group) => `${group} 항목에 추가`,
};

export const EMPTY_OPTIONS: Options = { 외관내장: [], 안전장치: [], 편의장치: [], 시트: [], 전체옵션: "" };

/** The items offered in a group: the standard ones, then every other item the vehicle has or the admin added. */
export function groupItems(group: OptionGroup, checked: readonly string[], added: readonly string[] = []): string[] {
  return [...new Set([...OPTION_ITEMS[group], ...checked, ...added])];
}

/**
 * The options section: a checkbox list per group (the standard items plus custom ones added by typing), or
 * the free-text 전체옵션, edited in its own sub-mode with 저장/취소, which replaces the lists on the customer
 * page while it is filled in. Deleting the whole section asks first.
 */
export function OptionsEditor({
  value,
  onChange,
  errors = {},
  addLabels = ADMIN_ADD_LABELS,
}: {
  value: Options;
  onChange: (options: Options) => void;
  errors?: Record<string, string>;
  /** The names of each group's add input and button. */
  addLabels?: AddLabels;
}) {
  const [added, setAdded] = useState<Record<OptionGroup, string[]>>({
    외관내장: [],
    안전장치: [],
    편의장치: [],
    시트: [],
  });
  const [freeText, setFreeText] = useState<string | null>(null);
  const [confirmClear, setConfirmClear] = useState(false);
  const textId = useId();
  const free = value.전체옵션.trim();
  const hasAny = Boolean(free) || OPTION_GROUPS.some((g) => value[g].length > 0);

  const setGroup = (group: OptionGroup, items: string[]) => onChange({ ...value, [group]: items });
  const toggle = (group: OptionGroup, item: string, on: boolean) => {
    const offered = groupItems(group, value[group], added[group]);
    setGroup(
      group,
      on ? offered.filter((i) => i === item || value[group].includes(i)) : value[group].filter((i) => i !== item),
    );
  };

  return (
    <EditorSection
      title="옵션"
      testId="options-editor"
      description={
        free
          ? "전체옵션이 입력되어 있어 고객 페이지에는 아래 목록 대신 전체옵션이 표시됩니다."
          : "체크한 항목이 고객 페이지에 표시됩니다."
      }
      actions={
        <>
          {freeText === null && (
            <Button variant="outline" size="sm" onClick={() => setFreeText(value.전체옵션)}>
              {free ? <Pencil className="size-4" aria-hidden /> : <FileText className="size-4" aria-hidden />}
              {free ? "전체옵션 수정" : "전체옵션 입력"}
            </Button>
          )}
          <Button
            variant="ghost"
            size="sm"
            onClick={() => setConfirmClear(true)}
            disabled={!hasAny}
            className="text-red-600 hover:bg-red-50 dark:text-red-400 dark:hover:bg-red-500/10"
          >
            <Trash2 className="size-4" aria-hidden />
            옵션 전체 삭제
          </Button>
        </>
      }
    >
      {freeText !== null ? (
        <div
          className="rounded-xl border border-brand-200 bg-brand-50/40 p-4 dark:border-brand-900 dark:bg-brand-950/30"
          data-testid="free-options-editor"
        >
          <label htmlFor={textId} className="text-sm font-semibold text-slate-800 dark:text-slate-100">
            전체옵션
          </label>
          <p className="mt-0.5 text-xs text-slate-500 dark:text-slate-400">
            입력하면 고객 페이지에 체크리스트 대신 이 내용이 그대로 표시됩니다. 비워서 저장하면 체크리스트로 돌아갑니다.
          </p>
          <Textarea
            id={textId}
            value={freeText}
            onChange={(e) => setFreeText(e.target.value)}
            rows={6}
            maxLength={5000}
            placeholder={"예: 파노라마 선루프, 헤드업 디스플레이, 빌트인캠,\n2열 통풍시트, 디지털 키 2 터치"}
            className="mt-2"
          />
          <div className="mt-3 flex justify-end gap-2">
            <Button variant="ghost" size="sm" onClick={() => setFreeText(null)}>
              취소
            </Button>
            <Button
              size="sm"
              onClick={() => {
                onChange({ ...value, 전체옵션: freeText.trim() });
                setFreeText(null);
              }}
            >
              저장
            </Button>
          </div>
        </div>
      ) : (
        free && (
          <div className="rounded-xl bg-slate-50 p-4 dark:bg-slate-800/60" data-testid="free-options">
            <p className="text-xs font-semibold text-slate-500 dark:text-slate-400">전체옵션</p>
            <p className="mt-1 text-[15px] leading-relaxed whitespace-pre-line text-slate-800 dark:text-slate-200">
              {free}
            </p>
          </div>
        )
      )}
      <FieldError message={errors["options.전체옵션"]} />

      <div className={cn("grid gap-4 sm:grid-cols-2", (free || freeText !== null) && "mt-4 opacity-60")}>
        {OPTION_GROUPS.map((group) => (
          <OptionGroupEditor
            key={group}
            group={group}
            checked={value[group]}
            added={added[group]}
            error={Object.entries(errors).find(([k]) => k.startsWith(`options.${group}`))?.[1]}
            addLabels={addLabels}
            onToggle={(item, on) => toggle(group, item, on)}
            onAdd={(item) => {
              setAdded((all) => ({ ...all, [group]: addUnique(all[group], item) }));
              setGroup(group, addUnique(value[group], item));
            }}
          />
        ))}
      </div>

      <ConfirmDialog
        open={confirmClear}
        title="옵션 정보를 모두 삭제하시겠습니까?"
        description="체크한 항목과 전체옵션 내용이 모두 지워집니다. 저장하기 전까지는 고객 페이지에 반영되지 않습니다."
        confirmLabel="삭제"
        danger
        onCancel={() => setConfirmClear(false)}
        onConfirm={() => {
          setConfirmClear(false);
          setFreeText(null);
          onChange({ ...EMPTY_OPTIONS });
        }}
      />
    </EditorSection>
  );
}

function OptionGroupEditor({
  group,
  checked,
  added,
  error,
  addLabels,
  onToggle,
  onAdd,
}: {
  group: OptionGroup;
  checked: string[];
  added: string[];
  error?: string;
  addLabels: AddLabels;
  onToggle: (item: string, on: boolean) => void;
  onAdd: (item: string) => void;
}) {
  const [draft, setDraft] = useState("");
  const label = OPTION_GROUP_LABELS[group];
  const items = groupItems(group, checked, added);
  const add = () => {
    if (!draft.trim()) return;
    onAdd(draft);
    setDraft("");
  };
  return (
    <fieldset
      className="rounded-xl border border-slate-200 p-4 dark:border-slate-800"
      data-testid={`option-group-${group}`}
    >
      <legend className="px-1 text-sm font-bold text-slate-800 dark:text-slate-100">
        {label} <span className="font-normal text-slate-500 dark:text-slate-400">{checked.length}</span>
      </legend>
      {items.length === 0 ? (
        <p className="text-sm text-slate-500 dark:text-slate-400">아래에 항목을 추가하세요.</p>
      ) : (
        <ul className="grid grid-cols-2 gap-x-1 gap-y-0.5">
          {items.map((item) => (
            <li key={item}>
              <label className="flex min-h-9 cursor-pointer items-center gap-2.5 rounded-lg px-1.5 text-[15px] text-slate-700 hover:bg-slate-50 dark:text-slate-200 dark:hover:bg-slate-800/60">
                <input
                  type="checkbox"
                  checked={checked.includes(item)}
                  onChange={(e) => onToggle(item, e.target.checked)}
                  className="size-4.5 shrink-0 accent-brand-600"
                />
                <span className="min-w-0 break-words">{item}</span>
              </label>
            </li>
          ))}
        </ul>
      )}
      <div className="mt-3 flex gap-2">
        <input
          value={draft}
          onChange={(e) => setDraft(e.target.value)}
          onKeyDown={(e) => {
            if (e.key === "Enter" && !e.nativeEvent.isComposing) {
              e.preventDefault();
              add();
            }
          }}
          aria-label={addLabels.input(label)}
          placeholder="직접 입력"
          maxLength={60}
          className={cn(inputClass, "h-9 py-1.5 text-sm")}
        />
        <Button
          variant="secondary"
          size="sm"
          onClick={add}
          disabled={!draft.trim()}
          aria-label={addLabels.button(label)}
        >
          <Plus className="size-4" aria-hidden />
          추가
        </Button>
      </div>
      <FieldError message={error} />
    </fieldset>
  );
}
