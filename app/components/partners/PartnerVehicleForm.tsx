import { Eye, Heart, ImagePlus, Loader2, Plus, Trash2, X } from "lucide-react";
import { useId, useRef, useState } from "react";
import { useNavigate } from "react-router";
import { VehicleImage } from "#app/components/catalogue/VehicleImage";
import { Button } from "#app/components/ui/button";
import { ConfirmDialog } from "#app/components/ui/dialog";
import { Field, Input, Select, Textarea } from "#app/components/ui/field";
import { useToast } from "#app/components/ui/toast";
import { ApiError, apiRequest } from "#app/lib/api-request";
import { isImageFile, uploadImage } from "#app/lib/upload-image";
import { BENEFIT_ICONS } from "#domain/benefit-icons";
import { PARTNER_CATEGORIES } from "#domain/categories";
import { partnerVehiclePath } from "#domain/partner-filters";
import {
  PARTNER_ADD_FAILED,
  PARTNER_ADD_SUCCESS,
  PARTNER_UPDATE_FAILED,
  PARTNER_UPDATE_SUCCESS,
  type PartnerVehicleDraft,
  partnerDraftProblem,
  partnerVehiclePayload,
  UNKNOWN_ERROR,
} from "#domain/partner-vehicle";
import {
  BADGES,
  type Benefit,
  FUELS,
  OPTION_GROUP_LABELS,
  OPTION_GROUPS,
  type OptionGroup,
  type PriceRow,
} from "#domain/vehicle";
import { VEHICLE_MESSAGES } from "#domain/vehicle-input";

type Mode = { kind: "add" } | { kind: "edit"; id: number; slug: string; updatedAt: string };

const sectionClass =
  "rounded-2xl border border-slate-200/80 bg-white p-5 shadow-sm sm:p-6 dark:border-slate-800 dark:bg-slate-900/60";
const smallInput = "py-2 text-sm";

function FormSection({
  title,
  description,
  actions,
  children,
}: {
  title: string;
  description?: string;
  actions?: React.ReactNode;
  children: React.ReactNode;
}) {
  const id = useId();
  return (
    <section aria-labelledby={id} className={sectionClass}>
      <div className="mb-4 flex flex-wrap items-start justify-between gap-2">
        <div>
          <h2 id={id} className="text-lg font-bold tracking-tight text-slate-900 dark:text-white">
            {title}
          </h2>
          {description && <p className="mt-0.5 text-sm text-slate-500 dark:text-slate-400">{description}</p>}
        </div>
        {actions}
      </div>
      {children}
    </section>
  );
}

/**
 * The partners' vehicle form, for adding (POST /api/partner/vehicles) and for editing their own listing
 * (PATCH /api/partner/vehicles/{id}): name, 차량번호, 추가 옵션, photos through the media service, five
 * price rows, basic info, four option groups, benefit cards; 취소 and 저장 (저장 중... while sending).
 */
export function PartnerVehicleForm({
  initial,
  mode,
  cancelTo,
}: {
  initial: PartnerVehicleDraft;
  mode: Mode;
  cancelTo: string;
}) {
  const navigate = useNavigate();
  const toast = useToast();
  const [draft, setDraft] = useState(initial);
  const [saving, setSaving] = useState(false);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const editing = mode.kind === "edit";

  const patch = (changes: Partial<PartnerVehicleDraft>) => setDraft((d) => ({ ...d, ...changes }));

  const save = async (event: React.FormEvent) => {
    event.preventDefault();
    const failedTitle = editing ? PARTNER_UPDATE_FAILED : PARTNER_ADD_FAILED;
    const problem = partnerDraftProblem(draft);
    if (problem) {
      setErrors(problem === VEHICLE_MESSAGES.nameRequired ? { name: problem } : { images: problem });
      toast({ title: problem, variant: "error" });
      return;
    }
    setErrors({});
    setSaving(true);
    try {
      const body = partnerVehiclePayload(draft);
      if (mode.kind === "edit") {
        const { vehicle } = await apiRequest<{ vehicle: { slug: string } }>(
          "PATCH",
          `/api/partner/vehicles/${mode.id}`,
          { ...body, updatedAt: mode.updatedAt },
        );
        toast({ title: PARTNER_UPDATE_SUCCESS });
        navigate(partnerVehiclePath(vehicle.slug), { replace: true });
      } else {
        await apiRequest("POST", "/api/partner/vehicles", body);
        toast({ title: PARTNER_ADD_SUCCESS });
        navigate("/partners");
      }
    } catch (error) {
      if (error instanceof ApiError && error.fieldErrors) setErrors(error.fieldErrors);
      toast({
        title: failedTitle,
        description: error instanceof ApiError ? error.message : UNKNOWN_ERROR,
        variant: "error",
      });
      setSaving(false);
    }
  };

  return (
    <form onSubmit={save} noValidate className="space-y-5" aria-label={editing ? "차량 수정" : "차량 추가"}>
      <FormSection title="기본 정보">
        <div className="grid gap-4 sm:grid-cols-2">
          <Field label="차량명" error={errors.name} className="sm:col-span-2">
            {(props) => (
              <Input
                {...props}
                value={draft.name}
                onChange={(e) => patch({ name: e.target.value })}
                placeholder="예) 기아 쏘렌토 하이브리드 시그니처"
                maxLength={100}
              />
            )}
          </Field>
          <Field label="카테고리" error={errors.category}>
            {(props) => (
              <Select {...props} value={draft.category} onChange={(e) => patch({ category: e.target.value })}>
                {PARTNER_CATEGORIES.map((c) => (
                  <option key={c.value} value={c.value}>
                    {c.label}
                  </option>
                ))}
              </Select>
            )}
          </Field>
          <fieldset>
            <legend className="mb-1.5 block text-sm font-semibold text-slate-700 dark:text-slate-200">구분</legend>
            <div className="grid grid-cols-2 gap-1.5 rounded-xl bg-slate-100 p-1 dark:bg-slate-800">
              {BADGES.map((b) => (
                <button
                  key={b}
                  type="button"
                  aria-pressed={draft.badges[0] === b}
                  onClick={() => patch({ badges: [b] })}
                  className={`h-9 rounded-lg text-sm font-bold transition ${
                    draft.badges[0] === b
                      ? "bg-white text-brand-700 shadow-sm dark:bg-slate-950 dark:text-brand-300"
                      : "text-slate-600 dark:text-slate-300"
                  }`}
                >
                  {b}
                </button>
              ))}
            </div>
          </fieldset>
          <Field label="차량번호" error={errors["basicInfo.차량번호"]}>
            {(props) => (
              <Input
                {...props}
                value={draft.basicInfo.차량번호}
                onChange={(e) => patch({ basicInfo: { ...draft.basicInfo, 차량번호: e.target.value } })}
                placeholder="예) 12가3456"
                maxLength={30}
              />
            )}
          </Field>
          <Field label="추가 옵션" error={errors.displayCategoryText} hint="카드와 상세 화면에 함께 표시됩니다.">
            {(props) => (
              <Input
                {...props}
                value={draft.displayCategoryText}
                onChange={(e) => patch({ displayCategoryText: e.target.value })}
                placeholder="예) 풀옵션, 무사고"
                maxLength={200}
              />
            )}
          </Field>
        </div>
        <p className="mt-4 flex gap-4 text-sm text-slate-500 dark:text-slate-400">
          <span className="inline-flex items-center gap-1">
            <Eye className="size-4" aria-hidden />
            조회수 0
          </span>
          <span className="inline-flex items-center gap-1">
            <Heart className="size-4" aria-hidden />
            좋아요 0
          </span>
        </p>
      </FormSection>

      <ImagesSection
        images={draft.images}
        error={errors.images ?? Object.entries(errors).find(([k]) => k.startsWith("images."))?.[1]}
        onChange={(images) => patch({ images })}
      />

      <FormSection
        title="가격 정보"
        description="월 납입료와 보증금은 만원 단위로 입력해주세요. (예: 45만원, 300만원, 무보증)"
      >
        <PriceRowsEditor rows={draft.priceInfo} onChange={(priceInfo) => patch({ priceInfo })} />
      </FormSection>

      <FormSection title="차량 정보">
        <div className="grid gap-4 sm:grid-cols-3">
          <Field label="연식 (제조연월)">
            {(props) => (
              <Input
                {...props}
                value={draft.basicInfo.제조연식}
                onChange={(e) => patch({ basicInfo: { ...draft.basicInfo, 제조연식: e.target.value } })}
                placeholder="25년07월"
                maxLength={30}
              />
            )}
          </Field>
          <Field label="주행거리">
            {(props) => (
              <Input
                {...props}
                value={draft.basicInfo.주행거리}
                onChange={(e) => patch({ basicInfo: { ...draft.basicInfo, 주행거리: e.target.value } })}
                placeholder="5km"
                maxLength={30}
              />
            )}
          </Field>
          <Field label="연료" error={errors["basicInfo.연료"]}>
            {(props) => (
              <Select
                {...props}
                value={draft.basicInfo.연료}
                onChange={(e) => patch({ basicInfo: { ...draft.basicInfo, 연료: e.target.value } })}
              >
                {FUELS.map((f) => (
                  <option key={f}>{f}</option>
                ))}
              </Select>
            )}
          </Field>
        </div>
      </FormSection>

      <FormSection title="옵션">
        <div className="grid gap-5 md:grid-cols-2">
          {OPTION_GROUPS.map((group) => (
            <OptionGroupEditor
              key={group}
              group={group}
              items={draft.options[group]}
              onChange={(items) => patch({ options: { ...draft.options, [group]: items } })}
            />
          ))}
        </div>
      </FormSection>

      <FormSection
        title="특별 혜택"
        actions={
          <Button
            variant="outline"
            size="sm"
            onClick={() => patch({ benefits: [...draft.benefits, { icon: "badge-check", title: "", desc: "" }] })}
          >
            <Plus className="size-4" aria-hidden />
            혜택 추가
          </Button>
        }
      >
        <BenefitsEditor benefits={draft.benefits} onChange={(benefits) => patch({ benefits })} />
      </FormSection>

      <FormSection title="차량 설명">
        <Field label="설명" error={errors.description}>
          {(props) => (
            <Textarea
              {...props}
              value={draft.description}
              onChange={(e) => patch({ description: e.target.value })}
              placeholder="차량 상태, 출고 조건 등을 적어주세요."
              maxLength={5000}
            />
          )}
        </Field>
      </FormSection>

      <div className="sticky bottom-0 z-30 -mx-4 flex justify-end gap-2 border-t border-slate-200 bg-white/95 px-4 py-3 backdrop-blur sm:mx-0 sm:rounded-2xl sm:border dark:border-slate-800 dark:bg-slate-900/95">
        <Button variant="outline" onClick={() => navigate(cancelTo)} disabled={saving}>
          취소
        </Button>
        <Button type="submit" disabled={saving} className="min-w-28">
          {saving ? (
            <>
              <Loader2 className="size-4 animate-spin" aria-hidden />
              저장 중...
            </>
          ) : (
            "저장"
          )}
        </Button>
      </div>
    </form>
  );
}

/** Photos: pick several (images only), each stored through the media service; delete one or all. */
function ImagesSection({
  images,
  error,
  onChange,
}: {
  images: string[];
  error?: string;
  onChange: (images: string[]) => void;
}) {
  const toast = useToast();
  const input = useRef<HTMLInputElement>(null);
  const [uploading, setUploading] = useState(0);
  const [confirmAll, setConfirmAll] = useState(false);
  const latest = useRef(images);
  latest.current = images;

  const add = async (files: FileList | null) => {
    const picked = Array.from(files ?? []);
    const accepted = picked.filter(isImageFile);
    if (accepted.length < picked.length) toast({ title: "이미지 파일만 올릴 수 있습니다", variant: "error" });
    if (accepted.length === 0) return;
    setUploading((n) => n + accepted.length);
    for (const file of accepted) {
      try {
        const { url } = await uploadImage(file);
        latest.current = [...latest.current, url];
        onChange(latest.current);
      } catch (err) {
        toast({
          title: "사진 업로드 중 오류가 발생했습니다.",
          description: `${file.name}: ${(err as Error).message}`,
          variant: "error",
        });
      } finally {
        setUploading((n) => n - 1);
      }
    }
  };

  return (
    <FormSection
      title="차량 이미지"
      description="여러 장을 한 번에 올릴 수 있습니다. 첫 번째 이미지가 대표 이미지입니다."
      actions={
        images.length > 0 && (
          <Button
            variant="ghost"
            size="sm"
            onClick={() => setConfirmAll(true)}
            className="text-red-600 dark:text-red-400"
          >
            <Trash2 className="size-4" aria-hidden />
            전체 삭제
          </Button>
        )
      }
    >
      <input
        ref={input}
        type="file"
        accept="image/*"
        multiple
        className="sr-only"
        id="partner-vehicle-images"
        aria-describedby={error ? "partner-vehicle-images-error" : undefined}
        onChange={(e) => {
          void add(e.target.files);
          e.target.value = "";
        }}
      />
      <ul
        className="grid grid-cols-3 gap-2 sm:grid-cols-4 lg:grid-cols-6"
        aria-label="등록된 이미지"
        data-testid="image-list"
      >
        {images.map((src, index) => (
          <li
            key={src}
            className="group relative aspect-[4/3] overflow-hidden rounded-xl bg-slate-100 ring-1 ring-slate-200 dark:bg-slate-800 dark:ring-slate-700"
          >
            <VehicleImage src={src} alt={`차량 이미지 ${index + 1}`} sizes="160px" />
            {index === 0 && (
              <span className="absolute bottom-1.5 left-1.5 rounded-md bg-brand-600 px-1.5 py-0.5 text-[11px] font-bold text-white">
                대표
              </span>
            )}
            <button
              type="button"
              onClick={() => onChange(images.filter((_, i) => i !== index))}
              aria-label={`이미지 ${index + 1} 삭제`}
              className="absolute top-1.5 right-1.5 inline-flex size-7 items-center justify-center rounded-full bg-slate-900/75 text-white shadow hover:bg-red-600"
            >
              <X className="size-4" aria-hidden />
            </button>
          </li>
        ))}
        {Array.from({ length: uploading }, (_, i) => (
          <li
            // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
            key={`uploading-${i}`}
            className="flex aspect-[4/3] items-center justify-center rounded-xl bg-slate-100 dark:bg-slate-800"
          >
            <Loader2 className="size-5 animate-spin text-slate-400" aria-label="업로드 중" />
          </li>
        ))}
        <li className="aspect-[4/3]">
          <label
            htmlFor="partner-vehicle-images"
            className={`flex h-full cursor-pointer flex-col items-center justify-center gap-1 rounded-xl border-2 border-dashed text-sm font-semibold transition hover:border-brand-400 hover:text-brand-600 ${
              error
                ? "border-red-400 text-red-600"
                : "border-slate-300 text-slate-500 dark:border-slate-700 dark:text-slate-400"
            }`}
          >
            <ImagePlus className="size-6" aria-hidden />
            이미지 추가
          </label>
        </li>
      </ul>
      <p className="mt-2 text-sm text-slate-500 dark:text-slate-400" aria-live="polite">
        {uploading > 0 ? `${uploading}장 업로드 중...` : `${images.length}장 등록됨`}
      </p>
      {error && (
        <p id="partner-vehicle-images-error" className="mt-1 text-sm text-red-600 dark:text-red-400">
          {error}
        </p>
      )}
      <ConfirmDialog
        open={confirmAll}
        title={VEHICLE_MESSAGES.deleteAllImages}
        confirmLabel="전체 삭제"
        danger
        onConfirm={() => {
          onChange([]);
          setConfirmAll(false);
        }}
        onCancel={() => setConfirmAll(false)}
      />
    </FormSection>
  );
}

const PRICE_COLUMNS: { key: keyof Omit<PriceRow, "selected">; label: string; placeholder: string }[] = [
  { key: "period", label: "계약기간", placeholder: "60개월" },
  { key: "deposit", label: "보증금", placeholder: "300만원" },
  { key: "monthly", label: "월 납입료", placeholder: "45만원" },
  { key: "totalKm", label: "연간 약정거리", placeholder: "3만km" },
];

function PriceRowsEditor({ rows, onChange }: { rows: PriceRow[]; onChange: (rows: PriceRow[]) => void }) {
  const set = (index: number, key: keyof PriceRow, value: string) =>
    onChange(rows.map((r, i) => (i === index ? { ...r, [key]: value } : r)));
  const grid = "grid grid-cols-2 gap-2 sm:grid-cols-[2rem_repeat(4,minmax(0,1fr))] sm:items-center";
  return (
    <div data-testid="price-editor" className="space-y-2">
      <div className={`${grid} hidden text-xs font-semibold text-slate-500 sm:grid dark:text-slate-400`} aria-hidden>
        <span>#</span>
        {PRICE_COLUMNS.map((c) => (
          <span key={c.key}>{c.label}</span>
        ))}
      </div>
      {rows.map((row, index) => (
        <fieldset
          // biome-ignore lint/suspicious/noArrayIndexKey: the five rows are positions, edited in place
          key={index}
          className={`${grid} rounded-xl border border-slate-200 p-3 sm:rounded-none sm:border-0 sm:p-0 dark:border-slate-800`}
        >
          <legend className="sr-only">{`${index + 1}행`}</legend>
          <span
            className="col-span-2 text-sm font-bold text-slate-500 tabular-nums sm:col-span-1 sm:font-semibold sm:text-slate-400"
            aria-hidden
          >
            {index + 1}
            <span className="sm:hidden">행</span>
          </span>
          {PRICE_COLUMNS.map((c) => (
            <div key={c.key}>
              <span className="mb-1 block text-xs font-medium text-slate-500 sm:hidden dark:text-slate-400" aria-hidden>
                {c.label}
              </span>
              <Input
                value={row[c.key]}
                onChange={(e) => set(index, c.key, e.target.value)}
                placeholder={c.placeholder}
                aria-label={`${index + 1}행 ${c.label}`}
                maxLength={50}
                className={smallInput}
              />
            </div>
          ))}
        </fieldset>
      ))}
    </div>
  );
}

/** One option group: its items as removable chips, and an inline input that adds one (Enter or 추가). */
function OptionGroupEditor({
  group,
  items,
  onChange,
}: {
  group: OptionGroup;
  items: string[];
  onChange: (items: string[]) => void;
}) {
  const [value, setValue] = useState("");
  const id = useId();
  const label = OPTION_GROUP_LABELS[group];
  const add = () => {
    const item = value.trim();
    if (!item) return;
    if (!items.includes(item)) onChange([...items, item]);
    setValue("");
  };
  return (
    <div className="rounded-xl border border-slate-200 p-4 dark:border-slate-800" data-testid={`option-group-${group}`}>
      <h3 className="text-sm font-bold text-slate-700 dark:text-slate-200">{label}</h3>
      <ul className="mt-2 flex min-h-8 flex-wrap gap-1.5" aria-label={`${label} 옵션`}>
        {items.length === 0 && <li className="text-sm text-slate-400">등록된 옵션이 없습니다</li>}
        {items.map((item) => (
          <li
            key={item}
            className="inline-flex items-center gap-1 rounded-full bg-slate-100 py-1 pr-1 pl-3 text-sm font-medium text-slate-700 dark:bg-slate-800 dark:text-slate-200"
          >
            {item}
            <button
              type="button"
              onClick={() => onChange(items.filter((i) => i !== item))}
              aria-label={`${item} 삭제`}
              className="inline-flex size-6 items-center justify-center rounded-full text-slate-500 hover:bg-slate-200 hover:text-red-600 dark:hover:bg-slate-700"
            >
              <X className="size-3.5" aria-hidden />
            </button>
          </li>
        ))}
      </ul>
      <div className="mt-3 flex gap-2">
        <label htmlFor={id} className="sr-only">
          {label} 옵션 이름
        </label>
        <Input
          id={id}
          value={value}
          onChange={(e) => setValue(e.target.value)}
          onKeyDown={(e) => {
            if (e.key === "Enter" && !e.nativeEvent.isComposing) {
              e.preventDefault();
              add();
            }
          }}
          placeholder="옵션 이름"
          maxLength={60}
          className={smallInput}
        />
        <Button variant="secondary" size="sm" onClick={add} aria-label={`${label} 옵션 추가`} className="h-auto">
          <Plus className="size-4" aria-hidden />
          추가
        </Button>
      </div>
    </div>
  );
}

function BenefitsEditor({ benefits, onChange }: { benefits: Benefit[]; onChange: (benefits: Benefit[]) => void }) {
  const set = (index: number, changes: Partial<Benefit>) =>
    onChange(benefits.map((b, i) => (i === index ? { ...b, ...changes } : b)));
  if (benefits.length === 0)
    return (
      <p className="text-sm text-slate-500 dark:text-slate-400">
        등록된 혜택이 없습니다. 혜택 추가를 눌러 카드를 만들어주세요.
      </p>
    );
  return (
    <ul className="grid gap-3 md:grid-cols-2">
      {benefits.map((benefit, index) => (
        <li
          // biome-ignore lint/suspicious/noArrayIndexKey: cards are edited in place; titles may repeat or be empty
          key={index}
          className="space-y-2 rounded-xl border border-slate-200 p-3 dark:border-slate-800"
          data-testid="benefit-card"
        >
          <div className="flex gap-2">
            <div className="w-32 shrink-0">
              <Select
                value={benefit.icon}
                onChange={(e) => set(index, { icon: e.target.value })}
                aria-label={`혜택 ${index + 1} 아이콘`}
                className={smallInput}
              >
                {BENEFIT_ICONS.map((c) => (
                  <option key={c.key} value={c.key}>
                    {c.label}
                  </option>
                ))}
              </Select>
            </div>
            <div className="min-w-0 flex-1">
              <Input
                value={benefit.title}
                onChange={(e) => set(index, { title: e.target.value })}
                placeholder="제목"
                aria-label={`혜택 ${index + 1} 제목`}
                maxLength={100}
                className={smallInput}
              />
            </div>
            <button
              type="button"
              onClick={() => onChange(benefits.filter((_, i) => i !== index))}
              aria-label={`혜택 ${index + 1} 삭제`}
              className="inline-flex size-9 shrink-0 items-center justify-center rounded-lg text-slate-500 hover:bg-red-50 hover:text-red-600 dark:hover:bg-red-950"
            >
              <Trash2 className="size-4" aria-hidden />
            </button>
          </div>
          <Textarea
            value={benefit.desc}
            onChange={(e) => set(index, { desc: e.target.value })}
            placeholder="설명"
            aria-label={`혜택 ${index + 1} 설명`}
            maxLength={500}
            className="min-h-16 py-2 text-sm"
          />
        </li>
      ))}
    </ul>
  );
}
