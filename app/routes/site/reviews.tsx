import { ArrowLeft, CheckCircle2, MessageSquareHeart, PenLine, RotateCw } from "lucide-react";
import { useEffect, useRef } from "react";
import { Link, useLoaderData, useLocation, useNavigation } from "react-router";
import { Pagination } from "#app/components/reviews/Pagination";
import { ReviewCard } from "#app/components/reviews/ReviewCard";
import { Stars } from "#app/components/reviews/Stars";
import { buttonClass } from "#app/components/ui/button";
import { Spinner } from "#app/components/ui/spinner";
import { appContext } from "#app/context";
import { cn } from "#app/lib/cn";
import { pageMeta, rootOrigin, rootSiteName } from "#app/lib/seo";
import { pageQuery } from "#domain/paths";
import { REVIEW_WRITE_PATH, REVIEW_WRITTEN } from "#domain/review-text";
import { listReviewsPage } from "#server/services/reviews/list-reviews";
import type { Route } from "./+types/reviews";

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
  const query = pageQuery(request);
  const requested = Number(query.get("page") ?? "1");
  return {
    ...(await listReviewsPage(context.get(appContext), Number.isFinite(requested) ? requested : 1)),
    // Back from 후기 작성 (/reviews/new) with a review taken: it waits for an admin, and the page says so.
    written: query.get("review") === "sent",
  };
}

/** 후기 작성: a link to the form's own page, which works with and without the page's scripts. */
function WriteLink({ className = "" }: { className?: string }) {
  return (
    <Link to={REVIEW_WRITE_PATH} className={buttonClass("primary", "lg", className)}>
      <PenLine className="size-4" aria-hidden />
      후기 작성
    </Link>
  );
}

function PageHeader() {
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
      <WriteLink className="self-start sm:self-auto" />
    </div>
  );
}

export default function ReviewsPage() {
  const { reviews, total, page, pageCount, pageSize, average, written } = useLoaderData<typeof loader>();
  // Back from the form with the scripts running, the page may keep the form's scroll: the notice is brought to view.
  const writtenRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (written) writtenRef.current?.focus();
  }, [written]);
  const navigation = useNavigation();
  const { pathname } = useLocation();
  const loading = navigation.state === "loading" && navigation.location?.pathname === pathname;
  const first = total === 0 ? 0 : (page - 1) * pageSize + 1;
  const last = (page - 1) * pageSize + reviews.length;

  return (
    <main className="mx-auto max-w-7xl px-4 py-10 sm:px-6 sm:py-14">
      <PageHeader />

      {/* A new review waits for an admin, so the list it would join is unchanged: the page says why. */}
      {written && (
        <div
          ref={writtenRef}
          tabIndex={-1}
          role="status"
          data-testid="review-written"
          className="mt-8 flex scroll-mt-24 items-start gap-3 rounded-2xl bg-emerald-50 px-5 py-4 outline-none ring-1 ring-emerald-200 dark:bg-emerald-950/40 dark:ring-emerald-900"
        >
          <CheckCircle2 className="mt-0.5 size-5 shrink-0 text-emerald-600 dark:text-emerald-400" aria-hidden />
          <p className="text-[15px] text-emerald-900 dark:text-emerald-100">
            <strong className="font-bold">{REVIEW_WRITTEN.title}</strong>
            <span className="block text-emerald-800 sm:inline sm:before:content-['_'] dark:text-emerald-200">
              {REVIEW_WRITTEN.description}
            </span>
          </p>
        </div>
      )}

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
            <WriteLink className="mt-6" />
          </div>
        ) : (
          <ul className={cn("grid gap-5 transition-opacity sm:grid-cols-2 lg:grid-cols-3", loading && "opacity-50")}>
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
