import { CarFront, ChevronLeft, ChevronRight, ImageOff } from "lucide-react";
import { useCallback, useEffect, useRef, useState } from "react";
import { useHydrated } from "#app/lib/use-hydrated";
import { mediaSrcSet } from "#domain/media";

/** Thumbnails the phone strip shows (the desktop grid shows every image). */
export const MOBILE_THUMBNAILS = 12;
const SWIPE_PX = 40;

/** `(index + step)` wrapped into `0..count-1`: next after the last is the first, previous before the first is the last. */
export function wrapIndex(index: number, step: number, count: number): number {
  if (count <= 0) return 0;
  return (((index + step) % count) + count) % count;
}

/** Keys typed into a field or a control that uses arrows itself must not move the gallery. */
function ownsArrowKeys(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  return (
    target.isContentEditable ||
    /^(INPUT|TEXTAREA|SELECT)$/.test(target.tagName) ||
    Boolean(target.closest("[role=radiogroup],dialog[open]"))
  );
}

/**
 * An image that may be broken: shows a placeholder instead. An image that failed before hydration fired
 * its error event before React listened, so the mounted element is checked too.
 */
function SafeImage({
  src,
  alt,
  className,
  ...rest
}: React.ImgHTMLAttributes<HTMLImageElement> & { src: string; alt: string }) {
  const [broken, setBroken] = useState(false);
  const ref = useCallback((img: HTMLImageElement | null) => {
    if (img?.complete && img.naturalWidth === 0) setBroken(true);
  }, []);
  if (broken) {
    return (
      <span
        role="img"
        aria-label={`${alt} (이미지를 불러올 수 없습니다)`}
        className={`flex items-center justify-center bg-slate-100 text-slate-400 dark:bg-slate-800 dark:text-slate-500 ${className ?? ""}`}
      >
        <ImageOff className="size-1/4 max-h-10 max-w-10" aria-hidden />
      </span>
    );
  }
  return <img ref={ref} src={src} alt={alt} className={className} onError={() => setBroken(true)} {...rest} />;
}

/**
 * The vehicle's photos: a large image with previous/next arrows that wrap around, ←/→ keys and swipe, and
 * thumbnails (a strip of the first 12 on phones, a two-column grid beside the image on desktop).
 */
export function VehicleGallery({ images, name }: { images: readonly string[]; name: string }) {
  // Arrows and thumbnails work only with the scripts: until then the arrows are hidden and the thumbnails are
  // pictures, not buttons, so nothing on the first screen answers a tap with nothing.
  const hydrated = useHydrated();
  const Thumb = hydrated ? "button" : "div";
  const [index, setIndex] = useState(0);
  const count = images.length;
  const current = images[index] ?? images[0];
  const touchX = useRef<number | null>(null);
  const stripRef = useRef<HTMLDivElement>(null);
  const go = useCallback((step: number) => setIndex((i) => wrapIndex(i, step, count)), [count]);

  // ←/→ anywhere on the page while nothing else has focus (the gallery's own keys are handled below).
  useEffect(() => {
    if (count < 2) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey) return;
      if (event.key !== "ArrowLeft" && event.key !== "ArrowRight") return;
      const active = document.activeElement;
      if (active && active !== document.body) return;
      go(event.key === "ArrowLeft" ? -1 : 1);
    };
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, [count, go]);

  // Keep the selected thumbnail in view in the phone strip.
  useEffect(() => {
    const strip = stripRef.current;
    const thumb = strip?.querySelector<HTMLElement>(`[data-index="${index}"]`);
    if (!strip || !thumb || strip.scrollWidth <= strip.clientWidth) return;
    strip.scrollTo({ left: thumb.offsetLeft - strip.clientWidth / 2 + thumb.clientWidth / 2, behavior: "smooth" });
  }, [index]);

  if (!current) {
    return (
      <div className="flex aspect-[4/3] w-full flex-col items-center justify-center gap-2 bg-slate-100 text-slate-600 sm:rounded-2xl dark:bg-slate-900 dark:text-slate-400">
        <CarFront className="size-14" aria-hidden />
        <p className="text-sm font-medium">등록된 이미지가 없습니다</p>
      </div>
    );
  }

  const arrow =
    "absolute top-1/2 z-10 inline-flex size-11 -translate-y-1/2 items-center justify-center rounded-full bg-white/90 text-slate-800 shadow-lg shadow-slate-900/15 ring-1 ring-slate-900/5 backdrop-blur transition hover:bg-white hover:scale-105 dark:bg-slate-900/85 dark:text-slate-100 dark:ring-white/10 dark:hover:bg-slate-900";

  return (
    <section
      aria-roledescription="carousel"
      aria-label={`${name} 사진`}
      data-testid="vehicle-gallery"
      className="lg:flex lg:gap-3"
      // ←/→ while an arrow or a thumbnail has focus (and, below, anywhere while nothing has focus).
      onKeyDown={(event) => {
        if (event.key !== "ArrowLeft" && event.key !== "ArrowRight") return;
        if (event.altKey || event.ctrlKey || event.metaKey || ownsArrowKeys(event.target)) return;
        event.preventDefault();
        go(event.key === "ArrowLeft" ? -1 : 1);
      }}
    >
      <div
        onTouchStart={(event) => {
          touchX.current = event.touches[0]?.clientX ?? null;
        }}
        onTouchEnd={(event) => {
          const start = touchX.current;
          const end = event.changedTouches[0]?.clientX;
          touchX.current = null;
          if (start === null || end === undefined || Math.abs(end - start) < SWIPE_PX) return;
          go(end < start ? 1 : -1);
        }}
        className="group relative aspect-[4/3] w-full touch-pan-y overflow-hidden bg-slate-100 sm:rounded-2xl lg:min-w-0 lg:flex-1 dark:bg-slate-900"
      >
        <SafeImage
          key={current}
          src={current}
          srcSet={mediaSrcSet(current)}
          sizes="(min-width: 1280px) 620px, (min-width: 1024px) 50vw, 100vw"
          width={960}
          height={720}
          alt={`${name} 사진 ${index + 1}/${count}`}
          decoding="async"
          fetchPriority={index === 0 ? "high" : "auto"}
          draggable={false}
          data-testid="gallery-main-image"
          data-index={index}
          className="size-full object-cover select-none"
        />
        {count > 1 && (
          <>
            <button
              type="button"
              onClick={() => go(-1)}
              aria-label="이전 이미지"
              className={`${arrow} left-3 ${hydrated ? "" : "invisible"}`}
            >
              <ChevronLeft className="size-6" aria-hidden />
            </button>
            <button
              type="button"
              onClick={() => go(1)}
              aria-label="다음 이미지"
              className={`${arrow} right-3 ${hydrated ? "" : "invisible"}`}
            >
              <ChevronRight className="size-6" aria-hidden />
            </button>
          </>
        )}
        <p
          aria-live="polite"
          data-testid="gallery-counter"
          className="absolute right-3 bottom-3 rounded-full bg-slate-950/65 px-3 py-1 text-xs font-semibold tabular-nums text-white backdrop-blur"
        >
          {index + 1} / {count}
        </p>
      </div>

      {count > 1 && (
        // On desktop the grid is as tall as the photo beside it and scrolls when there are more thumbnails.
        <div className="lg:relative lg:w-44 lg:shrink-0 xl:w-52">
          <div
            ref={stripRef}
            data-testid="gallery-thumbnails"
            className="flex gap-2 overflow-x-auto px-4 pt-3 pb-1 [scrollbar-width:none] sm:px-0 lg:absolute lg:inset-0 lg:grid lg:auto-rows-min lg:grid-cols-2 lg:content-start lg:overflow-x-hidden lg:overflow-y-auto lg:p-1 lg:[scrollbar-width:thin]"
          >
            {images.map((src, i) => (
              <Thumb
                // biome-ignore lint/suspicious/noArrayIndexKey: the same photo may appear twice; position is its identity here
                key={`${i}-${src}`}
                {...(hydrated
                  ? {
                      type: "button" as const,
                      onClick: () => setIndex(i),
                      "aria-label": `이미지 ${i + 1} 보기`,
                      "aria-current": i === index ? ("true" as const) : undefined,
                    }
                  : {})}
                data-index={i}
                className={`relative aspect-[4/3] w-20 shrink-0 overflow-hidden rounded-xl bg-slate-100 ring-2 ring-offset-2 ring-offset-white transition sm:w-24 lg:w-auto dark:bg-slate-800 dark:ring-offset-slate-950 ${
                  i === index ? "ring-brand-500" : "ring-transparent opacity-75 hover:opacity-100"
                } ${i >= MOBILE_THUMBNAILS ? "hidden lg:block" : ""}`}
              >
                <SafeImage
                  src={src}
                  srcSet={mediaSrcSet(src)}
                  sizes="100px"
                  width={320}
                  height={240}
                  alt=""
                  loading="lazy"
                  decoding="async"
                  className="size-full object-cover"
                />
              </Thumb>
            ))}
          </div>
        </div>
      )}
    </section>
  );
}
