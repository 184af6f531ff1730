import { Share2 } from "lucide-react";
import { useToast } from "#app/components/ui/toast";
import { cn } from "#app/lib/cn";
import { shareLink } from "#app/lib/share";
import { useHydrated } from "#app/lib/use-hydrated";

export const LINK_COPIED = "링크가 복사되었습니다";
export const LINK_COPY_FAILED = "링크 복사에 실패했습니다";

/**
 * 공유: the share sheet on a phone, the link copied elsewhere (said in a toast). It needs the page's scripts, so it
 * keeps its place, invisible, until they run.
 */
export function ShareButton({
  url,
  title,
  text,
  className,
  showLabel = true,
}: {
  url: string;
  /** The share sheet's title; the page's own title when not given. */
  title?: string;
  text?: string;
  className: string;
  /** On narrow screens the icon alone, with the label for screen readers. */
  showLabel?: boolean;
}) {
  const toast = useToast();
  const hydrated = useHydrated();
  return (
    <button
      type="button"
      className={cn(className, !hydrated && "invisible")}
      title="공유"
      data-testid="share-button"
      onClick={async () => {
        try {
          if ((await shareLink({ url, title: title ?? document.title, text })) === "copied")
            toast({ title: LINK_COPIED, variant: "success" });
        } catch {
          toast({ title: "공유 실패", description: LINK_COPY_FAILED, variant: "error" });
        }
      }}
    >
      <Share2 className="size-4" aria-hidden />
      <span className={showLabel ? "" : "sr-only sm:not-sr-only"}>공유</span>
    </button>
  );
}
