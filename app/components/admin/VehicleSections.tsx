import { CarFront, Plus } from "lucide-react";
import { useRef, useState } from "react";
import { href, useNavigate, useRevalidator } from "react-router";
import { ListPager } from "#app/components/catalogue/ListControls";
import { Button } from "#app/components/ui/button";
import { ConfirmDialog } from "#app/components/ui/dialog";
import { useToast } from "#app/components/ui/toast";
import { apiRequest } from "#app/lib/api-client";
import { useIsOwner } from "#app/lib/use-staff-role";
import { LISTING_MESSAGES, LISTING_STATUS_LABELS, type ListingStatus, type ManagedCard } from "#domain/listing";
import { groupDigits } from "#domain/number-text";
import type { Badge, Vehicle } from "#domain/vehicle";
import { AdminVehicleCard, GRID } from "./AdminVehicleCard";

const SECTIONS: { badge: Badge; title: string; add: string }[] = [
  { badge: "신차", title: "신차 장기렌트", add: "신차 추가" },
  { badge: "중고차", title: "중고차 장기렌트", add: "중고차 추가" },
];

/** Where the editor opens a vehicle of this category and returns to it afterwards. */
export const editHref = (slug: string, category: string) =>
  `${href("/admin-vehicle-edit/:slug", { slug: encodeURIComponent(slug) })}?edit=true&returnTo=${encodeURIComponent(category)}`;

/** What a status change does to the customer pages, said before it is made. */
const STATUS_EFFECTS: Record<ListingStatus, string> = {
  draft: "고객 페이지에서 내려가고 임시저장으로 돌아갑니다.",
  pending: "",
  published: "고객 페이지의 목록, 검색, 사이트맵에 바로 게시됩니다.",
  sold: "목록과 검색에서 빠지고, 차량 주소에는 판매완료 안내와 비슷한 차량이 표시됩니다.",
  hidden: "고객에게는 404로 보이며, 관리자 화면에서는 계속 수정할 수 있습니다.",
};

/** The query of another page of the list, or null when there is none. */
const pageQuery = (cursor: string | null) => (cursor === null ? null : cursor ? `?cursor=${cursor}` : "");

/**
 * A page of the category's vehicles (newest first) in its new and used sections, each with the category's count,
 * and links to the pages around it. A delete (the 대표 관리자's alone) asks first, removes the card at once and restores it when the server
 * refuses; only one delete runs at a time. A status change asks first too; 복제 opens the copy in
 * the editor. Every status is listed.
 */
export function VehicleSections({
  page,
  category,
}: {
  page: { vehicles: ManagedCard[]; counts: Record<Badge, number>; next: string | null; prev: string | null };
  category: string;
}) {
  const { vehicles, counts } = page;
  const navigate = useNavigate();
  const revalidator = useRevalidator();
  const toast = useToast();
  const owner = useIsOwner();
  const [removed, setRemoved] = useState<ReadonlySet<number>>(new Set());
  const [confirming, setConfirming] = useState<ManagedCard | null>(null);
  const [changing, setChanging] = useState<{ vehicle: ManagedCard; status: ListingStatus } | null>(null);
  const [busy, setBusy] = useState<number | null>(null);
  const inFlight = useRef(false);

  const changeStatus = async () => {
    if (!changing) return;
    const { vehicle, status } = changing;
    setBusy(vehicle.id);
    try {
      await apiRequest("POST", `/api/vehicles/${vehicle.id}/status`, { status });
      toast({ title: `${LISTING_STATUS_LABELS[status]}(으)로 바꿨습니다`, variant: "success" });
      revalidator.revalidate();
    } catch (error) {
      toast({ title: "상태를 바꾸지 못했습니다", description: (error as Error).message, variant: "error" });
    } finally {
      setBusy(null);
      setChanging(null);
    }
  };

  const copy = async (vehicle: ManagedCard) => {
    setBusy(vehicle.id);
    try {
      const { vehicle: made } = await apiRequest<{ vehicle: Vehicle }>("POST", `/api/vehicles/${vehicle.id}/copy`);
      toast({ title: "차량을 복제했습니다", description: LISTING_MESSAGES.copied, variant: "success" });
      navigate(editHref(made.slug, category));
    } catch (error) {
      toast({ title: "복제하지 못했습니다", description: (error as Error).message, variant: "error" });
      setBusy(null);
    }
  };

  const ask = (vehicle: ManagedCard) => {
    if (inFlight.current) {
      toast({ title: "삭제 진행 중입니다. 잠시 기다려주세요.", variant: "info" });
      return;
    }
    setConfirming(vehicle);
  };

  const remove = async () => {
    const vehicle = confirming;
    if (!vehicle || inFlight.current) return;
    setConfirming(null);
    inFlight.current = true;
    setRemoved((set) => new Set(set).add(vehicle.id));
    try {
      await apiRequest("DELETE", `/api/vehicles/${vehicle.id}`);
      toast({ title: "삭제 완료", description: "차량이 삭제되었습니다.", variant: "success" });
      setTimeout(() => revalidator.revalidate(), 500);
    } catch {
      setRemoved((set) => {
        const next = new Set(set);
        next.delete(vehicle.id);
        return next;
      });
      toast({ title: "삭제 실패", description: "차량 삭제 중 오류가 발생했습니다.", variant: "error" });
      revalidator.revalidate();
    } finally {
      inFlight.current = false;
    }
  };

  const startNew = (badge: Badge) => {
    const params = new URLSearchParams({ pending: "true", returnTo: category, badge });
    navigate(`${href("/admin-vehicle-edit/:slug", { slug: `new-vehicle-${Date.now()}` })}?${params}`);
  };

  const visible = vehicles.filter((v) => !removed.has(v.id));
  return (
    <>
      {SECTIONS.map(({ badge, title, add }, sectionIndex) => {
        const list = visible.filter((v) => v.badges.includes(badge));
        const headingId = `section-${badge}`;
        return (
          <section key={badge} aria-labelledby={headingId} className="space-y-4">
            <div className="flex items-center justify-between gap-3">
              <h2 id={headingId} className="flex items-baseline gap-2 text-lg font-bold sm:text-xl">
                {title}
                <span className="text-sm font-semibold text-slate-500 tabular-nums dark:text-slate-400">
                  {groupDigits(counts[badge])}대
                </span>
              </h2>
              <Button size="sm" onClick={() => startNew(badge)}>
                <Plus className="size-4" aria-hidden />
                {add}
              </Button>
            </div>
            {list.length === 0 && counts[badge] > 0 ? (
              <p className="rounded-2xl border border-dashed border-slate-300 bg-white px-4 py-6 text-center text-sm text-slate-500 dark:border-slate-700 dark:bg-slate-900 dark:text-slate-400">
                {`이 페이지에는 ${badge}가 없습니다. 이전·다음 페이지에서 확인해주세요.`}
              </p>
            ) : list.length === 0 ? (
              <div className="flex flex-col items-center gap-2 rounded-2xl border border-dashed border-slate-300 bg-white px-4 py-12 text-center dark:border-slate-700 dark:bg-slate-900">
                <CarFront className="size-8 text-slate-300 dark:text-slate-600" aria-hidden />
                <p className="font-semibold text-slate-700 dark:text-slate-200">{`등록된 ${badge}가 없습니다`}</p>
                <p className="text-sm text-slate-500 dark:text-slate-400">{`이 카테고리에 ${badge}로 등록된 차량이 없습니다. ${add} 버튼으로 등록해보세요.`}</p>
              </div>
            ) : (
              <ul className={GRID}>
                {list.map((vehicle, i) => (
                  <AdminVehicleCard
                    key={vehicle.id}
                    vehicle={vehicle}
                    href={editHref(vehicle.slug, category)}
                    onDelete={owner ? ask : undefined}
                    onStatus={(v, status) => setChanging({ vehicle: v, status })}
                    onCopy={copy}
                    busy={busy === vehicle.id}
                    eager={sectionIndex === 0 && i < 5}
                  />
                ))}
              </ul>
            )}
          </section>
        );
      })}
      <ListPager prev={pageQuery(page.prev)} next={pageQuery(page.next)} label={`${category} 차량 페이지`} />
      <ConfirmDialog
        open={confirming !== null}
        title={confirming ? `"${confirming.name}" 차량을 삭제하시겠습니까?` : ""}
        description="삭제하면 되돌릴 수 없습니다. 차량 주소에는 판매 종료 안내와 비슷한 차량이 표시됩니다. 잠시 내리려면 숨김이나 판매완료로 바꿔주세요."
        confirmLabel="삭제"
        danger
        onConfirm={remove}
        onCancel={() => setConfirming(null)}
      />
      <ConfirmDialog
        open={changing !== null}
        title={
          changing
            ? `"${changing.vehicle.name}" 차량을 ${LISTING_STATUS_LABELS[changing.status]}(으)로 바꾸시겠습니까?`
            : ""
        }
        description={changing ? STATUS_EFFECTS[changing.status] : ""}
        confirmLabel="바꾸기"
        pending={changing !== null && busy === changing.vehicle.id}
        onConfirm={changeStatus}
        onCancel={() => setChanging(null)}
      />
    </>
  );
}
