import { AlertTriangle, Check, ExternalLink, Pencil, Undo2 } from "lucide-react";
import { useState } from "react";
import { Link, useRevalidator } from "react-router";
import { AdminPageShell } from "#app/components/admin/AdminPageShell";
import { ListingDiffView } from "#app/components/admin/ListingDiffView";
import { EmptyState } from "#app/components/admin/ListStates";
import { editHref } from "#app/components/admin/VehicleSections";
import { Button, buttonClass } from "#app/components/ui/button";
import { Dialog } from "#app/components/ui/dialog";
import { Field, Textarea } from "#app/components/ui/field";
import { useToast } from "#app/components/ui/toast";
import { ListingStatusBadge } from "#app/components/vehicle-editor/ListingState";
import { appContext } from "#app/context";
import { ApiError, apiRequest } from "#app/lib/api-client";
import { cn } from "#app/lib/cn";
import { privateMeta } from "#app/lib/seo";
import { formatDateTimeKo } from "#domain/datetime";
import { LISTING_MESSAGES, MAX_RETURN_REASON } from "#domain/listing";
import { INQUIRE, missingFactsMessage, REQUIRED_FACT_LABELS, type RequiredFact } from "#domain/listing-facts";
import { vehiclePath } from "#domain/paths";
import type { ReviewItem } from "#server/services/vehicles/listing-review";
import { listReviewQueue } from "#server/services/vehicles/listing-review";
import type { Route } from "./+types/listing-reviews";

export const meta = () => privateMeta("검수 대기 | 관리자");

export async function loader({ context }: Route.LoaderArgs) {
  return { items: await listReviewQueue(context.get(appContext)) };
}

/** 반려: the reason goes to the partner, so it is asked for in a dialog of its own. */
function ReturnDialog({
  item,
  onClose,
  onReturned,
}: {
  item: ReviewItem | null;
  onClose: () => void;
  onReturned: () => void;
}) {
  const toast = useToast();
  const [reason, setReason] = useState("");
  const [error, setError] = useState<string | undefined>();
  const [sending, setSending] = useState(false);
  const close = () => {
    setReason("");
    setError(undefined);
    onClose();
  };
  const send = async (event: React.FormEvent) => {
    event.preventDefault();
    if (!item) return;
    if (!reason.trim()) return setError(LISTING_MESSAGES.reasonRequired);
    setSending(true);
    try {
      await apiRequest("POST", `/api/listing-reviews/${item.listing.id}/return`, { reason });
      toast({ title: "반려했습니다", description: LISTING_MESSAGES.returned, variant: "success" });
      close();
      onReturned();
    } catch (failure) {
      const message = failure instanceof ApiError ? failure.message : LISTING_MESSAGES.nothingToReview;
      setError(failure instanceof ApiError ? (failure.fieldErrors?.reason ?? message) : message);
    } finally {
      setSending(false);
    }
  };
  return (
    <Dialog
      open={item !== null}
      onClose={close}
      title="반려 사유 입력"
      description={item ? `"${item.proposed.name}" (${item.listing.listedBy})에게 보낼 사유입니다.` : undefined}
    >
      <form onSubmit={send} className="space-y-4" noValidate>
        <Field
          label="반려 사유"
          error={error}
          hint={`파트너의 차량 목록과 차량 페이지에 그대로 표시됩니다. (${reason.trim().length}/${MAX_RETURN_REASON}자)`}
        >
          {(props) => (
            <Textarea
              {...props}
              value={reason}
              maxLength={MAX_RETURN_REASON}
              onChange={(event) => {
                setReason(event.target.value);
                setError(undefined);
              }}
              placeholder="예: 대표 사진이 흐립니다. 차량 전면이 잘 보이는 사진으로 바꿔주세요."
              required
            />
          )}
        </Field>
        <div className="flex justify-end gap-2">
          <Button variant="outline" onClick={close} disabled={sending}>
            취소
          </Button>
          <Button type="submit" variant="danger" disabled={sending}>
            <Undo2 className="size-4" aria-hidden />
            {sending ? "보내는 중..." : "반려하기"}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}

/**
 * The required facts the submission leaves empty, each with its 렌트사 문의 box: the admin states for the listing
 * that the customer should ask, or sends it back. `problem` is the refusal while a box is left unticked.
 */
function MissingFacts({
  id,
  missing,
  marked,
  onMark,
  problem,
}: {
  id: string;
  missing: readonly RequiredFact[];
  marked: readonly RequiredFact[];
  onMark: (fact: RequiredFact, on: boolean) => void;
  problem: string | null;
}) {
  return (
    <fieldset
      className="mt-4 rounded-xl border border-amber-300 bg-amber-50 px-4 py-3 dark:border-amber-800 dark:bg-amber-950/40"
      data-testid="missing-facts"
      aria-describedby={`${id}-hint`}
    >
      <legend className="float-left flex w-full items-center gap-1.5 text-sm font-bold text-amber-950 dark:text-amber-100">
        <AlertTriangle className="size-4 shrink-0" aria-hidden />
        비어 있는 필수 항목 {missing.length}개
      </legend>
      <p id={`${id}-hint`} className="clear-left pt-1 text-sm text-amber-900 dark:text-amber-200">
        파트너가 입력하지 않은 항목입니다. 승인하려면 각 항목을 ‘{INQUIRE}’로 표시하세요. 고객 페이지에는 그 자리에 ‘
        {INQUIRE}’가 표시됩니다.
      </p>
      <ul className="mt-2 flex flex-wrap gap-2">
        {missing.map((fact) => (
          <li key={fact}>
            <label className="inline-flex min-h-10 cursor-pointer items-center gap-2 rounded-lg border border-amber-300 bg-white px-3 py-1.5 text-sm font-medium text-slate-800 has-[:checked]:border-brand-500 has-[:checked]:bg-brand-50 dark:border-amber-800 dark:bg-slate-900 dark:text-slate-100 dark:has-[:checked]:border-brand-400 dark:has-[:checked]:bg-brand-950">
              <input
                type="checkbox"
                className="size-4 accent-brand-600"
                checked={marked.includes(fact)}
                onChange={(event) => onMark(fact, event.target.checked)}
              />
              <span>
                <strong className="font-bold">{REQUIRED_FACT_LABELS[fact]}</strong> → {INQUIRE}
              </span>
            </label>
          </li>
        ))}
      </ul>
      {problem && (
        <p role="alert" className="mt-2 text-sm font-semibold text-red-700 dark:text-red-300">
          {problem}
        </p>
      )}
    </fieldset>
  );
}

function ReviewCard({
  item,
  onApprove,
  onReturn,
  busy,
}: {
  item: ReviewItem;
  onApprove: (item: ReviewItem, inquire: RequiredFact[]) => void;
  onReturn: (item: ReviewItem) => void;
  busy: boolean;
}) {
  const { listing, proposed, diff, kind, missing } = item;
  const isNew = kind === "new";
  const headingId = `review-${listing.id}`;
  const [marked, setMarked] = useState<RequiredFact[]>([]);
  const [problem, setProblem] = useState<string | null>(null);
  const mark = (fact: RequiredFact, on: boolean) => {
    setProblem(null);
    setMarked((list) => (on ? [...list, fact] : list.filter((f) => f !== fact)));
  };
  const approve = () => {
    const unmarked = missing.filter((fact) => !marked.includes(fact));
    if (unmarked.length > 0) return setProblem(missingFactsMessage(unmarked));
    onApprove(item, missing);
  };
  return (
    <li>
      <article
        aria-labelledby={headingId}
        data-testid="review-item"
        className="overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm dark:border-slate-800 dark:bg-slate-900"
      >
        <header className="flex flex-wrap items-start justify-between gap-3 border-b border-slate-100 px-4 py-4 sm:px-5 dark:border-slate-800">
          <div className="min-w-0 space-y-1.5">
            <div className="flex flex-wrap items-center gap-2">
              <span
                className={cn(
                  "rounded-full px-2.5 py-0.5 text-xs font-bold",
                  isNew
                    ? "bg-brand-600 text-white"
                    : "bg-amber-100 text-amber-900 dark:bg-amber-900/60 dark:text-amber-100",
                )}
              >
                {isNew ? "신규 등록" : "변경 요청"}
              </span>
              <ListingStatusBadge status={listing.status} />
              <span className="text-xs text-slate-500 dark:text-slate-400">{proposed.category}</span>
            </div>
            <h2 id={headingId} className="text-lg font-extrabold tracking-tight break-keep">
              {proposed.name}
            </h2>
            <p className="text-sm text-slate-500 dark:text-slate-400">
              등록: <strong className="font-semibold text-slate-700 dark:text-slate-200">{listing.listedBy}</strong>
              {listing.review.submittedAt && <> · {formatDateTimeKo(listing.review.submittedAt)} 요청</>}
              {!isNew && <> · 바뀐 항목 {diff.fields.length}개</>}
            </p>
          </div>
          <div className="flex flex-wrap gap-2">
            {!isNew && (
              <a href={vehiclePath(listing.slug)} target="_blank" rel="noopener" className={buttonClass("ghost", "sm")}>
                고객 페이지
                <ExternalLink className="size-3.5" aria-hidden />
              </a>
            )}
            <Link to={editHref(listing.slug, listing.category)} className={buttonClass("ghost", "sm")}>
              <Pencil className="size-4" aria-hidden />
              편집 화면
            </Link>
          </div>
        </header>
        <div className="px-4 py-4 sm:px-5">
          <ListingDiffView diff={diff} isNew={isNew} />
          {missing.length > 0 && (
            <MissingFacts id={headingId} missing={missing} marked={marked} onMark={mark} problem={problem} />
          )}
        </div>
        <footer className="flex flex-wrap items-center justify-end gap-2 border-t border-slate-100 bg-slate-50/70 px-4 py-3 sm:px-5 dark:border-slate-800 dark:bg-slate-900/60">
          <Button variant="outline" onClick={() => onReturn(item)} disabled={busy}>
            <Undo2 className="size-4" aria-hidden />
            반려
          </Button>
          <Button onClick={approve} disabled={busy}>
            <Check className="size-4" aria-hidden />
            {isNew ? "승인하고 게시" : "승인하고 반영"}
          </Button>
        </footer>
      </article>
    </li>
  );
}

/**
 * The 검수 대기 queue: partners' new listings and changes to published ones, longest waiting first, each against
 * the published version. 승인 publishes; 반려 asks for the reason the partner will see.
 */
export default function ListingReviewsPage({ loaderData }: Route.ComponentProps) {
  const { items } = loaderData;
  const revalidator = useRevalidator();
  const toast = useToast();
  const [busy, setBusy] = useState<number | null>(null);
  const [returning, setReturning] = useState<ReviewItem | null>(null);

  const approve = async (item: ReviewItem, inquire: RequiredFact[]) => {
    setBusy(item.listing.id);
    try {
      await apiRequest("POST", `/api/listing-reviews/${item.listing.id}/approve`, { inquire });
      toast({ title: "승인했습니다", description: LISTING_MESSAGES.approved, variant: "success" });
      revalidator.revalidate();
    } catch (error) {
      toast({ title: "승인하지 못했습니다", description: (error as Error).message, variant: "error", duration: 7000 });
      revalidator.revalidate();
    } finally {
      setBusy(null);
    }
  };

  return (
    <AdminPageShell
      title="검수 대기"
      description={
        <>
          파트너가 등록하거나 고친 차량입니다. 승인하기 전까지 고객 페이지에는 보이지 않거나 이전 내용이 그대로
          보입니다. <strong className="tabular-nums">{items.length}</strong>건 대기 중.
        </>
      }
    >
      {items.length === 0 ? (
        <div className="rounded-2xl border border-slate-200 bg-white dark:border-slate-800 dark:bg-slate-900">
          <EmptyState
            title="검수 대기 중인 차량이 없습니다"
            description="파트너가 차량을 등록하거나 고치면 여기에 나타납니다."
          />
        </div>
      ) : (
        <ul className="space-y-5">
          {items.map((item) => (
            <ReviewCard
              key={item.listing.id}
              item={item}
              onApprove={approve}
              onReturn={setReturning}
              busy={busy === item.listing.id}
            />
          ))}
        </ul>
      )}
      <ReturnDialog item={returning} onClose={() => setReturning(null)} onReturned={() => revalidator.revalidate()} />
    </AdminPageShell>
  );
}
