import { Heart } from "lucide-react";
import { NavLink, type NavLinkProps } from "react-router";
import { useCarList } from "#app/lib/car-lists";
import { cn } from "#app/lib/cn";
import { savedPath } from "#domain/car-lists";

/**
 * 찜한 차량 in the header: a plain link to /saved that, once the page's scripts run, carries the visitor's 찜 and
 * 최근 본 차량 in its address (the server renders that page from the address), with the 찜 count.
 */
export function SavedLink({ className }: { className: NavLinkProps["className"] }) {
  const saved = useCarList("saved");
  const recent = useCarList("recent");
  return (
    <NavLink to={savedPath({ saved, recent })} className={className} data-testid="saved-link">
      <span className="relative">
        <Heart className={cn("size-4.5", saved.length && "fill-rose-500 text-rose-500")} aria-hidden />
        {saved.length > 0 && (
          <span className="absolute -top-2 -right-2.5 min-w-4 rounded-full bg-rose-600 px-1 text-center text-[10px] leading-4 font-bold text-white">
            {saved.length}
          </span>
        )}
      </span>
      <span className="sr-only sm:not-sr-only sm:ml-2.5">찜한 차량</span>
      {saved.length > 0 && <span className="sr-only"> {saved.length}대</span>}
    </NavLink>
  );
}
