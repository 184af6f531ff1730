import { CarFront, Plus } from "lucide-react";
import { useRef, useState } from "react";
import { href, useNavigate, useRevalidator } from "react-router";
import { Button } from "#app/components/ui/button";
import { ConfirmDialog } from "#app/components/ui/dialog";
import { useToast } from "#app/components/ui/toast";
import { apiRequest } from "#app/lib/api-client";
import type { Badge, Vehicle } from "#domain/vehicle";
import { AdminVehicleCard, GRID } from "./AdminVehicleCard";

const SECTIONS: { badge: Badge; title: string; add: string }[] = [
  { badge: "신차", title: "신차 장기렌트", add: "신차 추가" },
  { badge: "중고차", title: "중고차 장기렌트", add: "중고차 추가" },
];

/** Where the editor opens a vehicle of this category and returns to it afterwards. */
export const editHref = (slug: string, category: string) =>
  `${href("/admin-vehicle-edit/:slug", { slug: encodeURIComponent(slug) })}?edit=true&returnTo=${encodeURIComponent(category)}`;

/**
 * The category's new and used cars. A delete asks first, removes the card at once and restores it when the
 * server refuses; only one delete runs at a time.
 */
export function VehicleSections({ vehicles, category }: { vehicles: Vehicle[]; category: string }) {
  const navigate = useNavigate();
  const revalidator = useRevalidator();
  const toast = useToast();
  const [removed, setRemoved] = useState<ReadonlySet<number>>(new Set());
  const [confirming, setConfirming] = useState<Vehicle | null>(null);
  const inFlight = useRef(false);

  const ask = (vehicle: Vehicle) => {
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
                  {list.length}대
                </span>
              </h2>
              <Button size="sm" onClick={() => startNew(badge)}>
                <Plus className="size-4" aria-hidden />
                {add}
              </Button>
            </div>
            {list.length === 0 ? (
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
                    onDelete={ask}
                    eager={sectionIndex === 0 && i < 5}
                  />
                ))}
              </ul>
            )}
          </section>
        );
      })}
      <ConfirmDialog
        open={confirming !== null}
        title={confirming ? `"${confirming.name}" 차량을 삭제하시겠습니까?` : ""}
        description="삭제한 차량은 고객 페이지에서도 바로 사라지며 되돌릴 수 없습니다."
        confirmLabel="삭제"
        danger
        onConfirm={remove}
        onCancel={() => setConfirming(null)}
      />
    </>
  );
}
