import { ArrowLeft, ExternalLink } from "lucide-react";
import { useMemo, useRef, useState } from "react";
import { Link, useNavigate } from "react-router";
import { Button, buttonClass } from "#app/components/ui/button";
import { ConfirmDialog } from "#app/components/ui/dialog";
import { apiRequest } from "#app/lib/api-client";
import { canonicalVehicleCategory, categorySlug } from "#domain/categories";
import { LISTING_STATUS_LABELS, type ListingStatus, type ManagedListing } from "#domain/listing";
import { newVehicleTemplate, pendingSlugTime } from "#domain/new-vehicle-template";
import { draftOfVehicle, type VehicleDraft } from "#domain/vehicle-input";
import { draftKey } from "./draft-storage";
import { EditorHeader } from "./EditorHeader";
import { ADMIN_AREA } from "./form-areas";
import { ListingStateBar } from "./ListingStateBar";
import { SaveButton } from "./SaveBar";
import { useVehicleForm } from "./use-vehicle-form";
import { VehicleForm } from "./VehicleForm";

/**
 * Delay between the saved toast and going back to the category page (the 300 ms of docs/spec/admin-and-partners.md
 * §9).
 */
export const REDIRECT_DELAY_MS = 300;

export interface AdminVehicleEditorProps {
  /** The URL's slug (URL-decoded). */
  slug: string;
  /** `pending=true`: a new vehicle started from the template (draft kept in localStorage until saved). */
  pending: boolean;
  /** The stored vehicle when editing one, with its status and who listed it. */
  vehicle: ManagedListing | null;
  /** `returnTo`, canonicalised: where saving leads back to. */
  returnTo: string | null;
  /** `badge` of a new vehicle (신차/중고차). */
  badge: string | null;
}

function templateFor(slug: string, badge: string | null, category: string | null): VehicleDraft {
  return { ...newVehicleTemplate({ now: pendingSlugTime(slug) ?? 0, badge, category }), name: slug };
}

async function postLogout(): Promise<void> {
  await apiRequest("POST", "/api/auth/logout").catch(() => undefined);
}

/**
 * The admin's vehicle editor: every section of the listing, saved after a confirmation by create or update,
 * with field errors next to their fields, the draft of a new vehicle kept across reloads, and a question
 * before leaving with unsaved changes (in-app links through the router's blocker, closing the tab through
 * the browser's own warning).
 */
export function AdminVehicleEditor({ slug, pending, vehicle, returnTo, badge }: AdminVehicleEditorProps) {
  const navigate = useNavigate();
  const initial = useMemo(
    () => (vehicle ? draftOfVehicle(vehicle) : templateFor(slug, badge, returnTo)),
    [vehicle, slug, badge, returnTo],
  );
  /** The save being confirmed: publish (the admin's 저장) or keep as 임시저장. */
  const [confirmSave, setConfirmSave] = useState<"save" | "draft" | false>(false);
  const [loggingOut, setLoggingOut] = useState(false);
  // The draft is kept in the browser only while the vehicle is new (until its first save).
  const [isNew, setIsNew] = useState(pending && !vehicle);
  const [status, setStatus] = useState<ListingStatus | null>(vehicle?.status ?? null);
  const logoutOnLeave = useRef(false);
  const form = useVehicleForm({
    area: ADMIN_AREA,
    initial,
    template: () => templateFor(slug, badge, returnTo),
    storageKey: isNew ? draftKey(slug) : null,
    stored: vehicle,
    pendingSlug: slug,
    onSaved: (stored) => {
      setIsNew(false);
      setStatus(stored.status);
      return draftOfVehicle(stored);
    },
    onLeave: async () => {
      if (logoutOnLeave.current) await postLogout();
    },
    onStay: () => {
      logoutOnLeave.current = false;
    },
  });
  const { draft, saving, imagesBusy } = form;

  const categoryPage = (category: string) =>
    `/admin/vehicle-detail/${encodeURIComponent(categorySlug(returnTo ?? canonicalVehicleCategory(category) ?? category))}`;

  const saveAndReturn = async () => {
    setConfirmSave(false);
    const vehicleSaved = await form.save(confirmSave === "draft" ? "draft" : undefined);
    if (!vehicleSaved) return;
    window.setTimeout(() => navigate(categoryPage(vehicleSaved.category)), REDIRECT_DELAY_MS);
  };

  const logout = async () => {
    if (form.dirty) {
      // The blocker asks first; the session ends only when the admin chooses to leave.
      logoutOnLeave.current = true;
      navigate("/admin");
      return;
    }
    setLoggingOut(true);
    form.leaving.current = true;
    await postLogout();
    navigate("/admin");
  };

  const publicSlug = form.saved?.slug ?? slug;
  const title = isNew ? "새 차량 등록" : "차량 정보 편집";
  // A new listing or a draft may be kept unpublished; 저장 publishes it.
  const unpublished = isNew || status === "draft" || status === "pending";
  const isPublic = status === "published" || status === "sold";

  return (
    <div className="min-h-dvh bg-slate-50/70 pb-28 sm:pb-12 dark:bg-slate-950 dark:scheme-dark">
      <EditorHeader onLogout={logout} loggingOut={loggingOut} />
      <main className="mx-auto max-w-7xl px-4 pt-4 sm:px-6 sm:pt-6" data-testid="vehicle-editor">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <Link to="/admin" className={buttonClass("ghost", "sm", "-ml-2")}>
            <ArrowLeft className="size-4" aria-hidden />
            관리자 홈으로
          </Link>
          {!isNew && isPublic && (
            <a
              href={`/vehicle-info/${encodeURIComponent(publicSlug)}`}
              target="_blank"
              rel="noopener"
              className={buttonClass("outline", "sm")}
            >
              고객 페이지 보기
              <ExternalLink className="size-3.5" aria-hidden />
            </a>
          )}
        </div>
        <div className="mt-3 mb-5 flex flex-wrap items-end justify-between gap-x-4 gap-y-1">
          <div className="min-w-0">
            <p className="text-sm font-semibold text-brand-700 dark:text-brand-300">
              {draft.category} · {draft.badges.join(" · ") || "구분 없음"}
            </p>
            <h1 className="mt-0.5 text-2xl font-extrabold tracking-tight text-slate-900 sm:text-[28px] dark:text-white">
              {title}
            </h1>
          </div>
          {!isNew && <p className="text-sm text-slate-500 dark:text-slate-400">주소: /vehicles/{publicSlug}</p>}
        </div>
        {vehicle && status && <ListingStateBar listing={vehicle} status={status} />}

        <VehicleForm
          form={form}
          actions={
            <>
              {unpublished && (
                <Button
                  variant="secondary"
                  onClick={() => setConfirmSave("draft")}
                  disabled={saving || imagesBusy}
                  className="max-sm:px-3"
                >
                  임시저장
                </Button>
              )}
              <SaveButton saving={saving} disabled={imagesBusy} onClick={() => setConfirmSave("save")} />
            </>
          }
        />
      </main>

      <ConfirmDialog
        open={confirmSave !== false}
        title={confirmSave === "draft" ? "임시저장하시겠습니까?" : "차량 정보를 저장하시겠습니까?"}
        description={
          confirmSave === "draft"
            ? "고객 페이지에는 보이지 않습니다. 저장을 누르면 게시됩니다."
            : saveEffect(isNew, status)
        }
        confirmLabel={confirmSave === "draft" ? "임시저장" : "저장"}
        pending={saving}
        onCancel={() => setConfirmSave(false)}
        onConfirm={saveAndReturn}
      />
    </div>
  );
}

/** What 저장 does to the customer pages, by where the listing stands. */
function saveEffect(isNew: boolean, status: ListingStatus | null): string {
  if (isNew) return "새 차량이 등록되고 고객 페이지에 바로 표시됩니다.";
  switch (status) {
    case "draft":
    case "pending":
      return "저장하면 고객 페이지에 바로 게시됩니다.";
    case "sold":
      return `${LISTING_STATUS_LABELS.sold} 상태로 저장됩니다. 차량 주소의 판매완료 페이지에 반영됩니다.`;
    case "hidden":
      return `${LISTING_STATUS_LABELS.hidden} 상태로 저장됩니다. 고객에게는 보이지 않습니다.`;
    default:
      return "변경한 내용이 고객 페이지에 바로 반영됩니다.";
  }
}
