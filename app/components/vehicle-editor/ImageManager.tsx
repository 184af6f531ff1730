import {
  type Announcements,
  closestCenter,
  DndContext,
  type DragEndEvent,
  KeyboardSensor,
  MouseSensor,
  TouchSensor,
  useSensor,
  useSensors,
} from "@dnd-kit/core";
import { rectSortingStrategy, SortableContext, sortableKeyboardCoordinates, useSortable } from "@dnd-kit/sortable";
import { CSS } from "@dnd-kit/utilities";
import {
  ChevronDown,
  ChevronsDown,
  ChevronsUp,
  ChevronUp,
  GripVertical,
  ImagePlus,
  RotateCw,
  Trash2,
  X,
} from "lucide-react";
import { useEffect, useId, useState } from "react";
import { VehicleImage } from "#app/components/catalogue/VehicleImage";
import { Button } from "#app/components/ui/button";
import { ConfirmDialog } from "#app/components/ui/dialog";
import { cn } from "#app/lib/cn";
import { mediaKeyOf } from "#domain/media";
import { MAX_VEHICLE_IMAGES, VEHICLE_MESSAGES } from "#domain/vehicle-input";
import { EditorSection, FieldError, IconButton } from "./EditorSection";
import { moveItem, orderTarget, removeAt } from "./list-ops";
import { type ImagesUpdate, type QueueItem, useUploadQueue } from "./use-upload-queue";

export type { ImagesUpdate };

const STAGE_TEXT: Record<QueueItem["stage"], string> = {
  waiting: "대기 중",
  compressing: "압축 중",
  uploading: "업로드 중",
  done: "완료",
  failed: "실패",
};

/**
 * The listing's photos: several at once by picker or drop (image files only), each compressed in the
 * browser and uploaded one by one through the media service with per-file and overall progress; reorder
 * by drag (mouse, touch, keyboard), by the move buttons or by typing a position (Enter); delete one or all.
 * The first photo is the main image.
 */
export function ImageManager({
  images,
  onChange,
  onBusyChange,
  error,
  itemErrors = {},
  vehicleName,
  max = MAX_VEHICLE_IMAGES,
  title = "차량 사진",
  countText = (count, limit) => `${count}/${limit}장`,
}: {
  images: string[];
  onChange: (update: ImagesUpdate) => void;
  /** True while files are being compressed or uploaded (saving waits for them). */
  onBusyChange?: (busy: boolean) => void;
  error?: string;
  /** Errors of single images, by index. */
  itemErrors?: Record<number, string>;
  vehicleName: string;
  max?: number;
  title?: string;
  /** How the count reads next to the main-image note. */
  countText?: (count: number, max: number) => string;
}) {
  const inputId = useId();
  const dndId = useId();
  const [dropping, setDropping] = useState(false);
  const [confirmClear, setConfirmClear] = useState(false);
  const { queue, addFiles, retry, dismiss, uploading, done, active, overall } = useUploadQueue({
    images,
    onChange,
    onBusyChange,
    max,
  });

  const move = (from: number, to: number) => onChange((previous) => moveItem(previous, from, to));

  const sensors = useSensors(
    useSensor(MouseSensor, { activationConstraint: { distance: 6 } }),
    useSensor(TouchSensor, { activationConstraint: { delay: 180, tolerance: 8 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const position = (id: string | number) => images.indexOf(String(id)) + 1;
  const announcements: Announcements = {
    onDragStart: ({ active }) => `${position(active.id)}번째 이미지를 들었습니다.`,
    onDragOver: ({ over }) => (over ? `${position(over.id)}번째 자리 위에 있습니다.` : "이미지 목록 밖에 있습니다."),
    onDragEnd: ({ over }) =>
      over ? `이미지를 ${position(over.id)}번째 자리에 놓았습니다.` : "이미지를 제자리에 놓았습니다.",
    onDragCancel: () => "순서 변경을 취소했습니다.",
  };
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    move(images.indexOf(String(active.id)), images.indexOf(String(over.id)));
  };

  return (
    <EditorSection
      title={title}
      testId="image-manager"
      description={`첫 번째 사진이 대표 이미지입니다 · ${countText(images.length, max)}`}
      actions={
        images.length > 0 && (
          <Button
            variant="ghost"
            size="sm"
            onClick={() => setConfirmClear(true)}
            className="text-red-600 hover:bg-red-50 dark:text-red-400 dark:hover:bg-red-500/10"
          >
            <Trash2 className="size-4" aria-hidden />
            전체 삭제
          </Button>
        )
      }
    >
      <label
        htmlFor={inputId}
        onDragOver={(e) => {
          if (!e.dataTransfer.types.includes("Files")) return;
          e.preventDefault();
          setDropping(true);
        }}
        onDragLeave={() => setDropping(false)}
        onDrop={(e) => {
          if (!e.dataTransfer.types.includes("Files")) return;
          e.preventDefault();
          setDropping(false);
          addFiles(e.dataTransfer.files);
        }}
        data-testid="image-drop-zone"
        className={cn(
          "flex cursor-pointer flex-col items-center justify-center gap-1.5 rounded-2xl border-2 border-dashed px-4 text-center transition has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-brand-500",
          images.length === 0 ? "py-10" : "py-5",
          dropping
            ? "border-brand-500 bg-brand-50 dark:border-brand-400 dark:bg-brand-950/50"
            : "border-slate-300 bg-slate-50/60 hover:border-brand-400 hover:bg-brand-50/40 dark:border-slate-700 dark:bg-slate-900/40 dark:hover:border-brand-600",
        )}
      >
        <span className="inline-flex size-11 items-center justify-center rounded-full bg-brand-100 text-brand-700 dark:bg-brand-950 dark:text-brand-300">
          <ImagePlus className="size-5" aria-hidden />
        </span>
        <span className="font-semibold text-slate-800 dark:text-slate-100">사진 추가</span>
        <span className="text-sm text-slate-500 dark:text-slate-400">
          여러 장을 끌어다 놓거나 눌러서 선택하세요 · 자동으로 압축돼요
        </span>
        <input
          id={inputId}
          type="file"
          accept="image/*"
          multiple
          data-testid="image-input"
          className="sr-only"
          onChange={(e) => {
            addFiles(e.target.files);
            e.target.value = "";
          }}
        />
      </label>
      <FieldError message={error} />

      {queue.length > 0 && (
        <div className="mt-4 rounded-xl bg-slate-50 p-3.5 dark:bg-slate-800/50" data-testid="upload-progress">
          <div className="flex items-center justify-between gap-3 text-sm">
            <p className="font-semibold text-slate-800 dark:text-slate-100">
              {uploading ? "사진 업로드 중" : "업로드하지 못한 사진이 있습니다"}{" "}
              <span className="font-normal text-slate-500 dark:text-slate-400">
                ({done}/{active}개 완료)
              </span>
            </p>
            {!uploading && (
              <div className="flex shrink-0 items-center gap-1">
                <Button variant="outline" size="sm" onClick={retry}>
                  <RotateCw className="size-4" aria-hidden />
                  다시 시도
                </Button>
                <IconButton label="업로드 목록 닫기" onClick={dismiss}>
                  <X className="size-4" aria-hidden />
                </IconButton>
              </div>
            )}
          </div>
          {uploading && <ProgressBar value={overall} label="전체 업로드 진행률" className="mt-2 h-2" />}
          <ul className="mt-3 space-y-2">
            {queue.map((item) => (
              <li key={item.id} className="grid grid-cols-[minmax(0,1fr)_auto] items-center gap-x-3 gap-y-1 text-xs">
                <span className="truncate text-slate-700 dark:text-slate-200">{item.name}</span>
                <span
                  className={
                    item.stage === "failed"
                      ? "font-semibold text-red-600 dark:text-red-400"
                      : "text-slate-500 dark:text-slate-400"
                  }
                >
                  {STAGE_TEXT[item.stage]}
                  {item.stage !== "failed" && item.stage !== "waiting" ? ` ${Math.round(item.progress * 100)}%` : ""}
                </span>
                {item.stage !== "failed" && (
                  <ProgressBar value={item.progress} label={`${item.name} 진행률`} className="col-span-2 h-1" />
                )}
              </li>
            ))}
          </ul>
        </div>
      )}

      {images.length > 0 && (
        <DndContext
          id={dndId}
          sensors={sensors}
          collisionDetection={closestCenter}
          onDragEnd={onDragEnd}
          accessibility={{
            announcements,
            screenReaderInstructions: {
              draggable:
                "스페이스 키를 눌러 사진을 들고, 방향키로 옮긴 뒤 스페이스 키로 내려놓으세요. Esc 키를 누르면 취소됩니다.",
            },
          }}
        >
          <SortableContext items={images} strategy={rectSortingStrategy}>
            <ol className="mt-4 grid grid-cols-2 gap-3 sm:grid-cols-3 xl:grid-cols-4" aria-label="사진 순서">
              {images.map((url, index) => (
                <SortableImage
                  key={url}
                  url={url}
                  index={index}
                  count={images.length}
                  vehicleName={vehicleName}
                  error={itemErrors[index]}
                  onMove={(to) => move(index, to)}
                  onRemove={() => onChange((previous) => removeAt(previous, previous.indexOf(url)))}
                />
              ))}
            </ol>
          </SortableContext>
        </DndContext>
      )}

      <ConfirmDialog
        open={confirmClear}
        title={VEHICLE_MESSAGES.deleteAllImages}
        description={`등록된 사진 ${images.length}장이 모두 목록에서 빠집니다. 저장하기 전까지는 고객 페이지에 반영되지 않습니다.`}
        confirmLabel="전체 삭제"
        danger
        onCancel={() => setConfirmClear(false)}
        onConfirm={() => {
          setConfirmClear(false);
          onChange([]);
        }}
      />
    </EditorSection>
  );
}

function ProgressBar({ value, label, className = "" }: { value: number; label: string; className?: string }) {
  const percent = Math.round(Math.min(Math.max(value, 0), 1) * 100);
  return (
    <div
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={percent}
      className={cn("overflow-hidden rounded-full bg-slate-200 dark:bg-slate-700", className)}
    >
      <div
        className="h-full rounded-full bg-brand-600 transition-[width] duration-200 dark:bg-brand-400"
        style={{ width: `${percent}%` }}
      />
    </div>
  );
}

function SortableImage({
  url,
  index,
  count,
  vehicleName,
  error,
  onMove,
  onRemove,
}: {
  url: string;
  index: number;
  count: number;
  vehicleName: string;
  error?: string;
  onMove: (to: number) => void;
  onRemove: () => void;
}) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({
    id: url,
  });
  const [order, setOrder] = useState(String(index + 1));
  useEffect(() => setOrder(String(index + 1)), [index]);
  const first = index === 0;
  const last = index === count - 1;
  return (
    <li
      ref={setNodeRef}
      style={{ transform: CSS.Transform.toString(transform), transition }}
      data-testid="image-tile"
      data-key={mediaKeyOf(url) ?? undefined}
      className={cn(
        "overflow-hidden rounded-xl border bg-white dark:bg-slate-900",
        isDragging
          ? "relative z-10 border-brand-400 shadow-xl ring-2 ring-brand-500/40"
          : "border-slate-200 dark:border-slate-700",
        error && "border-red-400 dark:border-red-500",
      )}
    >
      <button
        type="button"
        ref={setActivatorNodeRef}
        {...attributes}
        {...listeners}
        // Starts with what the tile shows (대표, or its number), so a voice command naming it finds the handle.
        aria-label={`사진 ${index + 1}${first ? ", 대표" : ""}: 끌어서 순서 바꾸기`}
        data-testid="image-handle"
        className="group relative block aspect-[4/3] w-full cursor-grab touch-manipulation bg-slate-100 outline-none focus-visible:ring-2 focus-visible:ring-brand-500 focus-visible:ring-inset active:cursor-grabbing dark:bg-slate-800"
      >
        <VehicleImage
          src={url}
          alt={`${vehicleName} 사진 ${index + 1}`}
          width={320}
          height={240}
          sizes="(min-width: 1280px) 180px, (min-width: 640px) 30vw, 45vw"
          className="pointer-events-none select-none"
        />
        <span
          className={cn(
            "absolute top-1.5 left-1.5 rounded-full px-2 py-0.5 text-[11px] font-bold shadow-sm",
            first ? "bg-brand-600 text-white" : "bg-slate-900/70 text-white",
          )}
        >
          {first ? "대표" : index + 1}
        </span>
        <span className="absolute top-1.5 right-1.5 inline-flex size-7 items-center justify-center rounded-full bg-white/85 text-slate-600 opacity-80 shadow-sm transition group-hover:opacity-100 dark:bg-slate-900/80 dark:text-slate-300">
          <GripVertical className="size-4" aria-hidden />
        </span>
      </button>
      <div className="space-y-1.5 p-2">
        <div className="flex items-center gap-1">
          <input
            value={order}
            inputMode="numeric"
            aria-label={`${index + 1}번째 사진 순서 번호 (Enter로 적용)`}
            onChange={(e) => setOrder(e.target.value)}
            onBlur={() => setOrder(String(index + 1))}
            onKeyDown={(e) => {
              if (e.key !== "Enter") return;
              e.preventDefault();
              const to = orderTarget(order, count);
              if (to === null) setOrder(String(index + 1));
              else {
                setOrder(String(to + 1));
                onMove(to);
              }
            }}
            className="h-8 w-11 rounded-lg border border-slate-300 bg-white text-center text-sm font-semibold text-slate-800 tabular-nums focus:border-brand-500 focus:ring-2 focus:ring-brand-500/20 focus:outline-none dark:border-slate-700 dark:bg-slate-950 dark:text-slate-100"
          />
          <span className="text-xs text-slate-500 tabular-nums dark:text-slate-400">/ {count}</span>
          <IconButton label="삭제" tone="danger" onClick={onRemove} className="ml-auto">
            <Trash2 className="size-4" aria-hidden />
          </IconButton>
        </div>
        <div className="grid grid-cols-4 gap-0.5">
          <IconButton label="맨 위로" onClick={() => onMove(0)} disabled={first} className="w-full">
            <ChevronsUp className="size-4" aria-hidden />
          </IconButton>
          <IconButton label="위로" onClick={() => onMove(index - 1)} disabled={first} className="w-full">
            <ChevronUp className="size-4" aria-hidden />
          </IconButton>
          <IconButton label="아래로" onClick={() => onMove(index + 1)} disabled={last} className="w-full">
            <ChevronDown className="size-4" aria-hidden />
          </IconButton>
          <IconButton label="맨 아래로" onClick={() => onMove(count - 1)} disabled={last} className="w-full">
            <ChevronsDown className="size-4" aria-hidden />
          </IconButton>
        </div>
        <FieldError message={error} />
      </div>
    </li>
  );
}
