import { AlarmClock, Download, Search, ShieldAlert, SlidersHorizontal, Trash2, X } from "lucide-react";
import { Form, Link, useLocation, useNavigate } from "react-router";
import { buttonClass } from "#app/components/ui/button";
import { isOverdue, leadListHref } from "#app/lib/admin-leads";
import { cn } from "#app/lib/cn";
import { useIsOwner } from "#app/lib/use-staff-role";
import { formatDateTimeKo } from "#domain/datetime";
import {
  callPreferenceText,
  campaignText,
  LEAD_SOURCE_LABELS,
  LEAD_SOURCES,
  LEAD_STATUS_LABELS,
  LEAD_STATUSES,
  type LeadListFilters,
  type LeadListItem,
  type LeadStatus,
  leadPlanText,
} from "#domain/lead";
import { type HeldLeadPage, SPAM_SUSPECT_LABEL } from "#domain/lead-intake";
import { groupDigits } from "#domain/number-text";
import { HELD_LIST_HREF, HeldLeadsList } from "./HeldLeadsList";
import { compactFieldClass, LeadStatusSelect, OverdueBadge } from "./LeadBits";
import {
  LeadCallButton,
  LeadCustomerCell,
  leadCardBody,
  leadCardCell,
  leadCardLabel,
  leadCardRow,
  leadCardTable,
} from "./LeadCard";
import { ConfirmLeadDelete, useLeadDelete } from "./LeadDelete";
import { EmptyState, Pagination } from "./ListStates";
import { type StatusCount, StatusCounts } from "./StatusCounts";

/** The 문의 관리 tab's data: one page of leads, the count per status, the filters applied and the owners to filter by. */
export interface InquiriesPanel {
  inquiries: LeadListItem[];
  total: number;
  page: number;
  totalPages: number;
  q: string;
  /** Leads per status under every filter but the status. */
  counts: Record<LeadStatus, number>;
  filters: LeadListFilters;
  /** Whether any lead exists at all (the download is offered only then). */
  hasAny: boolean;
  admins: { id: number; name: string }[];
  /** The server's time of the answer: call-backs before it are overdue. */
  now: string;
  /** Leads held as 스팸 의심, and their page when that list is shown (`view=held`). */
  heldCount: number;
  held: HeldLeadPage | null;
}

const label = leadCardLabel;
const cell = leadCardCell;

export function InquiriesTab({ data }: { data: InquiriesPanel }) {
  const { search } = useLocation();
  // Deleting and the download are the 대표 관리자's: a 상담원 is not shown them.
  const owner = useIsOwner();
  const remove = useLeadDelete<LeadListItem>((inquiry) => `/api/inquiries/${inquiry.id}`, "문의가 삭제되었습니다.");
  const { filters } = data;
  const returnTo = `/admin${search}`;

  if (data.held)
    return (
      <div>
        <StatusBar filters={{}} counts={data.counts} heldCount={data.heldCount} heldShown />
        <HeldLeadsList data={data.held} />
      </div>
    );
  return (
    <div>
      <StatusBar filters={filters} counts={data.counts} heldCount={data.heldCount} />
      <Filters data={data} />
      <div className="flex flex-wrap items-center justify-between gap-3 border-b border-slate-100 px-4 py-3 dark:border-slate-800">
        <p className="text-sm text-slate-500 dark:text-slate-400" aria-live="polite">
          {listTitle(filters)}{" "}
          <strong className="text-slate-900 tabular-nums dark:text-white">{groupDigits(data.total)}</strong>건
          {filters.view === "due" && <span className="ml-2 text-xs">오늘까지 예약된 콜백, 지난 것부터</span>}
        </p>
        {owner && data.hasAny && (
          <a href="/api/inquiries/download" download className={buttonClass("outline", "sm")}>
            <Download className="size-4" aria-hidden />
            엑셀 다운로드
          </a>
        )}
      </div>

      {data.inquiries.length === 0 ? (
        <Empty data={data} />
      ) : (
        <table className={leadCardTable}>
          <caption className="sr-only">문의 목록</caption>
          <thead className="hidden bg-slate-50 text-left text-xs font-semibold text-slate-500 lg:table-header-group dark:bg-slate-800/50 dark:text-slate-400">
            <tr>
              <th scope="col" className="px-4 py-2.5">
                고객
              </th>
              <th scope="col" className="px-4 py-2.5">
                희망 차량 · 요금제
              </th>
              <th scope="col" className="px-4 py-2.5">
                유입
              </th>
              <th scope="col" className="w-32 px-4 py-2.5">
                상태
              </th>
              <th scope="col" className="px-4 py-2.5">
                담당 · 콜백
              </th>
              <th scope="col" className="px-4 py-2.5">
                최근 메모
              </th>
              <th scope="col" className="px-4 py-2.5">
                신청일시
              </th>
              {owner && (
                <th scope="col" className="px-4 py-2.5 text-right">
                  <span className="sr-only">관리</span>
                </th>
              )}
            </tr>
          </thead>
          <tbody className={leadCardBody}>
            {data.inquiries.map((lead) => (
              <LeadRow
                key={lead.id}
                lead={lead}
                now={data.now}
                returnTo={returnTo}
                back={search}
                onDelete={owner ? () => remove.ask(lead) : undefined}
              />
            ))}
          </tbody>
        </table>
      )}
      <Pagination page={data.page} totalPages={data.totalPages} label="문의 목록 페이지" />
      {owner && <ConfirmLeadDelete action={remove} />}
    </div>
  );
}

/** What the count counts: 오늘 콜백, one status alone, a search, or everything. */
function listTitle(filters: LeadListFilters): string {
  if (filters.view === "due") return "오늘 콜백";
  const keys = Object.keys(filters);
  if (keys.length === 0) return "전체";
  if (filters.status && keys.length === 1) return LEAD_STATUS_LABELS[filters.status];
  return "검색 결과";
}

function LeadRow({
  lead,
  now,
  returnTo,
  back,
  onDelete,
}: {
  lead: LeadListItem;
  now: string;
  returnTo: string;
  back: string;
  /** 삭제, offered to the 대표 관리자 alone. */
  onDelete?: () => void;
}) {
  const plan = leadPlanText(lead.plan);
  const campaign = campaignText(lead.attribution);
  const preference = callPreferenceText(lead);
  const overdue = isOverdue(lead.followUpAt, now);
  return (
    <tr className={leadCardRow} data-testid="inquiry-row">
      <LeadCustomerCell
        name={lead.name}
        contact={lead.contact}
        contactValid={lead.contactValid}
        region={lead.region}
        leadId={lead.id}
        back={back}
        repeatOfId={lead.repeatOfId}
      >
        {preference && (
          <p className="mt-0.5 text-xs font-medium text-slate-600 dark:text-slate-300" data-testid="lead-preference">
            <span className="sr-only">상담 희망 시간·고객 유형 </span>
            {preference}
          </p>
        )}
      </LeadCustomerCell>
      <td className={cn(cell, "lg:max-w-60")}>
        <span className={label}>희망 차량</span>
        <span className="min-w-0">
          <span className="block break-words">{lead.vehicle}</span>
          {plan && <span className="mt-0.5 block text-xs text-slate-500 dark:text-slate-400">{plan}</span>}
        </span>
      </td>
      <td className={cell}>
        <span className={label}>유입</span>
        <span className="min-w-0 text-sm">
          <span className="block whitespace-nowrap">{LEAD_SOURCE_LABELS[lead.source]}</span>
          {campaign && (
            <span
              className="mt-0.5 block max-w-48 truncate text-xs text-slate-500 dark:text-slate-400"
              title={campaign}
            >
              {campaign}
            </span>
          )}
        </span>
      </td>
      {/* On a card, right under the name: 전화 and the status, each one tap. */}
      <td className="order-2 flex items-center gap-2 px-4 pt-2 pb-2.5 lg:table-cell lg:py-2.5 lg:align-top">
        <LeadCallButton name={lead.name} contact={lead.contact} />
        <LeadStatusSelect
          id={lead.id}
          status={lead.status}
          label={`${lead.name} 상태`}
          returnTo={returnTo}
          className="min-w-0 flex-1 lg:w-32 lg:flex-none"
        />
      </td>
      <td className={cell}>
        <span className={label}>담당</span>
        <span className="min-w-0 text-sm">
          <span className={cn("block", !lead.assigneeName && "text-slate-500 dark:text-slate-400")}>
            {lead.assigneeName ?? "미배정"}
          </span>
          {lead.followUpAt && (
            <span
              className={cn(
                "mt-0.5 flex flex-wrap items-center gap-1 text-xs tabular-nums",
                overdue ? "font-semibold text-red-600 dark:text-red-400" : "text-slate-500 dark:text-slate-400",
              )}
            >
              <span className="inline-flex items-center gap-1 whitespace-nowrap">
                <AlarmClock className="size-3.5 shrink-0" aria-hidden />
                <span className="sr-only">콜백 </span>
                {formatDateTimeKo(lead.followUpAt)}
              </span>
              {overdue && <OverdueBadge />}
            </span>
          )}
        </span>
      </td>
      <td className={cn(cell, "lg:max-w-56")}>
        <span className={label}>메모</span>
        {lead.memo ? (
          <span
            className="line-clamp-2 min-w-0 text-sm break-words text-slate-600 dark:text-slate-300"
            title={lead.memo}
          >
            {lead.memo}
          </span>
        ) : (
          <span className="text-sm text-slate-500 dark:text-slate-400">-</span>
        )}
      </td>
      <td className={cn(cell, "text-sm whitespace-nowrap text-slate-500 tabular-nums dark:text-slate-400")}>
        <span className={label}>신청일시</span>
        {formatDateTimeKo(lead.createdAt)}
      </td>
      {onDelete && (
        <td className="absolute top-2 right-2 lg:static lg:table-cell lg:px-4 lg:py-2.5 lg:text-right lg:align-top">
          <button
            type="button"
            onClick={onDelete}
            className="inline-flex size-9 items-center justify-center rounded-lg text-slate-400 transition hover:bg-red-50 hover:text-red-600 dark:hover:bg-red-950"
            aria-label={`${lead.name} 문의 삭제`}
          >
            <Trash2 className="size-4" aria-hidden />
          </button>
        </td>
      )}
    </tr>
  );
}

/** 전체 and one link per status with its count; the other filters stay as they are. */
function StatusBar({
  filters,
  counts,
  heldCount,
  heldShown = false,
}: {
  filters: LeadListFilters;
  counts: Record<LeadStatus, number>;
  heldCount: number;
  heldShown?: boolean;
}) {
  const total = LEAD_STATUSES.reduce((sum, s) => sum + counts[s], 0);
  const items: StatusCount<LeadStatus>[] = [
    { key: "all", label: "전체", count: total },
    ...LEAD_STATUSES.map((s) => ({ key: s, label: LEAD_STATUS_LABELS[s], count: counts[s] })),
  ];
  const due = filters.view === "due";
  return (
    <div className="flex flex-col gap-2 border-b border-slate-100 p-3 sm:flex-row sm:items-center sm:justify-between sm:px-4 dark:border-slate-800">
      <StatusCounts
        label="상태별 문의"
        items={items}
        active={heldShown ? null : (filters.status ?? "all")}
        hrefOf={(key) => leadListHref({ ...filters, status: key === "all" ? undefined : key })}
        testIdPrefix="status-count-"
      />
      <div className="flex flex-wrap gap-2">
        <Link
          to={leadListHref({ ...filters, view: due ? undefined : "due" })}
          preventScrollReset
          aria-current={due ? "page" : undefined}
          className={cn(
            "inline-flex h-9 shrink-0 items-center gap-1.5 self-start rounded-full border px-3 text-sm font-semibold whitespace-nowrap transition sm:self-auto",
            due
              ? "border-red-600 bg-red-600 text-white dark:border-red-500 dark:bg-red-500"
              : "border-red-200 bg-red-50 text-red-700 hover:bg-red-100 dark:border-red-900 dark:bg-red-950/60 dark:text-red-300",
          )}
        >
          <AlarmClock className="size-4" aria-hidden />
          오늘 콜백
        </Link>
        <Link
          to={HELD_LIST_HREF}
          preventScrollReset
          aria-current={heldShown ? "page" : undefined}
          data-testid="held-count"
          className={cn(
            "inline-flex h-9 shrink-0 items-center gap-1.5 self-start rounded-full border px-3 text-sm font-semibold whitespace-nowrap transition sm:self-auto",
            heldShown
              ? "border-amber-700 bg-amber-700 text-white dark:border-amber-700 dark:bg-amber-700"
              : "border-amber-200 bg-amber-50 text-amber-800 hover:bg-amber-100 dark:border-amber-900 dark:bg-amber-950/60 dark:text-amber-200",
          )}
        >
          <ShieldAlert className="size-4" aria-hidden />
          {SPAM_SUSPECT_LABEL}
          <span className="tabular-nums">{groupDigits(heldCount)}</span>
        </Link>
      </div>
    </div>
  );
}

/** A GET form in the URL: it works without JavaScript; with it, empty fields stay out of the address. */
function Filters({ data }: { data: InquiriesPanel }) {
  const navigate = useNavigate();
  const { filters } = data;
  const active = Boolean(filters.source || filters.from || filters.to || filters.assignee || filters.q);
  const submit = (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const values = Object.fromEntries(
      [...form].filter((entry): entry is [string, string] => typeof entry[1] === "string" && entry[1].trim() !== ""),
    );
    navigate(leadListHref(values as LeadListFilters), { preventScrollReset: true });
  };
  // A new answer resets the fields to what the list applied.
  const key = JSON.stringify(filters);
  return (
    <Form
      method="get"
      role="search"
      aria-label="문의 검색"
      onSubmit={submit}
      className="grid grid-cols-1 gap-2 border-b border-slate-100 p-3 sm:px-4 lg:flex lg:flex-wrap lg:items-end dark:border-slate-800"
      key={key}
    >
      <input type="hidden" name="tab" value="inquiries" />
      {filters.status && <input type="hidden" name="status" value={filters.status} />}
      {filters.view && <input type="hidden" name="view" value={filters.view} />}
      <div className="relative lg:min-w-56 lg:flex-1">
        <Search
          className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-slate-400"
          aria-hidden
        />
        <label htmlFor="inquiry-search" className="sr-only">
          이름 또는 연락처 검색
        </label>
        <input
          id="inquiry-search"
          name="q"
          type="search"
          defaultValue={filters.q ?? ""}
          placeholder="이름 또는 연락처"
          className={cn(compactFieldClass, "pl-9")}
        />
      </div>
      <div className="grid grid-cols-2 gap-2 lg:contents">
        <FilterField label="유입" htmlFor="filter-source">
          <select
            id="filter-source"
            name="source"
            defaultValue={filters.source ?? ""}
            className={cn(compactFieldClass, "pr-8 lg:w-32")}
          >
            <option value="">전체</option>
            {LEAD_SOURCES.map((s) => (
              <option key={s} value={s}>
                {LEAD_SOURCE_LABELS[s]}
              </option>
            ))}
          </select>
        </FilterField>
        <FilterField label="담당자" htmlFor="filter-assignee">
          <select
            id="filter-assignee"
            name="assignee"
            defaultValue={filters.assignee ?? ""}
            className={cn(compactFieldClass, "pr-8 lg:w-36")}
          >
            <option value="">전체</option>
            <option value="me">내 담당</option>
            <option value="none">미배정</option>
            {data.admins.map((a) => (
              <option key={a.id} value={String(a.id)}>
                {a.name}
              </option>
            ))}
          </select>
        </FilterField>
      </div>
      <fieldset className="min-w-0">
        <legend className="mb-1 text-xs font-semibold text-slate-500 dark:text-slate-400">기간</legend>
        <div className="flex items-center gap-1.5">
          <label htmlFor="filter-from" className="sr-only">
            시작일
          </label>
          <input
            id="filter-from"
            name="from"
            type="date"
            defaultValue={filters.from ?? ""}
            className={cn(compactFieldClass, "min-w-0 lg:w-38")}
          />
          <span className="text-slate-500 dark:text-slate-400" aria-hidden>
            ~
          </span>
          <label htmlFor="filter-to" className="sr-only">
            종료일
          </label>
          <input
            id="filter-to"
            name="to"
            type="date"
            defaultValue={filters.to ?? ""}
            className={cn(compactFieldClass, "min-w-0 lg:w-38")}
          />
        </div>
      </fieldset>
      <div className="flex gap-2">
        <button type="submit" className={buttonClass("primary", "sm", "h-10 flex-1 lg:flex-none")}>
          <SlidersHorizontal className="size-4" aria-hidden />
          검색
        </button>
        {active && (
          <Link
            to={leadListHref({ status: filters.status, view: filters.view })}
            preventScrollReset
            className={buttonClass("ghost", "sm", "h-10")}
            aria-label="검색 조건 초기화"
          >
            <X className="size-4" aria-hidden />
            초기화
          </Link>
        )}
      </div>
    </Form>
  );
}

function FilterField({ label, htmlFor, children }: { label: string; htmlFor: string; children: React.ReactNode }) {
  return (
    <div className="min-w-0">
      <label htmlFor={htmlFor} className="mb-1 block text-xs font-semibold text-slate-500 dark:text-slate-400">
        {label}
      </label>
      {children}
    </div>
  );
}

function Empty({ data }: { data: InquiriesPanel }) {
  const { filters } = data;
  if (!data.hasAny) return <EmptyState title="아직 문의가 없습니다" />;
  if (filters.view === "due")
    return <EmptyState title="오늘 예정된 콜백이 없습니다" description="콜백은 문의 상세에서 예약할 수 있습니다." />;
  const onlySearch = Object.keys(filters).every((k) => k === "q");
  if (onlySearch && filters.q)
    return <EmptyState title="검색 결과가 없습니다" description="다른 이름이나 번호로 검색해보세요." />;
  return <EmptyState title="조건에 맞는 문의가 없습니다" description="상태나 기간, 담당자 조건을 바꿔보세요." />;
}
