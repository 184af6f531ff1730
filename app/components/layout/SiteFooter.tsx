import { Clock, Mail, MessageCircle, Phone } from "lucide-react";
import { telHref, useSiteConfig } from "#app/lib/site";
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
          <p className="text-[15px] font-medium text-slate-700 dark:text-slate-300">{site.tagline}</p>
          <p className="text-sm leading-relaxed">{site.company}</p>
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
            <li className="flex items-center gap-2">
              <MessageCircle className="size-4" aria-hidden />
              카카오톡 {site.messengerId}
            </li>
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
        © {new Date().getFullYear()} {site.name}. All rights reserved.
      </div>
    </footer>
  );
}
