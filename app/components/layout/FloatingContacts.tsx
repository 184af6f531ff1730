import { Coffee, Headset, MessageCircle, Phone, PlaySquare, X } from "lucide-react";
import { useState } from "react";
import { useLocation } from "react-router";
import { telHref, useSiteConfig } from "#app/lib/site";
import { isPrivatePath } from "#domain/private-paths";

/** Vehicle pages have their own contact bar. */
const VEHICLE_PAGE_PREFIXES = ["/vehicles/", "/vehicle-info/"];

/**
 * Contact shortcuts on the side. On phones they fold behind one button so they do not sit on top of the
 * page's forms; from the small breakpoint up they are always shown. The fold is the browser's popover, so the
 * button opens it (and a tap elsewhere closes it) before the page's scripts have run.
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
  ];
  return (
    <nav
      aria-label="빠른 연락"
      data-testid="floating-contacts"
      className="fixed right-3 bottom-4 z-30 flex flex-col items-end gap-2 sm:right-5 sm:bottom-6"
    >
      <ul
        id="floating-contact-list"
        popover="auto"
        onToggle={(event) => setOpen((event.nativeEvent as ToggleEvent).newState === "open")}
        // The popover's own box (a centred, bordered layer) is undone: open on a phone it sits above the button.
        className="inset-auto right-3 bottom-[4.75rem] m-0 hidden flex-col gap-2 overflow-visible border-0 bg-transparent p-0 open:flex sm:static sm:flex"
      >
        {items.map(({ href, label, icon: Icon, className, external }) => (
          <li key={label}>
            <a
              href={href}
              aria-label={label}
              title={label}
              {...(external ? { target: "_blank", rel: "noopener noreferrer" } : {})}
              className={`inline-flex size-12 items-center justify-center rounded-full shadow-lg shadow-slate-900/15 transition hover:-translate-y-0.5 ${className}`}
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
        className="inline-flex size-12 items-center justify-center rounded-full bg-slate-900 text-white shadow-lg shadow-slate-900/25 sm:hidden dark:bg-white dark:text-slate-900"
      >
        {open ? <X className="size-5" aria-hidden /> : <Headset className="size-5" aria-hidden />}
      </button>
    </nav>
  );
}
