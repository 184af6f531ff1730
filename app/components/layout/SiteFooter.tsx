import { Clock, Mail, MessageCircle, Phone } from "lucide-react";
import { Link } from "react-router";
import { telHref, useSiteConfig } from "#app/lib/site";
import { businessLines } from "#domain/site-settings";
import { LogoMark } from "./Logo";

export function SiteFooter() {
  const site = useSiteConfig();
  return (
    <footer className="defer-render border-t border-slate-200 bg-slate-50 text-slate-600 dark:border-slate-800 dark:bg-slate-900 dark:text-slate-400">
      <div className="mx-auto grid max-w-7xl gap-10 py-12 px-4 sm:px-6 md:grid-cols-[1.2fr_1fr]">
        <div className="space-y-3">
          <div className="text-slate-900 dark:text-white">
            <LogoMark />
          </div>
          {site.tagline && (
            <p className="text-[15px] font-medium text-slate-700 dark:text-slate-300" data-testid="site-tagline">
              {site.tagline}
            </p>
          )}
          {/* The business's identity, as 전자상거래법 asks a seller's site to show it. */}
          <p className="text-sm leading-relaxed" data-testid="business-info">
            {businessLines(site).map(({ label, value }, i) => (
              <span key={label}>
                {i > 0 && <span aria-hidden> | </span>}
                {label === "상호" ? value : `${label} ${value}`}
              </span>
            ))}
          </p>
          <nav aria-label="약관 및 정책" className="flex flex-wrap gap-x-4 text-sm">
            <Link
              to="/privacy"
              className="-my-3 inline-flex min-h-11 items-center font-semibold text-slate-800 hover:underline dark:text-slate-200"
            >
              개인정보처리방침
            </Link>
            <Link to="/terms" className="-my-3 inline-flex min-h-11 items-center hover:underline">
              이용약관
            </Link>
          </nav>
        </div>
        <div className="space-y-3">
          <p className="text-sm font-semibold text-slate-900 dark:text-white">고객센터</p>
          <a
            href={telHref(site.phone)}
            className="flex min-h-11 w-fit items-center gap-2 text-2xl font-extrabold text-brand-700 dark:text-brand-300"
          >
            <Phone className="size-5" aria-hidden />
            {site.phone}
          </a>
          <ul className="space-y-1.5 text-sm">
            <li className="flex items-center gap-2">
              <Clock className="size-4" aria-hidden />
              운영시간 {site.hours}
            </li>
            {/* Only a channel of the business's own: the root loader leaves a placeholder link empty. */}
            {site.messengerUrl && (
              <li className="flex items-center gap-2">
                <MessageCircle className="size-4" aria-hidden />
                <a
                  href={site.messengerUrl}
                  target="_blank"
                  rel="noopener noreferrer"
                  className="-my-3 inline-flex min-h-11 items-center hover:underline"
                >
                  카카오톡 {site.messengerId || "채널"}
                  <span className="sr-only"> (새 창)</span>
                </a>
              </li>
            )}
            <li className="flex items-center gap-2">
              <Mail className="size-4" aria-hidden />
              <a href={`mailto:${site.email}`} className="-my-3 inline-flex min-h-11 items-center hover:underline">
                {site.email}
              </a>
            </li>
          </ul>
        </div>
      </div>
      <div className="border-t border-slate-200 py-5 text-center text-xs dark:border-slate-800">
        {`© ${new Date().getFullYear()} ${site.name}. All rights reserved.`}
      </div>
    </footer>
  );
}
