import { Pencil, Trash2 } from "lucide-react";
import { useState } from "react";
import { Link, useNavigate } from "react-router";
import { OwnListingPanel } from "#app/components/partners/OwnListingPanel";
import { PartnerOptionsTable } from "#app/components/partners/PartnerOptionsTable";
import { BadgePill } from "#app/components/partners/PartnerVehicleCard";
import { PartnerVehicleForm } from "#app/components/partners/PartnerVehicleForm";
import { BackButton } from "#app/components/ui/back-button";
import { Button, buttonClass } from "#app/components/ui/button";
import { ConfirmDialog } from "#app/components/ui/dialog";
import { useToast } from "#app/components/ui/toast";
import { PriceTable } from "#app/components/vehicle/PriceTable";
import { VehiclePageGrid } from "#app/components/vehicle/VehiclePageGrid";
import { BenefitsSection, DescriptionSection, MainInfo } from "#app/components/vehicle/VehicleSections";
import { appContext, partnerContext } from "#app/context";
import { apiRequest } from "#app/lib/api-client";
import { notFound } from "#app/lib/not-found";
import { privateMeta } from "#app/lib/seo";
import { publishedPriceRows } from "#domain/listing";
import { partnerEditPath, partnerVehiclePath } from "#domain/partner-filters";
import { partnerDraftOf } from "#domain/partner-vehicle";
import { cardPrice } from "#domain/pricing";
import { VEHICLE_NOT_FOUND } from "#domain/vehicle";
import { findPartnerVehicle } from "#server/services/partners/partner-catalogue";
import type { Route } from "./+types/vehicle";

export async function loader({ context, request, params }: Route.LoaderArgs) {
  const partner = context.get(partnerContext);
  // The partner's own listing in any status (as their waiting change would make it), else a public one.
  const found = await findPartnerVehicle(context.get(appContext), partner.id, params.slug);
  if (!found) throw notFound(VEHICLE_NOT_FOUND);
  const { vehicle, listing } = found;
  const own = listing !== null;
  // 수정 opens the form on the same address; only for the partner's own listing.
  return { vehicle, listing, own, editing: own && new URL(request.url).searchParams.has("edit") };
}

// A missing vehicle never reaches here: the partners layout's boundary gives its 404 title.
export const meta: Route.MetaFunction = ({ loaderData }) =>
  privateMeta(loaderData ? `${loaderData.vehicle.name} | 파트너스` : "파트너스");

export default function PartnerVehiclePage({ loaderData }: Route.ComponentProps) {
  const { vehicle, listing, own, editing } = loaderData;
  const navigate = useNavigate();
  const toast = useToast();
  const [selected, setSelected] = useState(0);
  const [confirming, setConfirming] = useState(false);
  const [deleting, setDeleting] = useState(false);

  if (editing) {
    return (
      <main className="mx-auto max-w-7xl px-4 pt-5 pb-10 sm:px-6">
        <BackButton fallback={partnerVehiclePath(vehicle.slug)} />
        <h1 className="mt-4 mb-5 text-2xl font-extrabold tracking-tight text-slate-900 sm:text-3xl dark:text-white">
          차량 수정
        </h1>
        <PartnerVehicleForm
          key={vehicle.updatedAt}
          initial={partnerDraftOf(vehicle)}
          mode={{ kind: "edit", id: vehicle.id, slug: vehicle.slug, updatedAt: vehicle.updatedAt }}
          cancelTo={partnerVehiclePath(vehicle.slug)}
          live={listing !== null && listing.status !== "draft" && listing.status !== "pending"}
        />
      </main>
    );
  }

  const lowest = cardPrice(vehicle.priceInfo);
  const badge = vehicle.badges.includes("신차") ? "신차" : "중고차";
  const remove = async () => {
    setDeleting(true);
    try {
      await apiRequest("DELETE", `/api/partner/vehicles/${vehicle.id}`);
      toast({ title: "삭제 완료", description: "차량이 삭제되었습니다." });
      navigate("/partners", { replace: true });
    } catch (error) {
      toast({ title: "삭제 실패", description: (error as Error).message, variant: "error" });
      setDeleting(false);
      setConfirming(false);
    }
  };

  return (
    <main className="mx-auto max-w-7xl pb-16 sm:px-6" data-testid="partner-vehicle-page">
      <div className="flex items-center justify-between gap-2 px-4 pt-4 pb-3 sm:px-0">
        <BackButton fallback="/partners" />
        {own && (
          <div className="flex gap-2">
            <Link to={partnerEditPath(vehicle.slug)} className={buttonClass("outline", "sm")}>
              <Pencil className="size-4" aria-hidden />
              수정
            </Link>
            <Button variant="danger" size="sm" onClick={() => setConfirming(true)}>
              <Trash2 className="size-4" aria-hidden />
              삭제
            </Button>
          </div>
        )}
      </div>

      {listing && <OwnListingPanel listing={listing} />}

      <VehiclePageGrid
        vehicle={vehicle}
        badges={
          <div className="flex flex-wrap items-center gap-2">
            <BadgePill badge={badge} />
            <span className="text-sm text-slate-500 dark:text-slate-400">{vehicle.category}</span>
            {own && (
              <span className="rounded-full bg-emerald-50 px-2 py-0.5 text-xs font-bold text-emerald-700 dark:bg-emerald-950 dark:text-emerald-300">
                내 차량
              </span>
            )}
          </div>
        }
        card={
          <>
            {vehicle.displayCategoryText && (
              <p className="mt-1 text-sm text-slate-500 dark:text-slate-400">{vehicle.displayCategoryText}</p>
            )}
            <dl className="mt-5 grid grid-cols-2 gap-3 border-t border-slate-100 pt-5 dark:border-slate-800">
              <div>
                <dt className="text-xs font-semibold text-slate-500 dark:text-slate-400">월 렌트료</dt>
                <dd className="mt-0.5 text-2xl font-black tracking-tight text-brand-700 dark:text-brand-300">
                  {lowest?.monthly ?? "상담 문의"}
                </dd>
              </div>
              <div>
                <dt className="text-xs font-semibold text-slate-500 dark:text-slate-400">보증금</dt>
                <dd className="mt-1.5 font-bold text-slate-800 dark:text-slate-100">
                  {lowest?.deposit ?? "보증금 별도"}
                </dd>
              </div>
            </dl>
            <div className="mt-5">
              <PriceTable
                rows={publishedPriceRows(vehicle.priceInfo)}
                selected={selected}
                onSelect={setSelected}
                depositInstallment={vehicle.depositInstallment}
              />
            </div>
          </>
        }
      >
        <div className="space-y-4">
          <MainInfo info={vehicle.basicInfo} />
          <PartnerOptionsTable options={vehicle.options} />
          <BenefitsSection benefits={vehicle.benefits} />
          <DescriptionSection text={vehicle.description} />
        </div>
      </VehiclePageGrid>

      <ConfirmDialog
        open={confirming}
        title={`"${vehicle.name}" 차량을 삭제하시겠습니까?`}
        description="삭제한 차량은 고객 페이지에서도 사라지며 되돌릴 수 없습니다."
        confirmLabel="삭제"
        danger
        pending={deleting}
        onConfirm={remove}
        onCancel={() => setConfirming(false)}
      />
    </main>
  );
}
