import { ArrowRight, ImageOff } from "lucide-react";
import { MediaImage } from "#app/components/ui/media-image";
import { cn } from "#app/lib/cn";
import { changeKind, type PriceRowChange, wordDiff } from "#domain/diff-parts";
import { PRICE_CELL_LABELS, PRICE_CELLS } from "#domain/listing";
import type { ListingDiff, TextChange } from "#domain/listing-diff";
import { formatDeposit, formatMonthly } from "#domain/pricing";
import type { PriceRow } from "#domain/vehicle";

const ROW_LABELS: Record<PriceRowChange["kind"], string> = {
  same: "그대로",
  changed: "변경",
  added: "추가",
  removed: "삭제",
};

const ROW_TONES: Record<PriceRowChange["kind"], string> = {
  same: "bg-slate-100 text-slate-600 dark:bg-slate-800 dark:text-slate-300",
  changed: "bg-amber-100 text-amber-900 dark:bg-amber-900/60 dark:text-amber-100",
  added: "bg-emerald-100 text-emerald-900 dark:bg-emerald-900/60 dark:text-emerald-100",
  removed: "bg-rose-100 text-rose-900 dark:bg-rose-900/60 dark:text-rose-100",
};

const cellText = (row: PriceRow | null, cell: (typeof PRICE_CELLS)[number]) => {
  if (!row) return "";
  if (cell === "monthly") {
    return formatMonthly(row.monthly);
  }
  if (cell === "deposit") return formatDeposit(row.deposit);
  return row[cell] || "—";
};

/** The price table row by row: the changed cells marked, the old value struck through beside the new one. */
export function PriceDiffTable({ rows }: { rows: readonly PriceRowChange[] }) {
  return (
    // Narrow enough for a phone without scrolling: the cells wrap instead.
    <div className="overflow-hidden rounded-xl border border-slate-200 dark:border-slate-800">
      <table className="w-full text-xs sm:text-sm" data-testid="price-diff">
        <caption className="sr-only">가격표: 현재 게시된 값과 요청한 값</caption>
        <thead className="bg-slate-50 text-left text-xs font-semibold text-slate-500 dark:bg-slate-900 dark:text-slate-400">
          <tr>
            <th scope="col" className="px-2 py-2 sm:px-3">
              구분
            </th>
            {PRICE_CELLS.map((cell) => (
              <th key={cell} scope="col" className="px-2 py-2 sm:px-3">
                {PRICE_CELL_LABELS[cell]}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100 dark:divide-slate-800">
          {rows.map((row, i) => (
            <tr
              // biome-ignore lint/suspicious/noArrayIndexKey: rows are compared by their place in the table
              key={i}
              data-kind={row.kind}
              className={
                row.kind === "removed"
                  ? "bg-rose-50/60 dark:bg-rose-950/30"
                  : row.kind === "added"
                    ? "bg-emerald-50/60 dark:bg-emerald-950/30"
                    : ""
              }
            >
              <td className="px-2 py-2 sm:px-3">
                <span className={cn("rounded-full px-2 py-0.5 text-xs font-bold", ROW_TONES[row.kind])}>
                  {ROW_LABELS[row.kind]}
                </span>
              </td>
              {PRICE_CELLS.map((cell) => {
                const changed = row.kind === "changed" && row.cells.includes(cell);
                const before = cellText(row.before, cell);
                const after = cellText(row.after, cell);
                return (
                  <td
                    key={cell}
                    data-changed={changed || undefined}
                    className={cn(
                      "px-2 py-2 sm:px-3 tabular-nums",
                      changed && "bg-amber-50 font-bold text-amber-950 dark:bg-amber-950/50 dark:text-amber-50",
                    )}
                  >
                    {row.kind === "removed" ? (
                      <del className="text-rose-700 dark:text-rose-300">{before}</del>
                    ) : changed ? (
                      <span className="inline-flex flex-wrap items-center gap-1">
                        <del className="font-normal text-slate-500 dark:text-slate-400">{before}</del>
                        <ArrowRight className="size-3.5 text-amber-600" aria-label="에서" />
                        <ins className="no-underline">{after}</ins>
                      </span>
                    ) : (
                      after
                    )}
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function PhotoStrip({ images, label, wide = false }: { images: readonly string[]; label: string; wide?: boolean }) {
  return (
    <figure className="min-w-0 space-y-2">
      <figcaption className="text-xs font-semibold text-slate-500 dark:text-slate-400">
        {label} <span className="tabular-nums">{images.length}장</span>
      </figcaption>
      {images.length === 0 ? (
        <div className="flex aspect-[3/2] items-center justify-center rounded-xl bg-slate-100 text-slate-400 dark:bg-slate-800">
          <ImageOff className="size-6" aria-hidden />
          <span className="sr-only">사진 없음</span>
        </div>
      ) : (
        <ul className={cn("grid grid-cols-3 gap-1.5 sm:grid-cols-4", wide && "lg:grid-cols-8")}>
          {images.map((src, i) => (
            <li key={src} className="relative aspect-[3/2] overflow-hidden rounded-lg bg-slate-100 dark:bg-slate-800">
              <MediaImage
                src={src}
                alt={`${label} ${i + 1}`}
                sizes="120px"
                width={120}
                height={80}
                className="size-full object-cover"
              />
              {i === 0 && (
                <span className="absolute top-1 left-1 rounded bg-slate-900/80 px-1 text-[10px] font-bold text-white">
                  대표
                </span>
              )}
            </li>
          ))}
        </ul>
      )}
    </figure>
  );
}

const CHANGE_LABELS: Record<ReturnType<typeof changeKind>, string> = {
  added: "새로 입력",
  changed: "변경",
  removed: "삭제",
};

/**
 * One side of a changed text, word by word: the words only this side has are marked (removed ones on the published
 * side, added ones on the requested side), the rest read as they are, so a changed sentence shows what changed.
 */
function WordSide({ change, side }: { change: TextChange; side: "before" | "after" }) {
  const text = change[side];
  if (!text) return <span className="text-slate-400 dark:text-slate-500">없음</span>;
  // A diff's parts never move, so their place is their identity.
  const parts = wordDiff(change.before, change.after).map((part, place) => ({ ...part, place }));
  return (
    <>
      {parts.map((part) => {
        if (part.kind === "same") return <span key={part.place}>{part.text}</span>;
        if (side === "before" && part.kind === "removed")
          return (
            <del
              key={part.place}
              className="rounded-sm bg-rose-100 text-rose-900 decoration-rose-500/70 dark:bg-rose-950/70 dark:text-rose-100"
            >
              {part.text}
            </del>
          );
        if (side === "after" && part.kind === "added")
          return (
            <ins
              key={part.place}
              className="rounded-sm bg-emerald-100 font-semibold text-emerald-950 no-underline dark:bg-emerald-900/60 dark:text-emerald-50"
            >
              {part.text}
            </ins>
          );
        return null;
      })}
    </>
  );
}

const KIND_TONES: Record<ReturnType<typeof changeKind>, string> = {
  added: ROW_TONES.added,
  changed: ROW_TONES.changed,
  removed: ROW_TONES.removed,
};

/** A submission's changes: other fields as before/after text, the price table, and the photos side by side. */
export function ListingDiffView({ diff, isNew }: { diff: ListingDiff; isNew: boolean }) {
  const beforeLabel = isNew ? "기존" : "현재 게시";
  const afterLabel = isNew ? "등록 요청" : "변경 요청";
  return (
    <div className="space-y-4">
      {diff.text.length > 0 && (
        <div className="overflow-hidden rounded-xl border border-slate-200 dark:border-slate-800">
          <table className="w-full text-sm" data-testid="field-diff">
            <caption className="sr-only">바뀐 항목</caption>
            <thead className="bg-slate-50 text-left text-xs font-semibold text-slate-500 dark:bg-slate-900 dark:text-slate-400">
              <tr>
                <th scope="col" className="w-28 px-2 py-2 sm:px-3">
                  항목
                </th>
                {!isNew && (
                  <th scope="col" className="px-2 py-2 sm:px-3">
                    {beforeLabel}
                  </th>
                )}
                <th scope="col" className="px-2 py-2 sm:px-3">
                  {afterLabel}
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-100 align-top dark:divide-slate-800">
              {diff.text.map((change) => (
                <tr key={change.field} data-field={change.field}>
                  <th
                    scope="row"
                    className="px-2 py-2 sm:px-3 text-left font-semibold text-slate-700 dark:text-slate-200"
                  >
                    {change.label}
                  </th>
                  {!isNew && (
                    <td className="px-2 py-2 sm:px-3 break-words whitespace-pre-line text-slate-600 dark:text-slate-300">
                      <WordSide change={change} side="before" />
                    </td>
                  )}
                  <td className="bg-amber-50/50 px-2 py-2 sm:px-3 break-words whitespace-pre-line text-slate-900 dark:bg-amber-950/20 dark:text-slate-100">
                    {isNew ? (
                      change.after || "없음"
                    ) : (
                      <>
                        <span
                          className={cn(
                            "mr-1.5 inline-block rounded-full px-2 py-0.5 align-[1px] text-xs font-bold whitespace-nowrap",
                            KIND_TONES[changeKind(change)],
                          )}
                          data-change={changeKind(change)}
                        >
                          {CHANGE_LABELS[changeKind(change)]}
                        </span>
                        <WordSide change={change} side="after" />
                      </>
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {diff.prices && <PriceDiffTable rows={diff.prices} />}
      {diff.images && (
        <div className={cn("grid gap-4", !isNew && "sm:grid-cols-2")} data-testid="photo-diff">
          {!isNew && <PhotoStrip images={diff.images.before} label={`${beforeLabel} 사진`} />}
          <PhotoStrip images={diff.images.after} label={`${afterLabel} 사진`} wide={isNew} />
        </div>
      )}
      {diff.fields.length === 0 && <p className="text-sm text-slate-500">바뀐 내용이 없습니다.</p>}
    </div>
  );
}
