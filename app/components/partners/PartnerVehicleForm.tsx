import { ShieldCheck } from "lucide-react";
import { useNavigate } from "react-router";
import { Button } from "#app/components/ui/button";
import { partnerDraftKey } from "#app/components/vehicle-editor/draft-storage";
import { PARTNER_AREA } from "#app/components/vehicle-editor/form-areas";
import { SaveButton } from "#app/components/vehicle-editor/SaveBar";
import { useVehicleForm } from "#app/components/vehicle-editor/use-vehicle-form";
import { VehicleForm } from "#app/components/vehicle-editor/VehicleForm";
import { partnerVehiclePath } from "#domain/partner-filters";
import type { PartnerVehicleDraft } from "#domain/partner-vehicle";

export type PartnerFormMode = { kind: "add" } | { kind: "edit"; id: number; slug: string; updatedAt: string };

/**
 * The partners' vehicle form, for adding (POST /api/partner/vehicles) and for editing their own listing
 * (PATCH /api/partner/vehicles/{id}): the listing form as the partners have it (PARTNER_AREA), in a form that sends
 * with 저장 and then goes back to the list or on to the saved listing. A new listing's draft survives a reload;
 * leaving with unsaved changes asks first.
 */
export function PartnerVehicleForm({
  initial,
  mode,
  cancelTo,
  live = false,
}: {
  initial: PartnerVehicleDraft;
  mode: PartnerFormMode;
  cancelTo: string;
  /** The listing is public (or hidden): a change to its name, prices or photos waits for review. */
  live?: boolean;
}) {
  const navigate = useNavigate();
  const editing = mode.kind === "edit";
  const form = useVehicleForm({
    area: PARTNER_AREA,
    initial,
    template: () => initial,
    storageKey: editing ? null : partnerDraftKey(initial.category, initial.badges[0] ?? ""),
    stored: editing ? mode : null,
  });

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    const stored = await form.save();
    if (!stored) return;
    if (editing) navigate(partnerVehiclePath(stored.slug), { replace: true });
    else navigate("/partners");
  };

  return (
    <form
      onSubmit={submit}
      noValidate
      aria-label={editing ? "차량 수정" : "차량 추가"}
      className="pb-24 sm:pb-0"
      data-testid="partner-vehicle-form"
    >
      <VehicleForm
        form={form}
        actions={
          <>
            <Button variant="outline" onClick={() => navigate(cancelTo)} disabled={form.saving} className="max-sm:px-3">
              취소
            </Button>
            <SaveButton type="submit" saving={form.saving} disabled={form.imagesBusy} />
          </>
        }
        notice={<ReviewRule live={live} />}
      />
    </form>
  );
}

/** What 저장 does with the listing, said before it is pressed. */
function ReviewRule({ live }: { live: boolean }) {
  return (
    <p className="mb-4 flex items-start gap-2 rounded-2xl border border-brand-100 bg-brand-50/60 px-4 py-3 text-sm text-slate-700 dark:border-brand-900/60 dark:bg-brand-950/30 dark:text-slate-200">
      <ShieldCheck className="mt-0.5 size-4 shrink-0 text-brand-600 dark:text-brand-300" aria-hidden />
      {live
        ? "차량명, 가격, 사진, 보험, 계약 조건, 설명 등 무엇을 바꾸든 관리자 검수 후 고객 페이지에 반영됩니다. 그 전까지는 지금 내용이 그대로 보입니다."
        : "저장하면 관리자 검수를 요청합니다. 승인되면 고객 페이지에 게시됩니다. 가격표에 빈칸 없는 행이 한 줄 이상 필요합니다."}
    </p>
  );
}
