import { Pencil, Trash2 } from "lucide-react";
import { useState } from "react";
import { useRevalidator } from "react-router";
import { Stars } from "#app/components/reviews/Stars";
import { Button } from "#app/components/ui/button";
import { Field, Input, Select, Textarea } from "#app/components/ui/field";
import { MediaImage } from "#app/components/ui/media-image";
import { useToast } from "#app/components/ui/toast";
import { ApiError, apiRequest } from "#app/lib/api-client";
import { formatDateTimeKo } from "#domain/datetime";
import { fieldErrorsOf } from "#domain/field-errors";
import type { AdminReviewItem } from "#domain/review";
import { reviewUpdateSchema } from "#domain/review";
import { ConfirmDelete } from "./ConfirmDelete";
import { EmptyState, Pagination } from "./ListStates";
import { useConfirmedAction } from "./use-confirmed-action";

export interface ReviewsPanel {
  reviews: AdminReviewItem[];
  total: number;
  page: number;
  totalPages: number;
}

export const REVIEW_MESSAGES = {
  updated: "후기가 수정되었습니다.",
  updateFailed: "후기 수정 중 오류가 발생했습니다.",
  deleted: "후기가 삭제되었습니다.",
  deleteFailed: "후기 삭제 중 오류가 발생했습니다.",
} as const;

type Draft = Pick<AdminReviewItem, "customerName" | "vehicleName" | "content" | "rating">;

function ReviewEditor({ review, onDone }: { review: AdminReviewItem; onDone: () => void }) {
  const [draft, setDraft] = useState<Draft>({
    customerName: review.customerName,
    vehicleName: review.vehicleName,
    content: review.content,
    rating: review.rating,
  });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [saving, setSaving] = useState(false);
  const toast = useToast();
  const revalidator = useRevalidator();
  const set = (patch: Partial<Draft>) => setDraft((d) => ({ ...d, ...patch }));

  const save = async (event: React.FormEvent) => {
    event.preventDefault();
    const parsed = reviewUpdateSchema.safeParse(draft);
    if (!parsed.success) {
      setErrors(fieldErrorsOf(parsed.error));
      return;
    }
    setSaving(true);
    try {
      await apiRequest("PUT", `/api/reviews/${review.id}`, parsed.data);
      toast({ title: REVIEW_MESSAGES.updated, variant: "success" });
      revalidator.revalidate();
      onDone();
    } catch (error) {
      if (error instanceof ApiError && error.fieldErrors) setErrors(error.fieldErrors);
      toast({ title: REVIEW_MESSAGES.updateFailed, description: (error as Error).message, variant: "error" });
      setSaving(false);
    }
  };

  return (
    <form onSubmit={save} noValidate className="space-y-3" aria-label={`${review.customerName}님의 후기 수정`}>
      <div className="grid gap-3 sm:grid-cols-[1fr_1fr_10rem]">
        <Field label="고객명" error={errors.customerName}>
          {(props) => (
            <Input {...props} value={draft.customerName} onChange={(e) => set({ customerName: e.target.value })} />
          )}
        </Field>
        <Field label="차량명" error={errors.vehicleName}>
          {(props) => (
            <Input {...props} value={draft.vehicleName} onChange={(e) => set({ vehicleName: e.target.value })} />
          )}
        </Field>
        <Field label="평점" error={errors.rating}>
          {(props) => (
            <Select {...props} value={draft.rating} onChange={(e) => set({ rating: Number(e.target.value) })}>
              {[5, 4, 3, 2, 1].map((n) => (
                <option key={n} value={n}>
                  {`${n}점 ${"★".repeat(n)}`}
                </option>
              ))}
            </Select>
          )}
        </Field>
      </div>
      <Field label="후기 내용" error={errors.content}>
        {(props) => (
          <Textarea {...props} rows={4} value={draft.content} onChange={(e) => set({ content: e.target.value })} />
        )}
      </Field>
      <div className="flex justify-end gap-2">
        <Button variant="ghost" size="sm" onClick={onDone} disabled={saving}>
          취소
        </Button>
        <Button type="submit" size="sm" disabled={saving}>
          {saving ? "저장 중..." : "저장"}
        </Button>
      </div>
    </form>
  );
}

export function ReviewsTab({ data }: { data: ReviewsPanel }) {
  const [editing, setEditing] = useState<number | null>(null);
  const remove = useConfirmedAction<AdminReviewItem>({
    run: (review) => apiRequest("DELETE", `/api/reviews/${review.id}`),
    success: () => ({ title: REVIEW_MESSAGES.deleted }),
    failure: (_r, error) => ({ title: REVIEW_MESSAGES.deleteFailed, description: error.message }),
  });

  if (data.reviews.length === 0) return <EmptyState title="아직 후기가 없습니다" />;
  return (
    <div>
      <p className="border-b border-slate-100 px-4 py-3 text-sm text-slate-500 dark:border-slate-800 dark:text-slate-400">
        전체{" "}
        <strong className="text-slate-900 tabular-nums dark:text-white">{data.total.toLocaleString("ko-KR")}</strong>건
      </p>
      <ul className="divide-y divide-slate-100 dark:divide-slate-800">
        {data.reviews.map((review) => (
          <li key={review.id} className="p-4" data-testid="review-row">
            {editing === review.id ? (
              <ReviewEditor review={review} onDone={() => setEditing(null)} />
            ) : (
              <div className="flex gap-4">
                {review.photoUrl && (
                  <MediaImage
                    src={review.photoUrl}
                    sizes="80px"
                    width={80}
                    height={80}
                    alt=""
                    className="size-16 shrink-0 rounded-xl bg-slate-100 object-cover sm:size-20 dark:bg-slate-800"
                  />
                )}
                <div className="min-w-0 flex-1">
                  <div className="flex flex-wrap items-center gap-x-2 gap-y-1">
                    <p className="font-bold">{review.customerName}</p>
                    <span className="rounded-full bg-slate-100 px-2 py-0.5 text-xs font-semibold text-slate-600 dark:bg-slate-800 dark:text-slate-300">
                      {review.vehicleName}
                    </span>
                    <Stars rating={review.rating} label={`평점 ${review.rating}점`} />
                  </div>
                  <p className="mt-1.5 text-[15px] whitespace-pre-line text-slate-700 dark:text-slate-300">
                    {review.content}
                  </p>
                  <p className="mt-1.5 text-xs text-slate-400 tabular-nums">{formatDateTimeKo(review.createdAt)}</p>
                </div>
                <div className="flex shrink-0 flex-col gap-1 sm:flex-row sm:items-start">
                  <Button
                    variant="ghost"
                    size="sm"
                    onClick={() => setEditing(review.id)}
                    aria-label={`${review.customerName}님의 후기 수정`}
                  >
                    <Pencil className="size-4" aria-hidden />
                    <span className="hidden sm:inline">수정</span>
                  </Button>
                  <Button
                    variant="ghost"
                    size="sm"
                    onClick={() => remove.ask(review)}
                    className="text-red-600 hover:bg-red-50 dark:text-red-400 dark:hover:bg-red-950"
                    aria-label={`${review.customerName}님의 후기 삭제`}
                  >
                    <Trash2 className="size-4" aria-hidden />
                    <span className="hidden sm:inline">삭제</span>
                  </Button>
                </div>
              </div>
            )}
          </li>
        ))}
      </ul>
      <Pagination page={data.page} totalPages={data.totalPages} label="후기 목록 페이지" />
      <ConfirmDelete
        action={remove}
        title={remove.target ? `${remove.target.customerName}님의 후기를 삭제하시겠습니까?` : ""}
        description="삭제한 후기는 되돌릴 수 없습니다."
      />
    </div>
  );
}
