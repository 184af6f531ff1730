import { FileText, Loader2, Search } from "lucide-react";
import { useMemo, useState } from "react";
import { Form, Link, useRevalidator } from "react-router";
import { AdminPageShell } from "#app/components/admin/AdminPageShell";
import { PriceDiffTable } from "#app/components/admin/ListingDiffView";
import { EmptyState } from "#app/components/admin/ListStates";
import { CategoryField } from "#app/components/prices/CategoryField";
import { Button, buttonClass } from "#app/components/ui/button";
import { Field, Input, Select } from "#app/components/ui/field";
import { useToast } from "#app/components/ui/toast";
import { ListingStatusBadge } from "#app/components/vehicle-editor/ListingState";
import { appContext } from "#app/context";
import { ApiError, apiRequest } from "#app/lib/api-client";
import { cn } from "#app/lib/cn";
import { privateMeta } from "#app/lib/seo";
import {
  BULK_LIMITS,
  BULK_MESSAGES,
  BULK_ROUNDING_UNITS,
  type BulkMode,
  type BulkPreview,
  type BulkRoundingUnit,
  DEFAULT_BULK_ROUNDING,
} from "#domain/bulk-price";
import { canonicalVehicleCategory } from "#domain/categories";
import { groupDigits } from "#domain/number-text";
import { cardPrice, NO_PRICE_CARD } from "#domain/pricing";
import { findListingsForBulk } from "#server/services/vehicles/vehicle-lists";
import type { Route } from "./+types/bulk-price";

export const meta = () => privateMeta("가격 일괄 변경 | 관리자");

/** The listings of a category or a search (name, Korean-aware), at most as many as one change may take. */
export async function loader({ context, request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const category = canonicalVehicleCategory(url.searchParams.get("category")) ?? "";
  const q = (url.searchParams.get("q") ?? "").trim().slice(0, 100);
  const asked = Boolean(category || q);
  const listings = await findListingsForBulk(context.get(appContext), { category, q }, BULK_LIMITS.listings);
  return {
    category,
    q,
    asked,
    listings: listings.map((v) => ({
      id: v.id,
      name: v.name,
      category: v.category,
      status: v.status,
      price: cardPrice(v.priceInfo),
    })),
  };
}

/**
 * 가격 일괄 변경: choose listings by category or search, raise or lower every monthly fee by a percentage or an
 * amount (rounded to 100 won), see each listing's table before and after, then apply it all in one transaction.
 */
export default function BulkPricePage({ loaderData }: Route.ComponentProps) {
  // Another search starts a fresh choice.
  return <BulkPrice key={`${loaderData.category}|${loaderData.q}`} data={loaderData} />;
}

function BulkPrice({ data }: { data: Route.ComponentProps["loaderData"] }) {
  const { category, q, asked, listings } = data;
  const toast = useToast();
  const revalidator = useRevalidator();
  // Listed cars are chosen to start with; the rest on purpose.
  const initial = useMemo(() => new Set(listings.filter((l) => l.status === "published").map((l) => l.id)), [listings]);
  const [chosen, setChosen] = useState<ReadonlySet<number>>(initial);
  const [mode, setMode] = useState<BulkMode>("percent");
  const [value, setValue] = useState("");
  const [unit, setUnit] = useState<BulkRoundingUnit>(DEFAULT_BULK_ROUNDING);
  const [error, setError] = useState<string | undefined>();
  const [preview, setPreview] = useState<BulkPreview | null>(null);
  const [busy, setBusy] = useState<"preview" | "apply" | null>(null);

  const body = () => ({ ids: [...chosen], mode, value: Number(value.replace(/,/g, "")), unit });
  const toggle = (id: number, on: boolean) => {
    setPreview(null);
    setChosen((set) => {
      const next = new Set(set);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });
  };

  const runPreview = async (event: React.FormEvent) => {
    event.preventDefault();
    setError(undefined);
    setBusy("preview");
    try {
      setPreview(await apiRequest<BulkPreview>("POST", "/api/bulk-price/preview", body()));
    } catch (failure) {
      const e = failure instanceof ApiError ? failure : null;
      setError(e?.fieldErrors?.value ?? e?.fieldErrors?.ids ?? e?.message ?? BULK_MESSAGES.nothing);
      setPreview(null);
    } finally {
      setBusy(null);
    }
  };

  const apply = async () => {
    if (!preview) return;
    setBusy("apply");
    try {
      const result = await apiRequest<{ applied: number }>("POST", "/api/bulk-price/apply", {
        ...body(),
        basis: preview.basis,
      });
      toast({
        title: "가격을 바꿨습니다",
        description: `${result.applied}대의 월 납입료를 바꿨습니다.`,
        variant: "success",
      });
      setPreview(null);
      setValue("");
      revalidator.revalidate();
    } catch (failure) {
      toast({
        title: "적용하지 못했습니다",
        description: (failure as Error).message,
        variant: "error",
        duration: 7000,
      });
      setPreview(null);
    } finally {
      setBusy(null);
    }
  };

  const allChosen = listings.length > 0 && listings.every((l) => chosen.has(l.id));
  return (
    <AdminPageShell
      title="가격 일괄 변경"
      description="카테고리나 검색으로 차량을 골라 월 납입료를 퍼센트나 금액만큼 올리거나 내립니다. 고른 단위(기본 100원)로 반올림합니다."
      actions={
        <Link to="/admin/price-sheet" className={buttonClass("outline", "sm")}>
          <FileText className="size-4" aria-hidden />
          엑셀 가격표
        </Link>
      }
    >
      <Form
        method="get"
        className="flex flex-wrap items-end gap-3 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm dark:border-slate-800 dark:bg-slate-900"
      >
        <CategoryField name="category" defaultValue={category} />
        <Field label="차량명 검색" className="min-w-0 flex-1">
          {(props) => <Input {...props} name="q" defaultValue={q} placeholder="예: 쏘렌토, ㄱㄹㅈ" />}
        </Field>
        <Button type="submit" variant="secondary">
          <Search className="size-4" aria-hidden />
          차량 찾기
        </Button>
      </Form>

      {!asked ? (
        <div className="rounded-2xl border border-slate-200 bg-white dark:border-slate-800 dark:bg-slate-900">
          <EmptyState title="카테고리나 검색어로 차량을 찾아주세요" />
        </div>
      ) : listings.length === 0 ? (
        <div className="rounded-2xl border border-slate-200 bg-white dark:border-slate-800 dark:bg-slate-900">
          <EmptyState title="조건에 맞는 차량이 없습니다" />
        </div>
      ) : (
        <div className="grid gap-5 lg:grid-cols-[minmax(0,1fr)_360px] lg:items-start">
          <section
            aria-label="고른 차량"
            className="overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm dark:border-slate-800 dark:bg-slate-900"
          >
            <div className="flex items-center justify-between gap-3 border-b border-slate-100 px-4 py-3 dark:border-slate-800">
              <label className="inline-flex items-center gap-2 text-sm font-semibold">
                <input
                  type="checkbox"
                  className="size-5 accent-brand-600"
                  checked={allChosen}
                  onChange={(event) => {
                    setPreview(null);
                    setChosen(event.target.checked ? new Set(listings.map((l) => l.id)) : new Set());
                  }}
                />
                전체 선택
              </label>
              <span className="text-sm text-slate-500 tabular-nums dark:text-slate-400" data-testid="chosen-count">
                {chosen.size} / {listings.length}대 선택
              </span>
            </div>
            <ul className="max-h-[32rem] divide-y divide-slate-100 overflow-y-auto dark:divide-slate-800">
              {listings.map((l) => (
                <li key={l.id}>
                  <label className="flex min-h-12 cursor-pointer items-center gap-3 px-4 py-2.5 hover:bg-slate-50 dark:hover:bg-slate-800/60">
                    <input
                      type="checkbox"
                      className="size-5 shrink-0 accent-brand-600"
                      checked={chosen.has(l.id)}
                      onChange={(event) => toggle(l.id, event.target.checked)}
                    />
                    <span className="min-w-0 flex-1">
                      <span className="flex flex-wrap items-center gap-2">
                        <ListingStatusBadge status={l.status} />
                        <span className="truncate font-semibold">{l.name}</span>
                      </span>
                      <span className="text-xs text-slate-500 dark:text-slate-400">{l.category}</span>
                    </span>
                    <span className="shrink-0 text-right text-sm font-bold text-brand-700 dark:text-brand-300">
                      {l.price ? l.price.monthly : NO_PRICE_CARD}
                    </span>
                  </label>
                </li>
              ))}
            </ul>
          </section>

          <form
            onSubmit={runPreview}
            noValidate
            className="space-y-4 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm lg:sticky lg:top-24 dark:border-slate-800 dark:bg-slate-900"
            aria-label="조정 방법"
          >
            <fieldset className="space-y-2">
              <legend className="text-sm font-semibold text-slate-700 dark:text-slate-200">조정 방법</legend>
              <div className="grid grid-cols-2 gap-2">
                {(
                  [
                    ["percent", "퍼센트 (%)"],
                    ["amount", "금액 (원)"],
                  ] as const
                ).map(([m, label]) => (
                  <label
                    key={m}
                    className={cn(
                      "flex h-11 cursor-pointer items-center justify-center gap-2 rounded-xl border text-sm font-semibold transition",
                      mode === m
                        ? "border-brand-500 bg-brand-50 text-brand-800 dark:border-brand-400 dark:bg-brand-950/50 dark:text-brand-100"
                        : "border-slate-300 text-slate-700 dark:border-slate-700 dark:text-slate-200",
                    )}
                  >
                    <input
                      type="radio"
                      name="mode"
                      value={m}
                      checked={mode === m}
                      onChange={() => {
                        setMode(m);
                        setPreview(null);
                      }}
                      className="accent-brand-600"
                    />
                    {label}
                  </label>
                ))}
              </div>
            </fieldset>
            <Field
              label={mode === "percent" ? "바꿀 비율 (%)" : "바꿀 금액 (원)"}
              error={error}
              hint={
                mode === "percent" ? "예: 3 (3% 인상), -5 (5% 인하)" : "예: 10000 (1만원 인상), -20000 (2만원 인하)"
              }
            >
              {(props) => (
                <Input
                  {...props}
                  inputMode="numeric"
                  value={value}
                  onChange={(event) => {
                    setValue(event.target.value);
                    setPreview(null);
                    setError(undefined);
                  }}
                />
              )}
            </Field>
            <Field label="반올림 단위" hint="바뀐 월 납입료를 이 단위로 반올림합니다.">
              {(props) => (
                <Select
                  {...props}
                  value={unit}
                  onChange={(event) => {
                    setUnit(Number(event.target.value) as BulkRoundingUnit);
                    setPreview(null);
                  }}
                >
                  {BULK_ROUNDING_UNITS.map((u) => (
                    <option key={u} value={u}>
                      {groupDigits(u)}원
                    </option>
                  ))}
                </Select>
              )}
            </Field>
            <Button type="submit" variant="secondary" className="w-full" disabled={busy !== null || chosen.size === 0}>
              {busy === "preview" && <Loader2 className="size-4 animate-spin" aria-hidden />}
              {chosen.size}대 미리보기
            </Button>
          </form>
        </div>
      )}

      {preview && (
        <section
          aria-labelledby="bulk-preview"
          className="space-y-4 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5 dark:border-slate-800 dark:bg-slate-900"
          data-testid="bulk-preview"
        >
          <h2 id="bulk-preview" className="text-lg font-extrabold tracking-tight">
            미리보기: {preview.changes.length}대 변경
            {preview.skipped.length > 0 && ` · ${preview.skipped.length}대 제외`}
          </h2>
          <p className="text-sm text-slate-600 dark:text-slate-300" data-testid="bulk-rounding">
            바뀐 월 납입료는 {groupDigits(preview.unit)}원 단위로 반올림했습니다.
          </p>
          {preview.skipped.length > 0 && (
            <ul className="space-y-1 rounded-xl bg-amber-50 px-3 py-2.5 text-sm text-amber-900 dark:bg-amber-950/40 dark:text-amber-100">
              {preview.skipped.map((s) => (
                <li key={s.id}>
                  <strong>{s.name || `#${s.id}`}</strong>: {s.reason}
                </li>
              ))}
            </ul>
          )}
          <ul className="space-y-4">
            {preview.changes.slice(0, 60).map((change) => (
              <li key={change.id} className="space-y-2">
                <p className="flex flex-wrap items-center gap-2">
                  <ListingStatusBadge status={change.status} />
                  <span className="font-bold">{change.name}</span>
                </p>
                <PriceDiffTable rows={change.rows} />
              </li>
            ))}
          </ul>
          {preview.changes.length > 60 && (
            <p className="text-sm text-slate-500">외 {preview.changes.length - 60}대도 함께 바뀝니다.</p>
          )}
          <div className="flex justify-end gap-2 border-t border-slate-100 pt-4 dark:border-slate-800">
            <Button variant="outline" onClick={() => setPreview(null)} disabled={busy !== null}>
              취소
            </Button>
            <Button onClick={apply} disabled={busy !== null || preview.changes.length === 0}>
              {busy === "apply" && <Loader2 className="size-4 animate-spin" aria-hidden />}
              {preview.changes.length}대 적용
            </Button>
          </div>
        </section>
      )}
    </AdminPageShell>
  );
}
