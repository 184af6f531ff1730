import { Camera, ExternalLink, Heart, Play, PlaySquare } from "lucide-react";
import { ImagePlaceholder, VehicleImage } from "#app/components/catalogue/VehicleImage";
import { cn } from "#app/lib/cn";
import { useSiteConfig } from "#app/lib/site";
import type { SocialItem } from "#domain/home";
import { SectionHeading } from "./SectionHeading";

const external = { target: "_blank", rel: "noopener noreferrer" } as const;

function StripHeader({
  icon: Icon,
  title,
  handle,
  href,
  className,
}: {
  icon: typeof Camera;
  title: string;
  handle: string;
  href: string;
  className: string;
}) {
  return (
    <div className="flex items-center justify-between gap-3">
      <div className="flex items-center gap-3">
        <span className={cn("inline-flex size-10 items-center justify-center rounded-xl text-white", className)}>
          <Icon className="size-5" aria-hidden />
        </span>
        <div>
          <h3 className="text-lg font-bold">{title}</h3>
          <p className="text-[13px] text-slate-500 dark:text-slate-400">{handle}</p>
        </div>
      </div>
      <a
        href={href}
        {...external}
        className="inline-flex h-11 items-center gap-1.5 rounded-full border border-slate-200 px-4 text-[13px] font-semibold text-slate-700 transition hover:bg-slate-50 dark:border-slate-700 dark:text-slate-200 dark:hover:bg-slate-800"
      >
        채널 바로가기 <ExternalLink className="size-3.5" aria-hidden />
        <span className="sr-only">(새 창)</span>
      </a>
    </div>
  );
}

/** Full-bleed strips whose first item lines up with the page content (max-w-7xl plus its padding). */
const stripClass =
  "mt-4 flex snap-x snap-mandatory gap-3 overflow-x-auto px-4 pb-3 scroll-px-4 sm:px-6 sm:scroll-px-6 lg:px-[max(1.5rem,calc((100%-80rem)/2+1.5rem))] lg:scroll-px-[max(1.5rem,calc((100%-80rem)/2+1.5rem))] [scrollbar-width:thin]";
const container = "mx-auto max-w-7xl px-4 sm:px-6";

/**
 * The video channel and photo profile: scrolling strips of thumbnails, each linking to the channel. A strip whose
 * channel the business has not set (the root loader leaves a placeholder empty) is left out, and the section with
 * it when neither is set: thumbnails that open a platform's front page would send visitors away for nothing.
 */
export function SocialStrips({ videos, photos }: { videos: SocialItem[]; photos: SocialItem[] }) {
  const site = useSiteConfig();
  if (!site.videoUrl && !site.photoUrl) return null;
  const videoItems = videos.length
    ? videos
    : Array.from({ length: 4 }, (_, i) => ({ url: "", alt: "", title: `${site.name} 출고 영상 ${i + 1}` }));
  const photoItems = photos.length
    ? photos
    : Array.from({ length: 6 }, (_, i) => ({ url: "", alt: "", title: `${site.name} 출고 사진 ${i + 1}` }));
  return (
    <section aria-labelledby="home-social-title" className="defer-render py-16 sm:py-20">
      <div className="space-y-12">
        <div className={container}>
          <SectionHeading
            id="home-social-title"
            eyebrow="SNS"
            title="영상과 사진으로 만나보세요"
            description="실제 출고 차량과 고객 인도 현장을 매주 올리고 있습니다."
          />
        </div>
        {site.videoUrl && (
          <div data-testid="video-strip">
            <div className={container}>
              <StripHeader
                icon={PlaySquare}
                title="유튜브 채널"
                handle={`${site.name} TV`}
                href={site.videoUrl}
                className="bg-[#FF0000]"
              />
            </div>
            <ul className={stripClass}>
              {videoItems.map((item) => (
                <li key={`${item.url}|${item.title}`} className="relative w-64 shrink-0 snap-start sm:w-72">
                  <a href={site.videoUrl} {...external} className="group block rounded-2xl">
                    <div className="relative aspect-video overflow-hidden rounded-2xl bg-slate-100 dark:bg-slate-800">
                      {item.url ? (
                        <VehicleImage
                          src={item.url}
                          alt={item.alt}
                          sizes="288px"
                          className="transition duration-500 group-hover:scale-105"
                        />
                      ) : (
                        <ImagePlaceholder label={item.title} />
                      )}
                      <span className="absolute inset-0 flex items-center justify-center bg-slate-950/15 transition group-hover:bg-slate-950/30">
                        <span className="inline-flex size-12 items-center justify-center rounded-full bg-[#FF0000] text-white shadow-lg">
                          <Play className="size-5 translate-x-0.5 fill-current" />
                        </span>
                      </span>
                    </div>
                    <p className="mt-2 line-clamp-2 text-sm font-semibold leading-snug group-hover:text-brand-700 dark:group-hover:text-brand-300">
                      {item.title}
                      <span className="sr-only"> (새 창)</span>
                    </p>
                  </a>
                </li>
              ))}
            </ul>
          </div>
        )}
        {site.photoUrl && (
          <div data-testid="photo-strip">
            <div className={container}>
              <StripHeader
                icon={Camera}
                title="인스타그램"
                handle={`@${site.name}_official`}
                href={site.photoUrl}
                className="bg-gradient-to-tr from-[#F58529] via-[#DD2A7B] to-[#8134AF]"
              />
            </div>
            <ul className={stripClass}>
              {photoItems.map((item) => (
                <li key={`${item.url}|${item.title}`} className="w-40 shrink-0 snap-start sm:w-48">
                  <a
                    href={site.photoUrl}
                    {...external}
                    aria-label={`${item.title} (새 창)`}
                    className="group relative block aspect-square overflow-hidden rounded-2xl bg-slate-100 dark:bg-slate-800"
                  >
                    {item.url ? (
                      <VehicleImage
                        src={item.url}
                        alt={item.alt}
                        sizes="192px"
                        className="transition duration-500 group-hover:scale-105"
                      />
                    ) : (
                      <ImagePlaceholder label={item.title} />
                    )}
                    <span className="absolute inset-0 flex items-end bg-gradient-to-t from-slate-950/70 via-transparent to-transparent p-3 opacity-0 transition group-hover:opacity-100 group-focus-visible:opacity-100">
                      <span className="flex items-center gap-1.5 text-[13px] font-semibold text-white">
                        <Heart className="size-4 fill-current" />
                        <span className="line-clamp-1">{item.title}</span>
                      </span>
                    </span>
                  </a>
                </li>
              ))}
            </ul>
          </div>
        )}
      </div>
    </section>
  );
}
