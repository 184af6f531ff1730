import { Check, CheckCircle2, Download, FileText, Loader2, TriangleAlert } from "lucide-react";
import { useId, useRef, useState } from "react";
import { PriceDiffTable } from "#app/components/admin/ListingDiffView";
import { Button } from "#app/components/ui/button";
import { useToast } from "#app/components/ui/toast";
import { ListingStatusBadge } from "#app/components/vehicle-editor/ListingState";
import { ApiError, apiRequest } from "#app/lib/api-client";
import { cn } from "#app/lib/cn";
import { groupDigits } from "#domain/number-text";
import type { CellError, SheetChange } from "#domain/price-sheet";
import { CategoryField } from "./CategoryField";

interface Preview {
  rows: number;
  listings: number;
  changes: SheetChange[];
  errors: CellError[];
  basis: string;
}

/** Listings whose changes the preview draws in full; the rest are counted. */
const SHOWN_CHANGES = 60;
const XLSX_TYPE = "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet";

function Step({ n, title, children }: { n: number; title: string; children: React.ReactNode }) {
  return (
    <section
      aria-labelledby={`step-${n}`}
      className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5 dark:border-slate-800 dark:bg-slate-900"
    >
      <h2 id={`step-${n}`} className="flex items-center gap-2 text-lg font-extrabold tracking-tight">
        <span className="inline-flex size-7 items-center justify-center rounded-full bg-brand-600 text-sm text-white">
          {n}
        </span>
        {title}
      </h2>
      <div className="mt-3 space-y-3">{children}</div>
    </section>
  );
}

/**
 * The price sheet in three steps: download the template with the current prices, upload the edited sheet and read
 * the preview (every change, every refused cell with its row and column), then apply all of it in one go. Used by
 * admins (every listing, `/api/price-sheet`) and partners (their own, `/api/partner/price-sheet`).
 */
export function PriceSheetTool({ base, partner = false }: { base: string; partner?: boolean }) {
  const toast = useToast();
  const fileId = useId();
  const input = useRef<HTMLInputElement>(null);
  const [category, setCategory] = useState("");
  const [file, setFile] = useState<File | null>(null);
  const [preview, setPreview] = useState<Preview | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState<"preview" | "apply" | null>(null);
  const [done, setDone] = useState<string | null>(null);

  const read = async (picked: File | null) => {
    setFile(picked);
    setPreview(null);
    setProblem(null);
    setDone(null);
    if (!picked) {
      if (input.current) input.current.value = "";
      return;
    }
    setBusy("preview");
    try {
      const sheet = picked.type ? picked : new Blob([picked], { type: XLSX_TYPE });
      setPreview(await apiRequest<Preview>("POST", `${base}/preview`, sheet, { timeoutMs: 60_000 }));
    } catch (error) {
      setProblem(error instanceof ApiError ? error.message : "파일을 읽지 못했습니다.");
    } finally {
      setBusy(null);
    }
  };

  const apply = async () => {
    if (!file || !preview) return;
    setBusy("apply");
    try {
      const result = await apiRequest<{ applied: number; waiting: number }>(
        "POST",
        `${base}/apply?basis=${encodeURIComponent(preview.basis)}`,
        file.type ? file : new Blob([file], { type: XLSX_TYPE }),
        { timeoutMs: 60_000 },
      );
      const text =
        result.waiting > 0
          ? `${result.applied}대는 바로 반영했고, 게시 중인 ${result.waiting}대는 관리자 검수 후 반영됩니다.`
          : `${result.applied}대의 가격을 반영했습니다.`;
      toast({ title: "가격표를 적용했습니다", description: text, variant: "success" });
      setDone(text);
      setPreview(null);
      setFile(null);
      if (input.current) input.current.value = "";
    } catch (error) {
      const failure = error instanceof ApiError ? error : null;
      toast({ title: "적용하지 못했습니다", description: failure?.message, variant: "error", duration: 7000 });
      // The listings moved on, or a cell is refused after all: read the sheet again to show why.
      if (failure?.status === 409 || failure?.status === 400) void read(file);
    } finally {
      setBusy(null);
    }
  };

  const template = `${base}${category ? `?category=${encodeURIComponent(category)}` : ""}`;
  const canApply = preview !== null && preview.errors.length === 0 && preview.changes.length > 0;

  return (
    <div className="space-y-5">
      <Step n={1} title="양식 내려받기">
        <p className="text-sm text-slate-600 dark:text-slate-300">
          {partner ? "내가 등록한 차량" : "차량"}의 현재 가격이 채워진 엑셀 파일입니다. 차량 주소나 차량번호로 차량을
          찾고, 한 행이 가격표의 한 줄입니다.
        </p>
        <div className="flex flex-wrap items-end gap-2">
          {!partner && <CategoryField value={category} onChange={setCategory} />}
          <a
            href={template}
            download
            className="inline-flex h-11 items-center gap-2 rounded-xl border border-slate-300 bg-white px-4 text-[15px] font-semibold text-slate-800 transition hover:bg-slate-50 dark:border-slate-700 dark:bg-slate-900 dark:text-slate-100 dark:hover:bg-slate-800"
          >
            <Download className="size-4" aria-hidden />
            가격표 양식 내려받기 (.xlsx)
          </a>
        </div>
      </Step>

      <Step n={2} title="수정한 파일 올리기">
        <input
          ref={input}
          id={fileId}
          type="file"
          accept=".xlsx,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
          className="peer sr-only"
          onChange={(event) => void read(event.target.files?.[0] ?? null)}
        />
        <label
          htmlFor={fileId}
          className="flex cursor-pointer flex-col items-center gap-2 rounded-2xl border-2 border-dashed peer-focus-visible:ring-2 peer-focus-visible:ring-brand-500 border-slate-300 px-4 py-8 text-center transition hover:border-brand-400 hover:bg-brand-50/40 dark:border-slate-700 dark:hover:border-brand-600 dark:hover:bg-brand-950/30"
        >
          {busy === "preview" ? (
            <Loader2 className="size-7 animate-spin text-brand-600" aria-hidden />
          ) : (
            <FileText className="size-7 text-brand-600" aria-hidden />
          )}
          <span className="font-bold">엑셀 파일 선택</span>
          {file && <span className="text-sm font-semibold text-brand-700 dark:text-brand-300">{file.name}</span>}
          <span className="text-sm text-slate-500 dark:text-slate-400">
            {busy === "preview"
              ? "파일을 읽고 있습니다..."
              : ".xlsx, 10MB까지. 올리면 먼저 바뀌는 내용을 보여 드립니다."}
          </span>
        </label>

        {problem && (
          <p
            role="alert"
            className="rounded-xl bg-red-50 px-3 py-2.5 text-sm text-red-700 dark:bg-red-950/60 dark:text-red-300"
          >
            {problem}
          </p>
        )}
        {done && (
          <p
            role="status"
            className="flex items-center gap-2 rounded-xl bg-emerald-50 px-3 py-2.5 text-sm text-emerald-800 dark:bg-emerald-950/60 dark:text-emerald-200"
          >
            <CheckCircle2 className="size-4 shrink-0" aria-hidden />
            {done}
          </p>
        )}
      </Step>

      {preview && (
        <Step n={3} title="미리보기 확인 후 적용">
          <dl className="grid grid-cols-2 gap-2 text-sm sm:grid-cols-4" data-testid="sheet-summary">
            {[
              ["읽은 행", preview.rows],
              ["시트의 차량", preview.listings],
              ["가격이 바뀌는 차량", preview.changes.length],
              ["잘못된 칸", preview.errors.length],
            ].map(([label, value]) => (
              <div key={label} className="rounded-xl bg-slate-50 px-3 py-2 dark:bg-slate-800/60">
                <dt className="text-xs text-slate-500 dark:text-slate-400">{label}</dt>
                <dd
                  className={cn(
                    "text-lg font-extrabold tabular-nums",
                    label === "잘못된 칸" && Number(value) > 0 && "text-red-600 dark:text-red-400",
                  )}
                >
                  {groupDigits(Number(value))}
                </dd>
              </div>
            ))}
          </dl>

          {preview.errors.length > 0 && (
            <div className="space-y-2" data-testid="sheet-errors">
              <p className="flex items-center gap-2 font-bold text-red-700 dark:text-red-300">
                <TriangleAlert className="size-4" aria-hidden />
                잘못된 칸을 고친 뒤 다시 올려주세요. 하나라도 있으면 아무것도 바꾸지 않습니다.
              </p>
              <div className="max-h-80 overflow-y-auto rounded-xl border border-red-200 dark:border-red-900/60">
                <table className="w-full text-sm">
                  <caption className="sr-only">잘못된 칸</caption>
                  <thead className="sticky top-0 bg-red-50 text-left text-xs font-semibold text-red-800 dark:bg-red-950 dark:text-red-200">
                    <tr>
                      <th scope="col" className="w-16 px-3 py-2">
                        행
                      </th>
                      <th scope="col" className="w-28 px-3 py-2">
                        열
                      </th>
                      <th scope="col" className="px-3 py-2">
                        사유
                      </th>
                    </tr>
                  </thead>
                  <tbody className="divide-y divide-red-100 dark:divide-red-900/40">
                    {preview.errors.map((e) => (
                      <tr key={`${e.row}:${e.column}`}>
                        <td className="px-3 py-2 tabular-nums">{e.row}</td>
                        <td className="px-3 py-2 font-semibold">{e.column}</td>
                        <td className="px-3 py-2">{e.message}</td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
            </div>
          )}

          {preview.changes.length === 0 && preview.errors.length === 0 && (
            <p className="rounded-xl bg-slate-50 px-3 py-3 text-sm text-slate-600 dark:bg-slate-800/60 dark:text-slate-300">
              바뀐 가격이 없습니다. 파일의 가격이 지금 가격과 같습니다.
            </p>
          )}

          {preview.changes.length > 0 && (
            <ul className="space-y-4" aria-label="가격이 바뀌는 차량">
              {preview.changes.slice(0, SHOWN_CHANGES).map((change) => (
                <li key={change.id} className="space-y-2" data-testid="sheet-change">
                  <p className="flex flex-wrap items-center gap-2">
                    <ListingStatusBadge status={change.status} />
                    <span className="font-bold">{change.name}</span>
                    {partner &&
                      (change.status === "published" || change.status === "sold" || change.status === "hidden") && (
                        <span className="text-xs text-amber-700 dark:text-amber-300">검수 후 반영</span>
                      )}
                  </p>
                  <PriceDiffTable rows={change.rows} />
                </li>
              ))}
              {preview.changes.length > SHOWN_CHANGES && (
                <li className="text-sm text-slate-500 dark:text-slate-400">
                  외 {groupDigits(preview.changes.length - SHOWN_CHANGES)}대도 함께 적용됩니다.
                </li>
              )}
            </ul>
          )}

          <div className="flex flex-wrap justify-end gap-2 border-t border-slate-100 pt-4 dark:border-slate-800">
            <Button variant="outline" onClick={() => void read(null)} disabled={busy !== null}>
              취소
            </Button>
            <Button onClick={apply} disabled={!canApply || busy !== null}>
              {busy === "apply" ? (
                <Loader2 className="size-4 animate-spin" aria-hidden />
              ) : (
                <Check className="size-4" aria-hidden />
              )}
              {busy === "apply" ? "적용 중..." : `${preview.changes.length}대 가격 적용`}
            </Button>
          </div>
        </Step>
      )}
    </div>
  );
}
