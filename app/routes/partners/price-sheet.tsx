import { PriceSheetTool } from "#app/components/prices/PriceSheetTool";
import { BackButton } from "#app/components/ui/back-button";
import { appContext, partnerContext } from "#app/context";
import { privateMeta } from "#app/lib/seo";
import { groupDigits } from "#domain/number-text";
import { countListings } from "#server/services/vehicles/vehicle-lists";
import type { Route } from "./+types/price-sheet";

export const meta = () => privateMeta("엑셀로 가격 수정 | 파트너스");

export async function loader({ context }: Route.LoaderArgs) {
  return { listings: await countListings(context.get(appContext), context.get(partnerContext).id) };
}

/** A partner's price sheet: their own listings' prices from an .xlsx; changes to public ones wait for review. */
export default function PartnerPriceSheetPage({ loaderData }: Route.ComponentProps) {
  return (
    <main className="mx-auto max-w-5xl px-4 pt-5 pb-16 sm:px-6">
      <BackButton fallback="/partners" />
      <h1 className="mt-4 text-2xl font-extrabold tracking-tight text-slate-900 sm:text-3xl dark:text-white">
        엑셀로 가격 수정
      </h1>
      <p className="mt-1.5 mb-6 text-[15px] text-slate-600 dark:text-slate-400">
        내가 등록한 차량 {groupDigits(loaderData.listings)}대의 가격을 엑셀로 한 번에 고칩니다. 게시 중인 차량의 가격은
        관리자 검수 후 고객 페이지에 반영됩니다.
      </p>
      <PriceSheetTool base="/api/partner/price-sheet" partner />
    </main>
  );
}
