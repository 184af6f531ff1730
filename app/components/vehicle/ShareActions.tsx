import { Download } from "lucide-react";
import { ShareButton } from "#app/components/ui/share-button";
import { useToast } from "#app/components/ui/toast";
import { cn } from "#app/lib/cn";
import { useHydrated } from "#app/lib/use-hydrated";

export const NO_IMAGES = "다운로드할 이미지가 없습니다";

const actionClass =
  "inline-flex size-11 items-center justify-center gap-1.5 rounded-full border border-slate-200 bg-white text-sm whitespace-nowrap sm:h-9 sm:w-auto sm:px-3.5 font-semibold text-slate-700 shadow-sm shadow-slate-900/[0.03] transition hover:border-slate-300 hover:bg-slate-50 dark:border-slate-700 dark:bg-slate-900 dark:text-slate-200 dark:hover:bg-slate-800";

/** 공유 (the share sheet, or the canonical URL copied) and 전체 이미지 다운로드 (a zip the server builds). */
export function ShareActions({ url, slug, imageCount }: { url: string; slug: string; imageCount: number }) {
  const toast = useToast();
  // Both need the page's scripts: hidden in their place until those run.
  const hydrated = useHydrated();
  return (
    <div className={cn("flex items-center gap-2", !hydrated && "invisible")}>
      <ShareButton url={url} className={actionClass} showLabel={false} />
      <button
        type="button"
        className={actionClass}
        title="전체 이미지 다운로드"
        onClick={() => {
          if (imageCount === 0) {
            toast({ title: NO_IMAGES, variant: "error" });
            return;
          }
          const link = document.createElement("a");
          link.href = `/api/vehicles/${encodeURIComponent(slug)}/images.zip`;
          link.download = "";
          document.body.append(link);
          link.click();
          link.remove();
          toast({
            title: "이미지 다운로드를 시작합니다",
            description: `${imageCount}장의 이미지를 압축 파일로 내려받습니다.`,
            variant: "info",
          });
        }}
      >
        <Download className="size-4" aria-hidden />
        <span className="sr-only sm:not-sr-only">전체 이미지 다운로드</span>
      </button>
    </div>
  );
}
