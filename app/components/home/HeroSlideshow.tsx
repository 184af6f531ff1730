import { ChevronRight, Pause, Play } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { Link } from "react-router";
import { ImagePlaceholder, VehicleImage } from "#app/components/catalogue/VehicleImage";
import { cn } from "#app/lib/cn";
import { useHydrated } from "#app/lib/use-hydrated";
import type { HeroSlide } from "#domain/home";
import { HERO_INTERVAL_MS } from "#domain/home";
import { vehiclePath } from "#domain/paths";
import { usePrefersReducedMotion } from "./motion";

const SIZES = "(min-width: 1280px) 760px, (min-width: 1024px) 60vw, 100vw";
/** How long before its turn a later slide's photo starts loading. */
const PHOTO_LEAD_MS = 1500;

/**
 * Two photos that take turns every 4 s: not for reduced motion, nor while hovered, focused, paused, scrolled
 * out of view or in a background tab. Its dots and pause button show once the scripts run (before, a tap on
 * them would be lost).
 */
export function HeroSlideshow({ slides }: { slides: HeroSlide[] }) {
  const [index, setIndex] = useState(0);
  const [hovered, setHovered] = useState(false);
  const [stopped, setStopped] = useState(false);
  const [inView, setInView] = useState(true);
  // The later slides' photos are left out until one is about to show: stacked under the first, a lazy photo
  // still counts as on screen, and a phone would fetch and decode it while the page starts.
  const [photos, setPhotos] = useState(1);
  const reduced = usePrefersReducedMotion();
  const hydrated = useHydrated();
  const box = useRef<HTMLElement>(null);
  const rotating = slides.length > 1 && !reduced && !hovered && !stopped && inView;

  useEffect(() => {
    const el = box.current;
    if (!el) return;
    const visible = { screen: true, tab: !document.hidden };
    const update = () => setInView(visible.screen && visible.tab);
    const observer = new IntersectionObserver(([entry]) => {
      visible.screen = entry?.isIntersecting ?? true;
      update();
    });
    const onVisibility = () => {
      visible.tab = !document.hidden;
      update();
    };
    observer.observe(el);
    document.addEventListener("visibilitychange", onVisibility);
    return () => {
      observer.disconnect();
      document.removeEventListener("visibilitychange", onVisibility);
    };
  }, []);

  // biome-ignore lint/correctness/useExhaustiveDependencies: `index` restarts the timer after a manual change
  useEffect(() => {
    if (!rotating) return;
    // Restarts after every change, so a click on a dot gets its full 4 s too.
    const timer = setTimeout(() => setIndex((i) => (i + 1) % slides.length), HERO_INTERVAL_MS);
    return () => clearTimeout(timer);
  }, [rotating, index, slides.length]);

  useEffect(() => {
    if (photos >= slides.length || !rotating) return;
    const timer = setTimeout(() => setPhotos(slides.length), HERO_INTERVAL_MS - PHOTO_LEAD_MS);
    return () => clearTimeout(timer);
  }, [photos, rotating, slides.length]);
  const showPhoto = (i: number) => i < photos || i === index;

  return (
    <section
      ref={box}
      aria-roledescription="carousel"
      aria-label="이달의 추천 차량"
      data-testid="hero-slideshow"
      data-index={index}
      data-rotating={rotating}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setHovered(true)}
      onBlur={() => setHovered(false)}
      className="relative isolate aspect-[3/2] overflow-hidden rounded-3xl bg-slate-200 shadow-xl shadow-slate-900/10 lg:aspect-auto lg:h-full lg:min-h-[420px] dark:bg-slate-800 dark:shadow-black/30"
    >
      {slides.length === 0 ? (
        <ImagePlaceholder label="이달의 추천 차량" />
      ) : (
        slides.map((slide, i) => (
          // biome-ignore lint/a11y/useSemanticElements: the APG carousel pattern: a group with the "slide" role description
          <div
            key={slide.slug}
            role="group"
            aria-roledescription="slide"
            aria-label={`${i + 1} / ${slides.length}`}
            aria-hidden={i !== index}
            className={cn(
              "absolute inset-0 transition-opacity duration-700 motion-reduce:transition-none",
              i === index ? "opacity-100" : "pointer-events-none opacity-0",
            )}
          >
            {showPhoto(i) && (
              <VehicleImage src={slide.url} alt={slide.alt} width={960} height={640} sizes={SIZES} priority={i === 0} />
            )}
            <Link
              to={vehiclePath(slide.slug)}
              prefetch="intent"
              tabIndex={i === index ? 0 : -1}
              className="absolute top-3 right-3 left-3 flex items-center justify-between gap-3 rounded-xl bg-white/85 px-3 py-2 sm:top-auto sm:right-4 sm:bottom-4 sm:left-4 sm:rounded-2xl sm:px-4 sm:py-3 text-slate-900 shadow-lg backdrop-blur transition hover:bg-white sm:right-auto sm:max-w-md dark:bg-slate-900/80 dark:text-white dark:hover:bg-slate-900"
            >
              <span className="min-w-0">
                <span className="block text-[11px] font-semibold text-brand-600 sm:text-xs dark:text-brand-300">
                  이달의 추천 차량
                </span>
                <span className="block truncate text-sm font-bold sm:text-[15px]">{slide.name}</span>
              </span>
              <ChevronRight className="size-4 shrink-0 text-slate-400 sm:size-5" aria-hidden />
            </Link>
          </div>
        ))
      )}
      {slides.length > 1 && (
        // Each control is a full 44px touch target; the dark pill drawn behind them stays slim. On phones they sit
        // at the bottom, clear of the slide's caption.
        <div
          className={cn(
            !hydrated && "invisible",
            "absolute right-1 bottom-1 isolate flex items-center before:absolute before:inset-x-1 before:inset-y-2 before:-z-10 before:rounded-full before:bg-slate-950/45 before:backdrop-blur sm:top-1 sm:bottom-auto",
          )}
        >
          {slides.map((slide, i) => (
            <button
              key={slide.slug}
              type="button"
              onClick={() => setIndex(i)}
              aria-label={`${i + 1}번째 이미지 보기`}
              aria-current={i === index}
              data-testid="hero-dot"
              className="group grid size-11 place-items-center"
            >
              <span
                className={cn(
                  "block h-2.5 rounded-full transition-[width,background-color] motion-reduce:transition-none",
                  i === index ? "w-6 bg-white" : "w-2.5 bg-white/55 group-hover:bg-white/80",
                )}
              />
            </button>
          ))}
          {!reduced && (
            <button
              type="button"
              onClick={() => setStopped((s) => !s)}
              aria-label={stopped ? "자동 넘김 시작" : "자동 넘김 정지"}
              className="inline-flex size-11 items-center justify-center rounded-full text-white/80 hover:text-white"
            >
              {stopped ? <Play className="size-3.5" aria-hidden /> : <Pause className="size-3.5" aria-hidden />}
            </button>
          )}
        </div>
      )}
    </section>
  );
}
