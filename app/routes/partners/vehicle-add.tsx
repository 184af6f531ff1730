import { BadgePill } from "#app/components/partners/PartnerVehicleCard";
import { PartnerVehicleForm } from "#app/components/partners/PartnerVehicleForm";
import { BackButton } from "#app/components/ui/back-button";
import { privateMeta } from "#app/lib/seo";
import { canonicalVehicleCategory, PARTNER_CATEGORIES } from "#domain/categories";
import { badgeOfTypeSegment } from "#domain/partner-filters";
import { partnerVehicleTemplate } from "#domain/partner-vehicle";
import type { Route } from "./+types/vehicle-add";

export const meta = () => privateMeta("차량 추가 | 파트너스");

export function loader({ params }: Route.LoaderArgs) {
  // 외제차, 수입 차량, slugs and double-encoded names all reach their category; unknown ones start on the first.
  const category = canonicalVehicleCategory(params.category) ?? PARTNER_CATEGORIES[0]!.value;
  return { category, badge: badgeOfTypeSegment(params.type) };
}

export default function PartnerVehicleAdd({ loaderData }: Route.ComponentProps) {
  const { category, badge } = loaderData;
  const label = PARTNER_CATEGORIES.find((c) => c.value === category)?.label ?? category;
  return (
    <main className="mx-auto max-w-7xl px-4 pt-5 pb-10 sm:px-6">
      <BackButton fallback="/partners" />
      <div className="mt-4 mb-5 flex flex-wrap items-center gap-2">
        <h1 className="text-2xl font-extrabold tracking-tight text-slate-900 sm:text-3xl dark:text-white">{`${badge} 추가`}</h1>
        <BadgePill badge={badge} />
        <span className="text-sm text-slate-500 dark:text-slate-400">{label}</span>
      </div>
      <PartnerVehicleForm
        key={`${category}-${badge}`}
        initial={partnerVehicleTemplate(category, badge)}
        mode={{ kind: "add" }}
        cancelTo="/partners"
      />
    </main>
  );
}
