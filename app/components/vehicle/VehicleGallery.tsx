import { CarFront, ChevronLeft, ChevronRight, ImageOff } from "lucide-react";
import { useCallback, useEffect, useRef, useState } from "react";
import { cn } from "#app/lib/cn";
import { useHydrated } from "#app/lib/use-hydrated";
import { mediaSrcSet } from "#domain/media";

const ARROW =
  "absolute top-1/2 z-10 inline-flex size-11 -translate-y-1/2 items-center justify-center rounded-full bg-white/90 text-slate-800 shadow-lg shadow-slate-900/15 ring-1 ring-slate-900/5 backdrop-blur transition hover:bg-white hover:scale-105 dark:bg-slate-900/85 dark:text-slate-100 dark:ring-white/10 dark:hover:bg-slate-900";
const FRAME =
  "group relative aspect-[4/3] w-full overflow-hidden bg-slate-100 sm:rounded-2xl lg:min-w-0 lg:flex-1 dark:bg-slate-900";
const COUNTER =
  "absolute right-3 bottom-3 rounded-full bg-slate-950/65 px-3 py-1 text-xs font-semibold tabular-nums text-white backdrop-blur";
const STRIP_BOX = "lg:relative lg:w-44 lg:shrink-0 xl:w-52";
const STRIP =
  "flex gap-2 overflow-x-auto px-4 pt-3 pb-1 [scrollbar-width:none] sm:px-0 lg:absolute lg:inset-0 lg:grid lg:auto-rows-min lg:grid-cols-2 lg:content-start lg:overflow-x-hidden lg:overflow-y-auto lg:p-1 lg:[scrollbar-width:thin]";
const THUMB =
  "relative aspect-[4/3] w-20 shrink-0 overflow-hidden rounded-xl bg-slate-100 ring-2 ring-offset-2 ring-offset-white transition sm:w-24 lg:w-auto dark:bg-slate-800 dark:ring-offset-slate-950";

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
        className={cn(
          "flex items-center justify-center bg-slate-100 text-slate-400 dark:bg-slate-800 dark:text-slate-500",
          className,
        )}
      >
        <ImageOff className="size-1/4 max-h-10 max-w-10" aria-hidden />
      </span>
    );
  }
  return <img ref={ref} src={src} alt={alt} className={className} onError={() => setBroken(true)} {...rest} />;
}

/** The address of the n-th photo (from 1) in the gallery without scripts: `#photo-3`. */
export const photoAnchor = (n: number) => `photo-${n}`;

/**
 * The vehicle's photos: a large image with previous/next arrows that wrap around, ←/→ keys and swipe, and
 * thumbnails (a strip of the first 12 on phones, a two-column grid beside the image on desktop). Until the page's
 * scripts run (and without them) the same frame is a row of every photo that snaps one at a time: it swipes, and
 * its arrows and thumbnails are links to each photo's anchor (`#photo-3`), so every photo can be reached.
 */
export function VehicleGallery({ images, name }: { images: readonly string[]; name: string }) {
  const hydrated = useHydrated();
  const [index, setIndex] = useState(0);
  const count = images.length;
  const current = images[index] ?? images[0];
  const touchX = useRef<number | null>(null);
  const stripRef = useRef<HTMLDivElement>(null);
  const trackRef = useRef<HTMLUListElement>(null);
  const go = useCallback((step: number) => setIndex((i) => wrapIndex(i, step, count)), [count]);

  // As the scripts take over, the photo the visitor had reached stays in view: the one an anchor named, or the
  // one the row was swiped to (read while the row is still on the page: the scripts' gallery replaces it next).
  useEffect(() => {
    const named = /^#photo-(\d+)$/.exec(window.location.hash)?.[1];
    const track = trackRef.current;
    const swiped = track && track.clientWidth > 0 ? Math.round(track.scrollLeft / track.clientWidth) : 0;
    const start = named ? Number(named) - 1 : swiped;
    if (start > 0 && start < count) setIndex(start);
  }, [count]);

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

  if (!hydrated) return <SnapGallery images={images} name={name} trackRef={trackRef} />;

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
        className={cn(FRAME, "touch-pan-y")}
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
            <button type="button" onClick={() => go(-1)} aria-label="이전 이미지" className={cn(ARROW, "left-3")}>
              <ChevronLeft className="size-6" aria-hidden />
            </button>
            <button type="button" onClick={() => go(1)} aria-label="다음 이미지" className={cn(ARROW, "right-3")}>
              <ChevronRight className="size-6" aria-hidden />
            </button>
          </>
        )}
        <p aria-live="polite" data-testid="gallery-counter" className={COUNTER}>
          {index + 1} / {count}
        </p>
      </div>

      {count > 1 && (
        // On desktop the grid is as tall as the photo beside it and scrolls when there are more thumbnails.
        <div className={STRIP_BOX}>
          <div ref={stripRef} data-testid="gallery-thumbnails" className={STRIP}>
            {images.map((src, i) => (
              <button
                // biome-ignore lint/suspicious/noArrayIndexKey: the same photo may appear twice; position is its identity here
                key={`${i}-${src}`}
                type="button"
                onClick={() => setIndex(i)}
                aria-label={`이미지 ${i + 1} 보기`}
                aria-current={i === index ? "true" : undefined}
                data-index={i}
                className={cn(
                  THUMB,
                  i === index ? "ring-brand-500" : "ring-transparent opacity-75 hover:opacity-100",
                  i >= MOBILE_THUMBNAILS && "hidden lg:block",
                )}
              >
                <ThumbImage src={src} />
              </button>
            ))}
          </div>
        </div>
      )}
    </section>
  );
}

function ThumbImage({ src }: { src: string }) {
  return (
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
  );
}

/**
 * The gallery before (and without) the page's scripts, in the frame the scripts' gallery takes over: every photo
 * in a row that snaps one photo at a time, each with its number and arrows to its neighbours (wrapping around),
 * and every photo's thumbnail. Arrows and thumbnails are links to the photos' anchors (`#photo-3`), which the
 * browser scrolls into view: no tap is lost before the scripts arrive, and without them every photo is reached.
 * Photos after the first load as they near the frame.
 */
function SnapGallery({
  images,
  name,
  trackRef,
}: {
  images: readonly string[];
  name: string;
  trackRef: React.Ref<HTMLUListElement>;
}) {
  const count = images.length;
  const anchor = (i: number) => `#${photoAnchor(wrapIndex(i, 0, count) + 1)}`;
  return (
    <section
      aria-roledescription="carousel"
      aria-label={`${name} 사진`}
      data-testid="vehicle-gallery"
      className="lg:flex lg:gap-3"
    >
      <div className={FRAME}>
        {/* Focusable, so the arrow keys scroll it from photo to photo. */}
        <ul
          ref={trackRef}
          // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolled row is reached and moved by the keyboard
          tabIndex={0}
          aria-label={`사진 ${count}장`}
          data-testid="gallery-track"
          className="flex size-full snap-x snap-mandatory overflow-x-auto overscroll-x-contain [scrollbar-width:none] focus-visible:outline-offset-[-4px] [&::-webkit-scrollbar]:hidden"
        >
          {images.map((src, i) => (
            <li
              // biome-ignore lint/suspicious/noArrayIndexKey: the same photo may appear twice; position is its identity here
              key={`${i}-${src}`}
              id={photoAnchor(i + 1)}
              data-testid="gallery-photo"
              className="relative size-full shrink-0 scroll-mt-20 snap-center snap-always"
            >
              <SafeImage
                src={src}
                srcSet={mediaSrcSet(src)}
                sizes="(min-width: 1280px) 620px, (min-width: 1024px) 50vw, 100vw"
                width={960}
                height={720}
                alt={`${name} 사진 ${i + 1}/${count}`}
                decoding="async"
                loading={i === 0 ? undefined : "lazy"}
                fetchPriority={i === 0 ? "high" : "auto"}
                draggable={false}
                data-testid={i === 0 ? "gallery-main-image" : undefined}
                className="size-full object-cover select-none"
              />
              {count > 1 && (
                <>
                  {/* Out of the Tab order: the keyboard has the thumbnails and the row's own arrow keys, so Tab does not
                      walk through two arrows per photo. */}
                  <a
                    href={anchor(i - 1 + count)}
                    tabIndex={-1}
                    aria-label="이전 이미지"
                    data-testid="gallery-prev"
                    className={cn(ARROW, "left-3")}
                  >
                    <ChevronLeft className="size-6" aria-hidden />
                  </a>
                  <a
                    href={anchor(i + 1)}
                    tabIndex={-1}
                    aria-label="다음 이미지"
                    data-testid="gallery-next"
                    className={cn(ARROW, "right-3")}
                  >
                    <ChevronRight className="size-6" aria-hidden />
                  </a>
                </>
              )}
              <p className={COUNTER} data-testid="gallery-photo-counter">
                {i + 1} / {count}
              </p>
            </li>
          ))}
        </ul>
      </div>

      {count > 1 && (
        <div className={STRIP_BOX}>
          <div data-testid="gallery-thumbnails" className={STRIP}>
            {images.map((src, i) => (
              <a
                // biome-ignore lint/suspicious/noArrayIndexKey: the same photo may appear twice; position is its identity here
                key={`${i}-${src}`}
                href={anchor(i)}
                aria-label={`이미지 ${i + 1} 보기`}
                data-index={i}
                className={cn(THUMB, "ring-transparent opacity-90 hover:opacity-100 focus-visible:ring-brand-500")}
              >
                <ThumbImage src={src} />
              </a>
            ))}
          </div>
        </div>
      )}
    </section>
  );
}
