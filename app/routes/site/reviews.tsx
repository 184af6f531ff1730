import { ArrowLeft, MessageSquareHeart, PenLine, RotateCw } from "lucide-react";
import { lazy, Suspense, useState } from "react";
import { Link, useLoaderData, useLocation, useNavigation } from "react-router";
import { Pagination } from "#app/components/reviews/Pagination";
import { ReviewCard } from "#app/components/reviews/ReviewCard";
import { Stars } from "#app/components/reviews/Stars";
import { Button, buttonClass } from "#app/components/ui/button";
import { Spinner } from "#app/components/ui/spinner";
import { appContext } from "#app/context";
import { pageMeta, rootOrigin, rootSiteName } from "#app/lib/seo";
import { useHydrated } from "#app/lib/use-hydrated";
import { listReviewsPage } from "#server/services/reviews/list-reviews";
import type { Route } from "./+types/reviews";

// The form (with its validation library) loads when a visitor heads for the write button, not with the list.
const loadWriteDialog = () => import("#app/components/reviews/ReviewWriteDialog");
const ReviewWriteDialog = lazy(() => loadWriteDialog().then((m) => ({ default: m.ReviewWriteDialog })));
const prefetchWriteDialog = () => void loadWriteDialog();

export const meta: Route.MetaFunction = ({ data, matches }) => {
  const page = data && data.page > 1 ? data.page : 1;
  return pageMeta({
    title: page > 1 ? `고객 후기 (${page}페이지) | 장기렌트 이용 후기` : "고객 후기 | 장기렌트 이용 후기",
    description: "신차·중고차 장기렌트와 구독을 이용하신 고객님들의 실제 후기입니다.",
    canonicalPath: page > 1 ? `/reviews?page=${page}` : "/reviews",
    origin: rootOrigin(matches),
    siteName: rootSiteName(matches),
  });
};

export async function loader({ request, context }: Route.LoaderArgs) {
  const requested = Number(new URL(request.url).searchParams.get("page") ?? "1");
  return listReviewsPage(context.get(appContext), Number.isFinite(requested) ? requested : 1);
}

function PageHeader({ onWrite }: { onWrite: () => void }) {
  // The form is a dialog of the page's scripts: the button shows once they run.
  const hydrated = useHydrated();
  return (
    <div className="flex flex-col gap-5 sm:flex-row sm:items-end sm:justify-between">
      <div>
        <Link
          to="/home"
          className="-my-3 -ml-1 inline-flex min-h-11 items-center gap-1 px-1 text-sm font-semibold text-slate-500 hover:text-slate-900 dark:text-slate-400 dark:hover:text-white"
        >
          <ArrowLeft className="size-4" aria-hidden />
          홈으로
        </Link>
        <h1 className="mt-3 text-3xl font-extrabold tracking-tight sm:text-4xl">고객 후기</h1>
        <p className="mt-2 text-slate-500 dark:text-slate-400">직접 타보신 고객님들의 솔직한 이용 후기입니다.</p>
      </div>
      <Button
        size="lg"
        onClick={onWrite}
        onPointerEnter={prefetchWriteDialog}
        onFocus={prefetchWriteDialog}
        className={`self-start sm:self-auto ${hydrated ? "" : "invisible"}`}
      >
        <PenLine className="size-4" aria-hidden />
        후기 작성
      </Button>
    </div>
  );
}

export default function ReviewsPage() {
  const { reviews, total, page, pageCount, pageSize, average } = useLoaderData<typeof loader>();
  const [writing, setWriting] = useState(false);
  const hydrated = useHydrated();
  // Mounted from the first opening on, so what was typed survives closing and reopening.
  const [opened, setOpened] = useState(false);
  if (writing && !opened) setOpened(true);
  const navigation = useNavigation();
  const { pathname } = useLocation();
  const loading = navigation.state === "loading" && navigation.location?.pathname === pathname;
  const first = total === 0 ? 0 : (page - 1) * pageSize + 1;
  const last = (page - 1) * pageSize + reviews.length;

  // A new review waits for an admin (the toast says so), so the list it would join is unchanged.
  const onWritten = () => setWriting(false);

  return (
    <main className="mx-auto max-w-7xl px-4 py-10 sm:px-6 sm:py-14">
      <PageHeader onWrite={() => setWriting(true)} />

      {total > 0 && (
        <div className="mt-8 flex flex-wrap items-center justify-between gap-3 rounded-2xl bg-slate-50 px-5 py-4 dark:bg-slate-900">
          <div className="flex flex-wrap items-center gap-x-4 gap-y-1">
            <span className="flex items-center gap-2">
              <Stars rating={Math.round(average)} />
              <span className="text-lg font-extrabold">{average.toFixed(1)}</span>
            </span>
            <span className="text-[15px] text-slate-600 dark:text-slate-300" data-testid="reviews-count">
              총 {total}개의 후기 ({first}-{last} 표시)
            </span>
          </div>
          <span className="text-sm font-semibold text-slate-500 dark:text-slate-400" data-testid="reviews-page">
            페이지 {page} / {pageCount}
          </span>
        </div>
      )}

      <div className="relative mt-6" aria-busy={loading || undefined}>
        {loading && (
          <div className="absolute inset-x-0 top-10 z-10 flex justify-center">
            <Spinner
              label="후기를 불러오는 중..."
              className="rounded-full bg-white px-4 py-2 shadow-lg dark:bg-slate-800"
            />
          </div>
        )}
        {total === 0 ? (
          <div className="flex flex-col items-center rounded-3xl border border-dashed border-slate-300 px-6 py-20 text-center dark:border-slate-700">
            <MessageSquareHeart className="size-12 text-slate-300 dark:text-slate-600" aria-hidden />
            <p className="mt-4 text-lg font-bold">아직 후기가 없습니다</p>
            <p className="mt-1 text-slate-500 dark:text-slate-400">첫 번째 후기를 남겨주세요.</p>
            <Button
              className={`mt-6 ${hydrated ? "" : "invisible"}`}
              onClick={() => setWriting(true)}
              onPointerEnter={prefetchWriteDialog}
              onFocus={prefetchWriteDialog}
            >
              <PenLine className="size-4" aria-hidden />
              후기 작성
            </Button>
          </div>
        ) : (
          <ul className={`grid gap-5 transition-opacity sm:grid-cols-2 lg:grid-cols-3 ${loading ? "opacity-50" : ""}`}>
            {reviews.map((review, i) => (
              <li key={review.id}>
                <ReviewCard review={review} first={i === 0} />
              </li>
            ))}
          </ul>
        )}
      </div>

      {pageCount > 1 && (
        <div className="mt-10">
          <Pagination page={page} pageCount={pageCount} />
        </div>
      )}

      {opened && (
        <Suspense fallback={null}>
          <ReviewWriteDialog open={writing} onClose={() => setWriting(false)} onWritten={onWritten} />
        </Suspense>
      )}
    </main>
  );
}

export function ErrorBoundary() {
  return (
    <main className="mx-auto flex max-w-lg flex-col items-center px-6 py-24 text-center">
      <h1 className="text-2xl font-extrabold">고객 후기</h1>
      <p role="alert" className="mt-4 text-slate-600 dark:text-slate-300">
        후기를 불러오는 중 오류가 발생했습니다.
      </p>
      <div className="mt-6 flex gap-2">
        <a href="/reviews" className={buttonClass("primary", "md")}>
          <RotateCw className="size-4" aria-hidden />
          다시 시도
        </a>
        <Link to="/home" className={buttonClass("outline", "md")}>
          홈으로
        </Link>
      </div>
    </main>
  );
}
