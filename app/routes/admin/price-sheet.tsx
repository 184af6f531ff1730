import { Percent } from "lucide-react";
import { Link } from "react-router";
import { AdminPageShell } from "#app/components/admin/AdminPageShell";
import { PriceSheetTool } from "#app/components/prices/PriceSheetTool";
import { buttonClass } from "#app/components/ui/button";
import { appContext } from "#app/context";
import { privateMeta } from "#app/lib/seo";
import { groupDigits } from "#domain/number-text";
import { countListings } from "#server/services/vehicles/vehicle-lists";
import type { Route } from "./+types/price-sheet";

export const meta = () => privateMeta("엑셀 가격표 | 관리자");

export async function loader({ context }: Route.LoaderArgs) {
  return { listings: await countListings(context.get(appContext)) };
}

/** The admin's price sheet: every listing's prices from an .xlsx, previewed, then applied at once. */
export default function AdminPriceSheetPage({ loaderData }: Route.ComponentProps) {
  return (
    <AdminPageShell
      title="엑셀 가격표"
      description={`렌트사의 월별 가격표를 엑셀로 한 번에 반영합니다 (등록 차량 ${groupDigits(loaderData.listings)}대). 적용하면 고객 페이지에 바로 게시됩니다.`}
      actions={
        <Link to="/admin/bulk-price" className={buttonClass("outline", "sm")}>
          <Percent className="size-4" aria-hidden />
          가격 일괄 변경
        </Link>
      }
    >
      <PriceSheetTool base="/api/price-sheet" />
    </AdminPageShell>
  );
}
