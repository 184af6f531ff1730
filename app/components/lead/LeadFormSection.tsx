import { Clock3, MessageSquareText, Phone } from "lucide-react";
import { cn } from "#app/lib/cn";
import { telHref, useSiteConfig } from "#app/lib/site";

/**
 * The card a page's own lead form stands in (the consultation form of the pages that would end a visit, the vehicle
 * page's 견적 문의): a header with what it is for and 상담 시간, then the form. `titleId` names the section and its form.
 */
export function LeadFormSection({
  id,
  titleId,
  testId,
  eyebrow,
  title,
  headingLevel = "h2",
  description,
  children,
}: {
  /** The section's anchor, which 견적 문의 and the post's answer land on. */
  id: string;
  titleId: string;
  testId: string;
  eyebrow: string;
  title: string;
  headingLevel?: "h2" | "h3";
  description: React.ReactNode;
  children: React.ReactNode;
}) {
  const site = useSiteConfig();
  const Heading = headingLevel;
  return (
    <section
      id={id}
      aria-labelledby={titleId}
      className="scroll-mt-20 overflow-hidden rounded-2xl border border-slate-200/80 bg-white shadow-sm shadow-slate-900/[0.04] dark:border-slate-800 dark:bg-slate-900/60"
      data-testid={testId}
    >
      <div className="relative bg-gradient-to-br from-brand-600 to-brand-800 px-4 py-5 text-white sm:px-7 sm:py-6 dark:from-brand-800 dark:to-brand-950">
        <p className="inline-flex items-center gap-1.5 rounded-full bg-white/15 px-2.5 py-1 text-xs font-semibold ring-1 ring-white/20">
          <MessageSquareText className="size-3.5" aria-hidden />
          {eyebrow}
        </p>
        <Heading id={titleId} className="mt-2.5 text-xl font-extrabold tracking-tight sm:text-2xl">
          {title}
        </Heading>
        {description}
        <p className="mt-3 inline-flex items-center gap-1.5 text-xs text-white/85">
          <Clock3 className="size-3.5" aria-hidden />
          상담 시간 {site.hours} · 접수 순서대로 연락드립니다
        </p>
      </div>
      {children}
    </section>
  );
}

/** 전화 상담 with the site's number, under a lead form: some would rather call. */
export function CallLink({ className }: { className: string }) {
  const site = useSiteConfig();
  return (
    <a
      href={telHref(site.phone)}
      className={cn(
        "flex items-center justify-center gap-2 rounded-xl border border-slate-200 text-[15px] font-semibold text-slate-700 transition hover:bg-slate-50 dark:border-slate-700 dark:text-slate-200 dark:hover:bg-slate-800",
        className,
      )}
    >
      <Phone className="size-4 text-brand-600 dark:text-brand-300" aria-hidden />
      전화 상담 <span className="text-brand-700 dark:text-brand-300">{site.phone}</span>
    </a>
  );
}
