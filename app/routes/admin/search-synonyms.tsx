import { ArrowRight, Plus, Search, Trash2 } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { data, Form, redirect, useNavigation, useRevalidator } from "react-router";
import { AdminPageShell } from "#app/components/admin/AdminPageShell";
import { panelClass } from "#app/components/admin/StatCards";
import { Button } from "#app/components/ui/button";
import { Field, FormMessage, Input } from "#app/components/ui/field";
import { adminContext, appContext } from "#app/context";
import { apiRequest } from "#app/lib/api-client";
import { cn } from "#app/lib/cn";
import { formText, readForm } from "#app/lib/form-data";
import { privateMeta } from "#app/lib/seo";
import { useFormSubmit } from "#app/lib/use-form-submit";
import { useHydrated } from "#app/lib/use-hydrated";
import { formatDateKo } from "#domain/datetime";
import { fieldErrorsFrom } from "#domain/field-errors";
import {
  MAX_SEARCH_SYNONYMS,
  SYNONYM_ADDED,
  SYNONYM_DELETED,
  SYNONYM_MEANING_MAX,
  SYNONYM_SAVE_FAILED,
  SYNONYM_TERM_MAX,
} from "#domain/search-synonyms";
import { HttpError, loggableMessage } from "#server/errors";
import { addSearchSynonym, deleteSearchSynonym, getSearchSynonyms } from "#server/services/catalogue/search-synonyms";
import type { Route } from "./+types/search-synonyms";

export const meta = () => privateMeta("검색 동의어 | 관리자");

/** What the page says after a post without JavaScript (303 back here, so a reload does not post again). */
const DONE_QUERY = "done";
const DONE_MESSAGES: Record<string, string> = { added: SYNONYM_ADDED, deleted: SYNONYM_DELETED };

export async function loader({ context, request }: Route.LoaderArgs) {
  const synonyms = await getSearchSynonyms(context.get(appContext));
  return { synonyms, done: DONE_MESSAGES[new URL(request.url).searchParams.get(DONE_QUERY) ?? ""] ?? "" };
}

/** What a refused post without JavaScript answers: the messages and what was typed. */
interface SynonymFormResult {
  intent: "add" | "delete";
  message: string;
  fieldErrors: Record<string, string>;
  values: { term: string; meaning: string };
}

/**
 * The forms without JavaScript, and the delete buttons with it: the same services and schema as
 * `POST /api/search-synonyms` and `DELETE /api/search-synonyms/:term`, then back to the page.
 */
export async function action({ context, request }: Route.ActionArgs) {
  const form = (await readForm(request)) ?? new FormData();
  const intent = formText(form, "intent") === "delete" ? "delete" : "add";
  const values = { term: formText(form, "term"), meaning: formText(form, "meaning") };
  const ctx = context.get(appContext);
  const admin = context.get(adminContext);
  try {
    if (intent === "delete") await deleteSearchSynonym(ctx, admin, values.term);
    else await addSearchSynonym(ctx, admin, values);
  } catch (error) {
    const result = (status: number, message: string, fieldErrors: Record<string, string> = {}) =>
      data<SynonymFormResult>({ intent, message, fieldErrors, values }, { status });
    if (error instanceof HttpError) return result(error.status, error.message, error.fieldErrors);
    ctx.log.error({ err: { message: loggableMessage(error) } }, "search synonym could not be saved");
    return result(500, SYNONYM_SAVE_FAILED);
  }
  return redirect(`/admin/search-synonyms?${DONE_QUERY}=${intent === "delete" ? "deleted" : "added"}`, 303);
}

/** The schema, and zod with it, loads when the form is first sent. */
const loadSchema = () => import("#domain/search-synonyms").then((m) => m.searchSynonymSchema);

/**
 * 검색 동의어: words visitors type (a new model's nickname, a shorthand) and what they mean, added and deleted here
 * without a deploy. The site search, the search box's suggestions and the partners' search read them at once on
 * every instance.
 */
export default function SearchSynonymsPage({ loaderData, actionData }: Route.ComponentProps) {
  const revalidator = useRevalidator();
  const navigation = useNavigation();
  const hydrated = useHydrated();
  const [added, setAdded] = useState("");
  const addResult = actionData?.intent === "add" ? actionData : undefined;
  const deleteResult = actionData?.intent === "delete" ? actionData : undefined;
  const { errors, message, pending, onSubmit, clearError } = useFormSubmit({
    read: (sent) => ({ term: String(sent.get("term") ?? ""), meaning: String(sent.get("meaning") ?? "") }),
    check: async (body) => {
      setAdded("");
      return fieldErrorsFrom(await loadSchema(), body);
    },
    send: (body) => apiRequest("POST", "/api/search-synonyms", body, { failureMessage: SYNONYM_SAVE_FAILED }),
    onSent: (_answer, form) => {
      form.reset();
      setAdded(SYNONYM_ADDED);
      // Focus back on the first field, for the next synonym.
      (form.elements.namedItem("term") as HTMLInputElement | null)?.focus();
      void revalidator.revalidate();
    },
    failureMessage: SYNONYM_SAVE_FAILED,
    initialErrors: addResult?.fieldErrors,
    initialMessage: addResult?.message,
  });
  const deleting = navigation.state !== "idle" ? navigation.formData?.get("term") : null;
  const settled = !actionData && !message && !added;
  const addSuccess = added || (settled && loaderData.done === SYNONYM_ADDED ? SYNONYM_ADDED : "");
  const deleteSuccess = settled && loaderData.done === SYNONYM_DELETED ? SYNONYM_DELETED : "";
  // A deleted row takes its focused button with it: focus goes to the list's heading, where the message is read.
  const listHeading = useRef<HTMLHeadingElement>(null);
  const deleted = useRef(false);
  useEffect(() => {
    if (navigation.state !== "idle" || !deleted.current) return;
    deleted.current = false;
    listHeading.current?.focus();
  }, [navigation.state]);
  const { synonyms } = loaderData;

  return (
    <AdminPageShell
      title="검색 동의어"
      crumbs={[{ to: "/admin", label: "관리자 홈" }]}
      description="고객이 검색창에 입력하는 말(새 모델의 별명, 줄임말)과 그 뜻을 등록하면 사이트 검색, 추천 검색어, 파트너 검색에 바로 반영됩니다."
    >
      <section aria-labelledby="synonym-add-title" className={cn(panelClass, "space-y-4 p-5 sm:p-6")}>
        <div>
          <h2 id="synonym-add-title" className="text-lg font-bold">
            동의어 추가
          </h2>
          <p className="text-sm text-slate-500 dark:text-slate-400">
            뜻에는 모델명(예: 그랜저)이나 검색이 이미 아는 말(예: 전기차, 기아)을 적습니다. 이미 아는 말이면 그 말과
            똑같이 찾습니다.
          </p>
        </div>
        <Form
          method="post"
          onSubmit={onSubmit}
          noValidate={hydrated}
          aria-labelledby="synonym-add-title"
          className="grid gap-4 sm:grid-cols-[1fr_auto_1fr_auto] sm:items-start"
        >
          <input type="hidden" name="intent" value="add" />
          <Field label={<>검색어 *</>} error={errors.term} hint="고객이 입력하는 말">
            {(props) => (
              <Input
                {...props}
                name="term"
                required
                maxLength={SYNONYM_TERM_MAX}
                autoComplete="off"
                placeholder="예: 붕붕이"
                defaultValue={addResult?.values.term}
                onInput={() => clearError("term")}
              />
            )}
          </Field>
          <ArrowRight className="mt-10 hidden size-5 text-slate-400 sm:block" aria-hidden />
          <Field label={<>뜻 *</>} error={errors.meaning} hint="찾을 모델명이나 검색어">
            {(props) => (
              <Input
                {...props}
                name="meaning"
                required
                maxLength={SYNONYM_MEANING_MAX}
                autoComplete="off"
                placeholder="예: 그랜저"
                defaultValue={addResult?.values.meaning}
                onInput={() => clearError("meaning")}
              />
            )}
          </Field>
          <Button type="submit" disabled={pending} className="sm:mt-7">
            <Plus className="size-4" aria-hidden />
            {pending ? "추가 중..." : "추가"}
          </Button>
        </Form>
        {message && <FormMessage>{message}</FormMessage>}
        {addSuccess && <FormMessage tone="success">{addSuccess}</FormMessage>}
      </section>

      <section aria-labelledby="synonym-list-title" className={cn(panelClass, "space-y-4 p-5 sm:p-6")}>
        <div className="flex flex-wrap items-baseline justify-between gap-2">
          <h2 id="synonym-list-title" ref={listHeading} tabIndex={-1} className="text-lg font-bold">
            등록된 동의어
          </h2>
          <p className="text-sm text-slate-500 dark:text-slate-400">
            {synonyms.length}개 / 최대 {MAX_SEARCH_SYNONYMS}개
          </p>
        </div>
        {deleteResult && <FormMessage>{deleteResult.message}</FormMessage>}
        {deleteSuccess && <FormMessage tone="success">{deleteSuccess}</FormMessage>}
        {synonyms.length === 0 ? (
          <p className="rounded-xl bg-slate-50 px-4 py-6 text-center text-sm text-slate-500 dark:bg-slate-900 dark:text-slate-400">
            등록된 동의어가 없습니다.
          </p>
        ) : (
          <ul className="divide-y divide-slate-200 dark:divide-slate-800" data-testid="synonym-list">
            {synonyms.map((synonym) => (
              <li
                key={synonym.term}
                className="flex flex-wrap items-center gap-x-4 gap-y-2 py-3"
                data-testid="synonym-row"
              >
                {/* A line of its own on a phone, the date and buttons below it. */}
                <p className="flex min-w-0 basis-full flex-wrap items-center gap-x-2 text-[15px] sm:basis-auto sm:flex-1">
                  <span className="font-semibold break-all">{synonym.term}</span>
                  <ArrowRight className="size-4 shrink-0 text-slate-400" aria-hidden />
                  <span className="sr-only">뜻:</span>
                  <span className="break-all">{synonym.meaning}</span>
                </p>
                <span className="text-sm text-slate-500 dark:text-slate-400">
                  <span className="sr-only">추가한 날 </span>
                  {formatDateKo(synonym.addedAt)}
                </span>
                <a
                  href={`/search?q=${encodeURIComponent(synonym.term)}`}
                  target="_blank"
                  rel="noopener"
                  className="inline-flex min-h-11 items-center gap-1 text-sm font-semibold text-brand-700 hover:underline dark:text-brand-300"
                >
                  <Search className="size-4" aria-hidden />
                  검색해 보기<span className="sr-only">: {synonym.term} (새 창)</span>
                </a>
                <Form
                  method="post"
                  className="ml-auto sm:ml-0"
                  onSubmit={() => {
                    setAdded("");
                    deleted.current = true;
                  }}
                >
                  <input type="hidden" name="intent" value="delete" />
                  <input type="hidden" name="term" value={synonym.term} />
                  <Button
                    type="submit"
                    variant="outline"
                    size="sm"
                    className="min-h-11"
                    disabled={deleting === synonym.term}
                    aria-label={`${synonym.term} 삭제`}
                  >
                    <Trash2 className="size-4" aria-hidden />
                    {deleting === synonym.term ? "삭제 중..." : "삭제"}
                  </Button>
                </Form>
              </li>
            ))}
          </ul>
        )}
      </section>
    </AdminPageShell>
  );
}
