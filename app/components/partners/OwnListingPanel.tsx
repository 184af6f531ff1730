import { BadgeCheck, ExternalLink, Repeat2 } from "lucide-react";
import { useState } from "react";
import { useNavigate, useRevalidator } from "react-router";
import { Button, buttonClass } from "#app/components/ui/button";
import { ConfirmDialog } from "#app/components/ui/dialog";
import { useToast } from "#app/components/ui/toast";
import { ListingStatusBadge, ReviewNote } from "#app/components/vehicle-editor/ListingState";
import { apiRequest } from "#app/lib/api-client";
import { formatDateKo } from "#domain/datetime";
import { LISTING_MESSAGES, type ManagedListing, PUBLIC_STATUSES } from "#domain/listing";
import { partnerEditPath } from "#domain/partner-filters";
import { vehiclePath } from "#domain/paths";
import type { Vehicle } from "#domain/vehicle";

const STATUS_HINTS: Record<ManagedListing["status"], string> = {
  draft: "고객 페이지에 보이지 않습니다. 수정에서 저장하면 검수를 요청합니다.",
  pending: "관리자가 검수하고 있습니다. 승인되면 고객 페이지에 게시됩니다.",
  published: "고객 페이지에 게시되어 있습니다.",
  sold: "판매완료로 표시되며, 목록과 검색에서 빠졌습니다. 주소는 그대로 열립니다.",
  hidden: "관리자가 숨긴 차량입니다. 고객 페이지에 보이지 않습니다.",
};

/**
 * Above a partner's own listing: where it stands (status, a change waiting or sent back with the reason), and
 * what the partner may do besides editing: mark it 판매완료 while it is listed, or copy it for a new trim.
 */
export function OwnListingPanel({ listing }: { listing: ManagedListing }) {
  const navigate = useNavigate();
  const revalidator = useRevalidator();
  const toast = useToast();
  const [confirmSold, setConfirmSold] = useState(false);
  const [busy, setBusy] = useState<"sold" | "copy" | null>(null);

  const markSold = async () => {
    setBusy("sold");
    try {
      await apiRequest("POST", `/api/partner/vehicles/${listing.id}/status`, { status: "sold" });
      toast({ title: "판매완료로 바꿨습니다", variant: "success" });
      setConfirmSold(false);
      revalidator.revalidate();
    } catch (error) {
      toast({ title: "상태를 바꾸지 못했습니다", description: (error as Error).message, variant: "error" });
    } finally {
      setBusy(null);
    }
  };

  const copy = async () => {
    setBusy("copy");
    try {
      const { vehicle } = await apiRequest<{ vehicle: Vehicle }>("POST", `/api/partner/vehicles/${listing.id}/copy`);
      toast({ title: "차량을 복제했습니다", description: LISTING_MESSAGES.copied, variant: "success" });
      navigate(partnerEditPath(vehicle.slug));
    } catch (error) {
      toast({ title: "복제하지 못했습니다", description: (error as Error).message, variant: "error" });
      setBusy(null);
    }
  };

  const isPublic = (PUBLIC_STATUSES as readonly string[]).includes(listing.status);
  return (
    <section
      aria-label="등록 상태"
      data-testid="own-listing-panel"
      className="mx-4 mb-5 space-y-3 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:mx-0 sm:p-5 dark:border-slate-800 dark:bg-slate-900"
    >
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0 space-y-1">
          <div className="flex flex-wrap items-center gap-2">
            <ListingStatusBadge status={listing.status} />
            <span className="text-xs text-slate-500 dark:text-slate-400">
              최근 가격 변경일 {formatDateKo(listing.priceChangedAt)}
            </span>
          </div>
          <p className="text-sm text-slate-600 dark:text-slate-300">{STATUS_HINTS[listing.status]}</p>
        </div>
        <div className="flex flex-wrap gap-2">
          {isPublic && (
            <a href={vehiclePath(listing.slug)} target="_blank" rel="noopener" className={buttonClass("ghost", "sm")}>
              고객 페이지 보기
              <ExternalLink className="size-3.5" aria-hidden />
            </a>
          )}
          <Button variant="outline" size="sm" onClick={copy} disabled={busy !== null}>
            <Repeat2 className="size-4" aria-hidden />
            차량 복제
          </Button>
          {listing.status === "published" && (
            <Button variant="secondary" size="sm" onClick={() => setConfirmSold(true)} disabled={busy !== null}>
              <BadgeCheck className="size-4" aria-hidden />
              판매완료 처리
            </Button>
          )}
        </div>
      </div>
      <ReviewNote review={listing.review} />
      {listing.review.revision === "pending" && (
        <p className="text-xs text-slate-500 dark:text-slate-400">
          아래는 검수를 요청한 내용입니다. 승인 전까지 고객 페이지에는 이전 내용이 보입니다.
        </p>
      )}
      <ConfirmDialog
        open={confirmSold}
        title={`"${listing.name}" 차량을 판매완료로 바꾸시겠습니까?`}
        description="목록과 검색에서 빠지고, 차량 주소에는 판매완료 안내와 비슷한 차량이 표시됩니다. 다시 게시하려면 관리자에게 요청해주세요."
        confirmLabel="판매완료 처리"
        pending={busy === "sold"}
        onConfirm={markSold}
        onCancel={() => setConfirmSold(false)}
      />
    </section>
  );
}
