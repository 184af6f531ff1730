import { ArrowLeft, ChevronRight } from "lucide-react";
import { Suspense } from "react";
import { Await, Link, useLoaderData } from "react-router";
import { AdminHeader } from "#app/components/admin/AdminHeader";
import { VehicleCardSkeletons } from "#app/components/admin/AdminVehicleCard";
import { ApiErrorPanel } from "#app/components/admin/ApiErrorPanel";
import { BoardManager } from "#app/components/admin/BoardManager";
import { resolveAdminCategory } from "#app/components/admin/category-param";
import { VehicleSections } from "#app/components/admin/VehicleSections";
import { buttonClass } from "#app/components/ui/button";
import { appContext } from "#app/context";
import { listBoardPostsForAdmin } from "#server/services/admin/board-posts";
import { listCategoryVehicles } from "#server/services/admin/vehicle-lists";
import type { Route } from "./+types/vehicle-list";

export const meta = ({ data }: Route.MetaArgs) => [
  { title: data ? `${data.category.name} 관리 | 관리자` : "차량 목록 | 관리자" },
  { name: "robots", content: "noindex, nofollow" },
];

/** The page shell arrives at once; the list streams in behind a 10-card skeleton (or the error panel). */
export function loader({ context, params }: Route.LoaderArgs) {
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
      listCategoryVehicles(ctx, category.name).then((vehicles) => ({ kind: "vehicles" as const, vehicles })),
    ),
  };
}

export default function AdminVehicleListPage() {
  const { category, content } = useLoaderData<typeof loader>();
  return (
    <div className="min-h-dvh bg-slate-50 dark:bg-slate-950">
      <AdminHeader />
      <main className="mx-auto max-w-7xl space-y-6 px-4 py-6 sm:space-y-8 sm:px-6 sm:py-8">
        <div className="space-y-3">
          <nav aria-label="이동 경로">
            <ol className="flex flex-wrap items-center gap-1 text-sm text-slate-500 dark:text-slate-400">
              {[
                { to: "/admin", label: "관리자 홈" },
                { to: "/admin?tab=vehicles", label: "차량 목록" },
              ].map((crumb) => (
                <li key={crumb.to} className="flex items-center gap-1">
                  <Link to={crumb.to} className="hover:text-brand-600 hover:underline">
                    {crumb.label}
                  </Link>
                  <ChevronRight className="size-4" aria-hidden />
                </li>
              ))}
              <li aria-current="page" className="font-semibold text-slate-900 dark:text-white">
                {category.name}
              </li>
            </ol>
          </nav>
          <div className="flex flex-wrap items-center justify-between gap-3">
            <h1 className="text-2xl font-extrabold tracking-tight sm:text-3xl">{category.name}</h1>
            <Link to="/admin?tab=vehicles" className={buttonClass("outline", "sm")}>
              <ArrowLeft className="size-4" aria-hidden />
              관리자 홈으로
            </Link>
          </div>
        </div>
        <Suspense key={category.slug} fallback={<VehicleCardSkeletons count={10} />}>
          <Await resolve={content} errorElement={<ApiErrorPanel />}>
            {(loaded) =>
              loaded.kind === "board" ? (
                <BoardManager posts={loaded.posts} />
              ) : (
                <VehicleSections vehicles={loaded.vehicles} category={category.name} />
              )
            }
          </Await>
        </Suspense>
      </main>
    </div>
  );
}
