import { Coffee, Headset, MessageCircle, MessageSquareText, Phone, PlaySquare, X } from "lucide-react";
import { useState } from "react";
import { Link, useLocation } from "react-router";
import { buttonClass } from "#app/components/ui/button";
import { cn } from "#app/lib/cn";
import { telHref, useSiteConfig } from "#app/lib/site";
import { CONSULT_FORM_ID } from "#domain/home";
import { isPrivatePath } from "#domain/private-paths";

/** Vehicle pages have their own contact bar. */
const VEHICLE_PAGE_PREFIXES = ["/vehicles/", "/vehicle-info/"];

/**
 * The contact shortcuts. Below 1400 px wide there is no margin beside the content for them, so they sit in a
 * bar along the bottom edge (상담 신청 and one button that unfolds 전화·카카오톡·유튜브·카페) with a spacer of the
 * bar's height under the footer: nothing on the page stays hidden behind it. From 1400 px up the content
 * leaves a margin, and the shortcuts (the phone, and each channel the business has) stand in it. The fold is the
 * browser's popover, so the button opens it (and a tap elsewhere closes it) before the page's scripts have run.
 */
export function FloatingContacts() {
  const { pathname } = useLocation();
  const site = useSiteConfig();
  const [open, setOpen] = useState(false);
  if (isPrivatePath(pathname) || VEHICLE_PAGE_PREFIXES.some((prefix) => pathname.startsWith(prefix))) return null;
  const items = [
    {
      href: telHref(site.phone),
      label: "전화 상담",
      icon: Phone,
      className: "bg-brand-600 text-white hover:bg-brand-700",
      external: false,
    },
    {
      href: site.messengerUrl,
      label: "카카오톡 상담",
      icon: MessageCircle,
      className: "bg-[#FEE500] text-[#191919] hover:brightness-95",
      external: true,
    },
    {
      href: site.videoUrl,
      label: "유튜브 채널",
      icon: PlaySquare,
      className: "bg-[#FF0000] text-white hover:brightness-95",
      external: true,
    },
    {
      href: site.cafeUrl,
      label: "네이버 카페",
      icon: Coffee,
      className: "bg-[#03C75A] text-white hover:brightness-95",
      external: true,
    },
    // A channel the business has not set (the root loader leaves a placeholder empty) gets no button.
  ].filter((item) => item.href);
  return (
    <>
      <div aria-hidden className="h-[calc(3.75rem+1px+env(safe-area-inset-bottom))] min-[1400px]:hidden" />
      <nav
        aria-label="빠른 연락"
        data-testid="floating-contacts"
        data-contact-bar
        className="fixed inset-x-0 bottom-0 z-30 border-t border-slate-200/80 bg-white/95 pb-[env(safe-area-inset-bottom)] shadow-[0_-8px_24px_-12px_rgba(15,23,42,0.18)] backdrop-blur supports-[backdrop-filter]:bg-white/85 min-[1400px]:inset-x-auto min-[1400px]:right-5 min-[1400px]:bottom-6 min-[1400px]:border-0 min-[1400px]:bg-transparent min-[1400px]:p-0 min-[1400px]:shadow-none min-[1400px]:backdrop-blur-none dark:border-slate-800 dark:bg-slate-950/95 dark:supports-[backdrop-filter]:bg-slate-950/85 min-[1400px]:dark:bg-transparent"
      >
        <div className="mx-auto flex h-15 max-w-7xl items-center gap-2 px-4 min-[640px]:px-6 min-[1400px]:h-auto min-[1400px]:px-0">
          <Link
            to={{ pathname: "/", hash: CONSULT_FORM_ID }}
            className={buttonClass("primary", "md", "flex-1 sm:flex-none sm:min-w-48 min-[1400px]:hidden")}
          >
            <MessageSquareText className="size-4.5" aria-hidden />
            빠른 상담 신청
          </Link>
          <ul
            id="floating-contact-list"
            popover="auto"
            onToggle={(event) => setOpen((event.nativeEvent as ToggleEvent).newState === "open")}
            // The popover's own box (a centred, bordered layer) is undone: open, it stands above the bar's button.
            className="inset-auto right-4 bottom-[calc(4.5rem+env(safe-area-inset-bottom))] m-0 hidden flex-col gap-2 overflow-visible border-0 bg-transparent p-0 open:flex sm:right-6 min-[1400px]:static min-[1400px]:flex"
          >
            {items.map(({ href, label, icon: Icon, className, external }) => (
              <li key={label}>
                <a
                  href={href}
                  aria-label={label}
                  title={label}
                  {...(external ? { target: "_blank", rel: "noopener noreferrer" } : {})}
                  className={cn(
                    "inline-flex size-12 items-center justify-center rounded-full shadow-lg shadow-slate-900/15 transition hover:-translate-y-0.5",
                    className,
                  )}
                >
                  <Icon className="size-5" aria-hidden />
                </a>
              </li>
            ))}
          </ul>
          <button
            type="button"
            popoverTarget="floating-contact-list"
            aria-label={open ? "빠른 연락 닫기" : "빠른 연락 열기"}
            className="ml-auto inline-flex h-11 shrink-0 items-center justify-center gap-1.5 rounded-xl bg-slate-900 px-4 text-[15px] font-semibold text-white hover:bg-slate-800 min-[1400px]:hidden dark:bg-white dark:text-slate-900 dark:hover:bg-slate-200"
          >
            {open ? <X className="size-5" aria-hidden /> : <Headset className="size-5" aria-hidden />}
            <span>빠른 연락</span>
          </button>
        </div>
      </nav>
    </>
  );
}
