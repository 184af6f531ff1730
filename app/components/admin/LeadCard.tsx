import { Phone } from "lucide-react";
import { Link } from "react-router";
import { buttonClass } from "#app/components/ui/button";
import { phoneHref } from "#domain/phone";
import { ContactLink, RepeatBadge } from "./LeadBits";
import { leadPath } from "./use-lead-fetcher";

/**
 * The lead lists (문의 관리 and 스팸 의심) are one table: a table from `lg` up, and below it each row a card, its
 * cells stacked with their own labels (the table's header is hidden there). The row is a flex column on phones
 * so the card can put the calls staff make most (전화, 상태) right under the name with `order`; from `lg` up the
 * cells are table cells again and keep their column order.
 */
export const leadCardTable = "block w-full text-[15px] lg:table";
export const leadCardBody =
  "block space-y-3 bg-slate-50 p-3 sm:px-4 lg:table-row-group lg:space-y-0 lg:divide-y lg:divide-slate-100 lg:bg-transparent lg:p-0 dark:bg-slate-950/40 lg:dark:divide-slate-800 lg:dark:bg-transparent";
export const leadCardRow =
  "relative flex flex-col rounded-xl border border-slate-200 bg-white py-3 shadow-sm lg:table-row lg:rounded-none lg:border-0 lg:py-0 lg:shadow-none dark:border-slate-800 dark:bg-slate-900";
/** A labelled cell: label and value side by side on a card, a plain cell in the table. */
export const leadCardCell = "order-3 flex min-w-0 items-baseline px-4 py-0.5 lg:table-cell lg:py-3.5 lg:align-top";
/** A cell's label, shown on cards only (the table has its header). */
export const leadCardLabel =
  "mr-2 inline-block w-14 shrink-0 text-xs font-semibold text-slate-500 lg:hidden dark:text-slate-400";

/** The first cell: who asked (the name opens the lead when `href` is given), their number and age band. */
export function LeadCustomerCell({
  name,
  contact,
  contactValid,
  region,
  leadId,
  back,
  repeatOfId = null,
  children,
}: {
  name: string;
  contact: string;
  contactValid: boolean;
  region: string;
  /** The lead the name links to, when the lead has a page. */
  leadId?: number;
  /** The list's query, for the lead page's way back. */
  back?: string;
  repeatOfId?: number | null;
  children?: React.ReactNode;
}) {
  return (
    <td className="order-1 block min-w-0 px-4 pr-14 pb-1 lg:table-cell lg:min-w-40 lg:py-3.5 lg:pr-4 lg:align-top">
      <div className="flex flex-wrap items-center gap-x-2 gap-y-1">
        {leadId === undefined ? (
          <span className="font-semibold text-slate-900 dark:text-white">{name}</span>
        ) : (
          <Link
            to={leadPath(leadId)}
            state={{ back }}
            className="font-semibold text-slate-900 underline-offset-2 hover:text-brand-600 hover:underline dark:text-white dark:hover:text-brand-300"
          >
            {name}
          </Link>
        )}
        {repeatOfId !== null && <RepeatBadge title={`이전 문의 #${repeatOfId}`} />}
      </div>
      <ContactLink contact={contact} valid={contactValid} className="mt-1 text-sm whitespace-nowrap" />
      <p className="mt-0.5 text-xs text-slate-500 dark:text-slate-400">
        <span className="sr-only">연령 </span>
        {region || "연령 미선택"}
      </p>
      {children}
    </td>
  );
}

/**
 * 전화 on a card: a button-sized tel: link, so a call is one tap from the list on a phone. The table shows the
 * number as a link already, so the button is for cards only.
 */
export function LeadCallButton({ name, contact }: { name: string; contact: string }) {
  return (
    <a
      href={phoneHref(contact)}
      aria-label={`${name} 전화 걸기`}
      className={buttonClass("primary", "sm", "shrink-0 gap-1.5 px-3.5 lg:hidden")}
      data-testid="lead-call"
    >
      <Phone className="size-4" aria-hidden />
      전화
    </a>
  );
}
