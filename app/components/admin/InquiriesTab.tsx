import { Download, Search, Trash2, X } from "lucide-react";
import { Form, Link } from "react-router";
import { formatPhone } from "../../../domain/phone";
import { formatDateTimeKo } from "../../../domain/datetime";
import type { InquiryListItem } from "../../../server/services/admin/list-inquiries";
import { apiRequest } from "../../lib/api-request";
import { buttonClass } from "../ui/button";
import { inputClass } from "../ui/field";
import { ConfirmDelete } from "./ConfirmDelete";
import { EmptyState, Pagination } from "./ListStates";
import { useConfirmedAction } from "./use-confirmed-action";

export interface InquiriesPanel {
  inquiries: InquiryListItem[];
  total: number;
  page: number;
  totalPages: number;
  q: string;
  /** Whether any inquiry exists at all (the download is offered only then). */
  hasAny: boolean;
}

const cell = "block px-4 md:table-cell md:py-3.5";
const label = "mr-2 inline-block w-14 text-xs font-semibold text-slate-400 md:hidden";

export function InquiriesTab({ data }: { data: InquiriesPanel }) {
  const remove = useConfirmedAction<InquiryListItem>({
    run: (inquiry) => apiRequest("DELETE", `/api/inquiries/${inquiry.id}`),
    success: () => ({ title: "삭제 완료", description: "문의가 삭제되었습니다." }),
    failure: (_i, error) => ({ title: "삭제 실패", description: error.message }),
  });

  return (
    <div>
      <div className="flex flex-col gap-3 border-b border-slate-100 p-4 sm:flex-row sm:items-center sm:justify-between dark:border-slate-800">
        <Form method="get" role="search" className="flex w-full max-w-md gap-2" preventScrollReset>
          <input type="hidden" name="tab" value="inquiries" />
          <div className="relative flex-1">
            <Search className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-slate-400" aria-hidden />
            <label htmlFor="inquiry-search" className="sr-only">
              이름 또는 연락처 검색
            </label>
            <input
              id="inquiry-search"
              name="q"
              type="search"
              defaultValue={data.q}
              key={data.q}
              placeholder="이름 또는 연락처 검색"
              className={`${inputClass} h-10 py-0 pl-9`}
            />
          </div>
          <button type="submit" className={buttonClass("secondary", "sm", "h-10")}>
            검색
          </button>
          {data.q && (
            <Link to="?tab=inquiries" preventScrollReset className={buttonClass("ghost", "sm", "h-10")} aria-label="검색 초기화">
              <X className="size-4" aria-hidden />
            </Link>
          )}
        </Form>
        <div className="flex items-center gap-3">
          <p className="text-sm text-slate-500 dark:text-slate-400">
            {data.q ? "검색 결과" : "전체"} <strong className="text-slate-900 tabular-nums dark:text-white">{data.total.toLocaleString("ko-KR")}</strong>건
          </p>
          {data.hasAny && (
            <a href="/api/inquiries/download" download className={buttonClass("outline", "sm")}>
              <Download className="size-4" aria-hidden />
              엑셀 다운로드
            </a>
          )}
        </div>
      </div>

      {data.inquiries.length === 0 ? (
        data.q ? <EmptyState title="검색 결과가 없습니다" description="다른 이름이나 번호로 검색해보세요." /> : <EmptyState title="아직 문의가 없습니다" />
      ) : (
        <table className="block w-full text-[15px] md:table">
          <thead className="hidden bg-slate-50 text-left text-xs font-semibold text-slate-500 md:table-header-group dark:bg-slate-800/50 dark:text-slate-400">
            <tr>
              <th scope="col" className="px-4 py-2.5">이름</th>
              <th scope="col" className="px-4 py-2.5">연락처</th>
              <th scope="col" className="px-4 py-2.5">연령</th>
              <th scope="col" className="px-4 py-2.5">희망 차량</th>
              <th scope="col" className="px-4 py-2.5">신청일시</th>
              <th scope="col" className="px-4 py-2.5 text-right">
                <span className="sr-only">관리</span>
              </th>
            </tr>
          </thead>
          <tbody className="block divide-y divide-slate-100 md:table-row-group dark:divide-slate-800">
            {data.inquiries.map((inquiry) => (
              <tr key={inquiry.id} className="relative block py-3 md:table-row md:py-0" data-testid="inquiry-row">
                <td className={`${cell} pr-14 font-semibold`}>{inquiry.name}</td>
                <td className={`${cell} tabular-nums`}>
                  <span className={label}>연락처</span>
                  <a href={`tel:${inquiry.contact}`} className="hover:text-brand-600 hover:underline">
                    {formatPhone(inquiry.contact)}
                  </a>
                </td>
                <td className={cell}>
                  <span className={label}>연령</span>
                  {inquiry.region || "-"}
                </td>
                <td className={`${cell} md:max-w-64`}>
                  <span className={label}>희망 차량</span>
                  {inquiry.vehicle}
                </td>
                <td className={`${cell} text-sm text-slate-500 tabular-nums dark:text-slate-400`}>
                  <span className={label}>신청일시</span>
                  {formatDateTimeKo(inquiry.createdAt)}
                </td>
                <td className="absolute top-2 right-2 md:static md:table-cell md:px-4 md:text-right">
                  <button
                    type="button"
                    onClick={() => remove.ask(inquiry)}
                    className="inline-flex size-9 items-center justify-center rounded-lg text-slate-400 transition hover:bg-red-50 hover:text-red-600 dark:hover:bg-red-950"
                    aria-label={`${inquiry.name} 문의 삭제`}
                  >
                    <Trash2 className="size-4" aria-hidden />
                  </button>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      <Pagination page={data.page} totalPages={data.totalPages} label="문의 목록 페이지" />
      <ConfirmDelete
        action={remove}
        title="이 문의를 삭제하시겠습니까?"
        description={remove.target ? `${remove.target.name}님의 문의가 삭제되며 되돌릴 수 없습니다.` : undefined}
      />
    </div>
  );
}
