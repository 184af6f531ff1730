import { ArrowLeft, PenLine } from "lucide-react";
import { data, Link, redirect, useActionData } from "react-router";
import { ReviewWriteForm } from "#app/components/reviews/ReviewWriteForm";
import { appContext, ipContext } from "#app/context";
import { readForm } from "#app/lib/form-data";
import { submitReviewForm } from "#app/lib/review-form.server";
import { pageMeta, rootOrigin, rootSiteName } from "#app/lib/seo";
import { REVIEW_SENT_PATH, REVIEW_WRITE_PATH } from "#domain/review-text";
import type { Route } from "./+types/review-new";

// A form: its address is shared and previewed like any page, and kept out of search results.
export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta({
    title: "후기 작성 | 고객 후기",
    description: "장기렌트·구독을 이용해 보신 경험을 사진과 함께 남겨주세요. 관리자 확인 후 게시됩니다.",
    canonicalPath: REVIEW_WRITE_PATH,
    origin: rootOrigin(matches),
    siteName: rootSiteName(matches),
    noindex: true,
  });

/**
 * The form posted here, with or without the page's scripts: the review service of `POST /api/reviews`. A taken
 * review returns to the list (303), which says it waits for an admin; a refused one shows the form again with
 * what was typed and a message under each field.
 */
export async function action({ request, context }: Route.ActionArgs) {
  // A body that is not a form (JSON, a broken multipart body) reads as an empty one: refused with the messages.
  const form = (await readForm(request)) ?? new FormData();
  const refused = await submitReviewForm(context.get(appContext), form, context.get(ipContext));
  if (refused) return data(refused.result, { status: refused.status });
  return redirect(REVIEW_SENT_PATH, 303);
}

export default function ReviewNewPage() {
  const result = useActionData<typeof action>();
  return (
    <main className="mx-auto max-w-2xl px-4 py-8 sm:px-6 sm:py-12">
      <Link
        to="/reviews"
        className="-my-3 -ml-1 inline-flex min-h-11 items-center gap-1 px-1 text-sm font-semibold text-slate-500 hover:text-slate-900 dark:text-slate-400 dark:hover:text-white"
      >
        <ArrowLeft className="size-4" aria-hidden />
        고객 후기
      </Link>
      <div className="mt-3 flex items-start gap-3">
        <span className="mt-1 hidden size-11 shrink-0 items-center justify-center rounded-2xl bg-brand-50 text-brand-600 sm:inline-flex dark:bg-brand-950 dark:text-brand-300">
          <PenLine className="size-5" aria-hidden />
        </span>
        <div>
          <h1 id="review-write-title" className="text-2xl font-extrabold tracking-tight sm:text-3xl">
            후기 작성
          </h1>
          <p className="mt-1.5 text-[15px] text-slate-500 dark:text-slate-400">
            솔직한 후기는 다른 고객님께 큰 도움이 됩니다.
          </p>
        </div>
      </div>
      <div className="mt-6 rounded-3xl border border-slate-200/80 bg-white p-5 shadow-sm sm:p-8 dark:border-slate-800 dark:bg-slate-900">
        <ReviewWriteForm result={result} />
      </div>
    </main>
  );
}
