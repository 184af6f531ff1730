import { ArrowLeft } from "lucide-react";
import { Suspense } from "react";
import { Await, Link, useLoaderData } from "react-router";
import { AdminPageShell } from "#app/components/admin/AdminPageShell";
import { VehicleCardSkeletons } from "#app/components/admin/AdminVehicleCard";
import { ApiErrorPanel } from "#app/components/admin/ApiErrorPanel";
import { BoardManager } from "#app/components/admin/BoardManager";
import { resolveAdminCategory } from "#app/components/admin/category-param";
import { VehicleSections } from "#app/components/admin/VehicleSections";
import { buttonClass } from "#app/components/ui/button";
import { appContext } from "#app/context";
import { privateMeta } from "#app/lib/seo";
import { toManagedCard } from "#domain/listing";
import { listBoardPostsForAdmin } from "#server/services/admin/board-posts";
import { listCategoryVehicles } from "#server/services/vehicles/vehicle-lists";
import type { Route } from "./+types/vehicle-list";

export const meta = ({ data }: Route.MetaArgs) =>
  privateMeta(data ? `${data.category.name} 관리 | 관리자` : "차량 목록 | 관리자");

/** The page shell arrives at once; the list streams in behind a 10-card skeleton (or the error panel). */
export function loader({ context, params, request }: Route.LoaderArgs) {
  const category = resolveAdminCategory(params.category ?? "");
  const ctx = context.get(appContext);
  const logged = <T,>(list: Promise<T>) =>
    list.catch((error: Error) => {
      ctx.log.error({ err: { message: error.message }, category: category.slug }, "admin category list failed");
      throw error;
    });
  if (category.board)
    return {
      category,
      content: logged(listBoardPostsForAdmin(ctx).then((posts) => ({ kind: "board" as const, posts }))),
    };
  return {
    category,
    content: logged(
      listCategoryVehicles(ctx, category.name, new URL(request.url).searchParams.get("cursor") ?? "").then((page) => ({
        kind: "vehicles" as const,
        ...page,
        // The cards' fields only: no gallery, options, terms or descriptions in the page.
        vehicles: page.vehicles.map(toManagedCard),
      })),
    ),
  };
}

export default function AdminVehicleListPage() {
  const { category, content } = useLoaderData<typeof loader>();
  return (
    <AdminPageShell
      title={category.name}
      actions={
        <Link to="/admin?tab=vehicles" className={buttonClass("outline", "sm")}>
          <ArrowLeft className="size-4" aria-hidden />
          관리자 홈으로
        </Link>
      }
    >
      <Suspense key={category.slug} fallback={<VehicleCardSkeletons count={10} />}>
        <Await resolve={content} errorElement={<ApiErrorPanel />}>
          {(loaded) =>
            loaded.kind === "board" ? (
              <BoardManager posts={loaded.posts} />
            ) : (
              <VehicleSections page={loaded} category={category.name} />
            )
          }
        </Await>
      </Suspense>
    </AdminPageShell>
  );
}
