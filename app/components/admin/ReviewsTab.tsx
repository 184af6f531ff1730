import { Check, Pencil, Trash2, X } from "lucide-react";
import { useState } from "react";
import { useRevalidator } from "react-router";
import { Stars } from "#app/components/reviews/Stars";
import { Button } from "#app/components/ui/button";
import { Field, Input, Select, Textarea } from "#app/components/ui/field";
import { MediaImage } from "#app/components/ui/media-image";
import { useToast } from "#app/components/ui/toast";
import { apiRequest } from "#app/lib/api-client";
import { cn } from "#app/lib/cn";
import { useFormSubmit } from "#app/lib/use-form-submit";
import { useIsOwner } from "#app/lib/use-staff-role";
import { formatDateTimeKo } from "#domain/datetime";
import { fieldErrorsFrom } from "#domain/field-errors";
import { groupDigits } from "#domain/number-text";
import {
  type AdminReviewItem,
  type AdminReviewList,
  REVIEW_STATUS_LABELS,
  REVIEW_STATUSES,
  type ReviewDecision,
  type ReviewStatus,
  reviewUpdateSchema,
} from "#domain/review";
import { ConfirmDelete } from "./ConfirmDelete";
import { EmptyState, Pagination } from "./ListStates";
import { type StatusCount, StatusCounts } from "./StatusCounts";
import { useConfirmedAction } from "./use-confirmed-action";

export const REVIEW_MESSAGES = {
  updated: "후기가 수정되었습니다.",
  updateFailed: "후기 수정 중 오류가 발생했습니다.",
  deleted: "후기가 삭제되었습니다.",
  deleteFailed: "후기 삭제 중 오류가 발생했습니다.",
  approved: "후기를 승인했습니다.",
  editedApproved: "후기를 수정하고 승인했습니다.",
  approvedNote: "고객 후기에 게시됩니다. 이름은 가운데 글자를 가려 표시됩니다.",
  approveFailed: "후기 승인 중 오류가 발생했습니다.",
  rejected: "후기를 거절했습니다.",
  rejectedNote: "사이트에 표시되지 않습니다. 나중에 다시 승인할 수 있습니다.",
  rejectFailed: "후기 거절 중 오류가 발생했습니다.",
} as const;

/** Each status keeps the colours the 파트너 신청 tab gives the same words. */
const STATUS_TONES: Record<ReviewStatus, string> = {
  pending: "bg-amber-50 text-amber-700 ring-amber-200 dark:bg-amber-950 dark:text-amber-300 dark:ring-amber-900",
  approved:
    "bg-emerald-50 text-emerald-700 ring-emerald-200 dark:bg-emerald-950 dark:text-emerald-300 dark:ring-emerald-900",
  rejected: "bg-slate-100 text-slate-600 ring-slate-200 dark:bg-slate-800 dark:text-slate-300 dark:ring-slate-700",
};

/** What each status offers besides 수정 and 삭제: a pending review both decisions, a decided one the other. */
const DECISIONS_BY_STATUS: Record<ReviewStatus, readonly ReviewDecision[]> = {
  pending: ["reject", "approve"],
  approved: ["reject"],
  rejected: ["approve"],
};
const DECISION_LABELS: Record<ReviewDecision, string> = { approve: "승인", reject: "거절" };

type Draft = Pick<AdminReviewItem, "customerName" | "vehicleName" | "content" | "rating">;

/**
 * 승인 and 거절, each one request: both can be undone by the other, so they ask no confirmation. `edits` make
 * an approval 수정 후 승인; the answer carries the server's field messages when it refused them.
 */
function useReviewDecision() {
  const [busy, setBusy] = useState<number | null>(null);
  const toast = useToast();
  const revalidator = useRevalidator();
  /** Toasts the outcome; a refusal is thrown on (with the server's field messages) for a form to show. */
  const decide = async (review: AdminReviewItem, decision: ReviewDecision, edits?: Draft): Promise<void> => {
    if (busy !== null) return;
    setBusy(review.id);
    try {
      await apiRequest("POST", `/api/reviews/${review.id}/${decision}`, edits ?? {});
      toast({
        variant: "success",
        ...(decision === "approve"
          ? {
              title: edits ? REVIEW_MESSAGES.editedApproved : REVIEW_MESSAGES.approved,
              description: REVIEW_MESSAGES.approvedNote,
            }
          : { title: REVIEW_MESSAGES.rejected, description: REVIEW_MESSAGES.rejectedNote }),
      });
      revalidator.revalidate();
    } catch (error) {
      toast({
        variant: "error",
        title: decision === "approve" ? REVIEW_MESSAGES.approveFailed : REVIEW_MESSAGES.rejectFailed,
        description: (error as Error).message,
      });
      throw error;
    } finally {
      setBusy(null);
    }
  };
  return { busy, decide };
}

function ReviewEditor({
  review,
  onDone,
  decide,
}: {
  review: AdminReviewItem;
  onDone: () => void;
  decide: ReturnType<typeof useReviewDecision>["decide"];
}) {
  const toast = useToast();
  const revalidator = useRevalidator();
  // 수정 후 승인 for a review that is not public yet; a published one is only saved.
  const canApprove = review.status !== "approved";
  const { errors, pending, onSubmit } = useFormSubmit({
    read: (data) => ({
      intent: data.get("intent") === "approve" ? "approve" : "save",
      draft: {
        customerName: String(data.get("customerName") ?? ""),
        vehicleName: String(data.get("vehicleName") ?? ""),
        content: String(data.get("content") ?? ""),
        rating: Number(data.get("rating")),
      },
    }),
    check: ({ draft }) => fieldErrorsFrom(reviewUpdateSchema, draft),
    send: async ({ intent, draft }) => {
      const fields = reviewUpdateSchema.parse(draft);
      if (intent === "approve") return decide(review, "approve", fields);
      try {
        await apiRequest("PUT", `/api/reviews/${review.id}`, fields);
      } catch (error) {
        toast({ title: REVIEW_MESSAGES.updateFailed, description: (error as Error).message, variant: "error" });
        throw error;
      }
      toast({ title: REVIEW_MESSAGES.updated, variant: "success" });
      revalidator.revalidate();
    },
    onSent: onDone,
    failureMessage: REVIEW_MESSAGES.updateFailed,
  });

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-3" aria-label={`${review.customerName}님의 후기 수정`}>
      <div className="grid gap-3 sm:grid-cols-[1fr_1fr_10rem]">
        <Field label="고객명" error={errors.customerName}>
          {(props) => <Input {...props} name="customerName" defaultValue={review.customerName} />}
        </Field>
        <Field label="차량명" error={errors.vehicleName}>
          {(props) => <Input {...props} name="vehicleName" defaultValue={review.vehicleName} />}
        </Field>
        <Field label="평점" error={errors.rating}>
          {(props) => (
            <Select {...props} name="rating" defaultValue={review.rating}>
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
        {(props) => <Textarea {...props} name="content" rows={4} defaultValue={review.content} />}
      </Field>
      <div className="flex flex-wrap justify-end gap-2">
        <Button variant="ghost" size="sm" onClick={onDone} disabled={pending}>
          취소
        </Button>
        <Button
          type="submit"
          name="intent"
          value="save"
          variant={canApprove ? "outline" : "primary"}
          size="sm"
          disabled={pending}
        >
          {pending ? "저장 중..." : "저장"}
        </Button>
        {canApprove && (
          <Button type="submit" name="intent" value="approve" size="sm" disabled={pending}>
            <Check className="size-4" aria-hidden />
            수정 후 승인
          </Button>
        )}
      </div>
    </form>
  );
}

/** 전체 and one link per status with its count, like the 문의 관리 tab's; 승인 대기 is the queue. */
function StatusBar({ status, counts }: { status: ReviewStatus | null; counts: Record<ReviewStatus, number> }) {
  const total = REVIEW_STATUSES.reduce((sum, s) => sum + counts[s], 0);
  const items: StatusCount<ReviewStatus>[] = [
    { key: "all", label: "전체", count: total },
    ...REVIEW_STATUSES.map((s) => ({ key: s, label: REVIEW_STATUS_LABELS[s], count: counts[s] })),
  ];
  return (
    <div className="border-b border-slate-100 p-3 sm:px-4 dark:border-slate-800" data-testid="review-status-bar">
      <StatusCounts
        label="상태별 후기"
        items={items}
        active={status ?? "all"}
        hrefOf={(key) => (key === "all" ? "?tab=reviews" : `?tab=reviews&status=${key}`)}
        testIdPrefix="review-status-"
        attention="pending"
      />
    </div>
  );
}

function emptyTitle(status: ReviewStatus | null): string {
  if (status === "pending") return "승인 대기 중인 후기가 없습니다";
  if (status) return `${REVIEW_STATUS_LABELS[status]} 후기가 없습니다`;
  return "아직 후기가 없습니다";
}

export function ReviewsTab({ data }: { data: AdminReviewList }) {
  const [editing, setEditing] = useState<number | null>(null);
  const { busy, decide } = useReviewDecision();
  const owner = useIsOwner();
  const remove = useConfirmedAction<AdminReviewItem>({
    run: (review) => apiRequest("DELETE", `/api/reviews/${review.id}`),
    success: () => ({ title: REVIEW_MESSAGES.deleted }),
    failure: (_r, error) => ({ title: REVIEW_MESSAGES.deleteFailed, description: error.message }),
  });

  return (
    <div>
      <StatusBar status={data.status} counts={data.counts} />
      {data.reviews.length === 0 ? (
        <EmptyState
          title={emptyTitle(data.status)}
          description={
            data.status === "pending" ? "고객이 작성한 후기는 승인하기 전까지 사이트에 표시되지 않습니다." : undefined
          }
        />
      ) : (
        <>
          <p
            className="border-b border-slate-100 px-4 py-3 text-sm text-slate-500 dark:border-slate-800 dark:text-slate-400"
            aria-live="polite"
          >
            {data.status ? REVIEW_STATUS_LABELS[data.status] : "전체"}{" "}
            <strong className="text-slate-900 tabular-nums dark:text-white">{groupDigits(data.total)}</strong>건
          </p>
          <ul className="divide-y divide-slate-100 dark:divide-slate-800">
            {data.reviews.map((review) => (
              <li key={review.id} className="p-4" data-testid="review-row" data-status={review.status}>
                {editing === review.id ? (
                  <ReviewEditor review={review} onDone={() => setEditing(null)} decide={decide} />
                ) : (
                  <ReviewRow
                    review={review}
                    busy={busy === review.id}
                    onDecide={(decision) => decide(review, decision).catch(() => {})}
                    onEdit={() => setEditing(review.id)}
                    onDelete={owner ? () => remove.ask(review) : undefined}
                  />
                )}
              </li>
            ))}
          </ul>
        </>
      )}
      <Pagination page={data.page} totalPages={data.totalPages} label="후기 목록 페이지" />
      {owner && (
        <ConfirmDelete
          action={remove}
          title={remove.target ? `${remove.target.customerName}님의 후기를 삭제하시겠습니까?` : ""}
          description="삭제한 후기는 되돌릴 수 없습니다."
        />
      )}
    </div>
  );
}

function ReviewRow({
  review,
  busy,
  onDecide,
  onEdit,
  onDelete,
}: {
  review: AdminReviewItem;
  busy: boolean;
  onDecide: (decision: ReviewDecision) => void;
  onEdit: () => void;
  /** 삭제, offered to the 대표 관리자 alone. */
  onDelete?: () => void;
}) {
  const decisions = DECISIONS_BY_STATUS[review.status];
  return (
    <div className="flex flex-col gap-3 sm:flex-row sm:gap-4">
      <div className="flex min-w-0 flex-1 gap-4">
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
            <span
              className={cn(
                "rounded-full px-2 py-0.5 text-xs font-bold ring-1 ring-inset",
                STATUS_TONES[review.status],
              )}
              data-testid="review-status"
            >
              {REVIEW_STATUS_LABELS[review.status]}
            </span>
            <span className="rounded-full bg-slate-100 px-2 py-0.5 text-xs font-semibold text-slate-600 dark:bg-slate-800 dark:text-slate-300">
              {review.vehicleName}
            </span>
            <Stars rating={review.rating} label={`평점 ${review.rating}점`} />
          </div>
          <p className="mt-1.5 text-[15px] break-words whitespace-pre-line text-slate-700 dark:text-slate-300">
            {review.content}
          </p>
          <p className="mt-1.5 text-xs text-slate-500 tabular-nums dark:text-slate-400">
            {formatDateTimeKo(review.createdAt)}
          </p>
        </div>
      </div>
      <div className="flex shrink-0 flex-wrap items-start justify-end gap-1">
        {decisions.map((decision) => (
          <Button
            key={decision}
            variant={decision === "approve" ? "primary" : "outline"}
            size="sm"
            onClick={() => onDecide(decision)}
            disabled={busy}
            aria-label={`${review.customerName}님의 후기 ${DECISION_LABELS[decision]}`}
          >
            {decision === "approve" ? <Check className="size-4" aria-hidden /> : <X className="size-4" aria-hidden />}
            {DECISION_LABELS[decision]}
          </Button>
        ))}
        <Button variant="ghost" size="sm" onClick={onEdit} aria-label={`${review.customerName}님의 후기 수정`}>
          <Pencil className="size-4" aria-hidden />
          <span className="hidden sm:inline">수정</span>
        </Button>
        {onDelete && (
          <Button
            variant="ghost"
            size="sm"
            onClick={onDelete}
            className="text-red-600 hover:bg-red-50 dark:text-red-400 dark:hover:bg-red-950"
            aria-label={`${review.customerName}님의 후기 삭제`}
          >
            <Trash2 className="size-4" aria-hidden />
            <span className="hidden sm:inline">삭제</span>
          </Button>
        )}
      </div>
    </div>
  );
}
