import { CalendarDays, ChevronLeft, ChevronRight, Images, MessageCircle, Phone, ZoomIn } from "lucide-react";
import { useState } from "react";
import { Dialog } from "#app/components/ui/dialog";
import { cn } from "#app/lib/cn";
import type { BoardPost } from "#domain/board-post";
import { formatDateKo, formatDateTimeKo } from "#domain/datetime";
import { mediaKeyOf, mediaSrcSet, mediaUrl } from "#domain/media";
import { VehicleImage } from "./VehicleImage";

const POST_GRID_SIZES = "(min-width: 1024px) 320px, (min-width: 640px) 45vw, 100vw";

/** The largest stored variant of an image for the zoom view. */
function largest(url: string): string {
  const key = mediaKeyOf(url);
  return key ? mediaUrl(key, 1440) : url;
}

/** The post text on one flowing paragraph (line breaks and list markers collapsed) for the card. */
function excerpt(content: string): string {
  return content.replace(/\s*\n+\s*[·•-]?\s*/g, " ").trim();
}

/** The messenger channel, or a `tel:` link when the business has none set: a post always has a way to ask. */
function InquiryLink({ href, className = "" }: { href: string; className?: string }) {
  if (href.startsWith("tel:"))
    return (
      <a
        href={href}
        className={cn(
          "inline-flex items-center justify-center gap-1.5 rounded-full bg-brand-600 px-3.5 text-sm font-bold text-white transition hover:bg-brand-700",
          className,
        )}
      >
        <Phone className="size-4" aria-hidden />
        전화 문의
      </a>
    );
  return (
    <a
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      className={cn(
        "inline-flex items-center justify-center gap-1.5 rounded-full bg-[#FEE500] px-3.5 text-sm font-bold text-[#191919] transition hover:brightness-95",
        className,
      )}
    >
      <MessageCircle className="size-4" aria-hidden />
      카카오톡 문의
    </a>
  );
}

/**
 * A board post in the grid: photo, title, excerpt, date and the messenger link. The title is the button that
 * opens the post, stretched over the card so the whole card opens it: a button may hold only phrasing
 * content, so the photo and the excerpt sit beside it, not inside.
 */
export function BoardPostCard({
  post,
  messengerUrl,
  onOpen,
  priority = false,
}: {
  post: BoardPost;
  messengerUrl: string;
  onOpen: () => void;
  priority?: boolean;
}) {
  // The focus ring is drawn around the whole card, which is what the stretched button covers.
  return (
    <article
      data-testid="board-post-card"
      className="group relative flex h-full flex-col overflow-hidden rounded-2xl border border-slate-200/80 bg-white shadow-sm has-[h2>button:focus-visible]:outline-2 has-[h2>button:focus-visible]:outline-offset-2 has-[h2>button:focus-visible]:outline-brand-500 shadow-slate-900/5 transition hover:-translate-y-0.5 hover:shadow-lg hover:shadow-slate-900/10 dark:border-slate-800 dark:bg-slate-900 dark:shadow-none"
    >
      <div className="relative aspect-[3/2] w-full overflow-hidden bg-slate-100 dark:bg-slate-800">
        <VehicleImage
          src={post.images[0]}
          alt={post.title}
          sizes={POST_GRID_SIZES}
          priority={priority}
          className="transition duration-300 group-hover:scale-[1.03]"
        />
        {post.images.length > 1 && (
          <span className="absolute right-2 bottom-2 inline-flex items-center gap-1 rounded-full bg-slate-900/75 px-2 py-1 text-[11px] font-semibold text-white">
            <Images className="size-3.5" aria-hidden />
            {post.images.length}
          </span>
        )}
      </div>
      <div className="flex flex-1 flex-col gap-1.5 p-4">
        <h2 className="text-base leading-snug font-bold text-slate-900 group-hover:text-brand-700 dark:text-slate-50 dark:group-hover:text-brand-300">
          <button
            type="button"
            onClick={onOpen}
            aria-haspopup="dialog"
            className="line-clamp-2 text-left after:absolute after:inset-0 after:content-[''] focus-visible:outline-none"
          >
            {post.title}
          </button>
        </h2>
        <p className="line-clamp-3 text-sm leading-relaxed text-slate-600 dark:text-slate-400">
          {excerpt(post.content)}
        </p>
      </div>
      {/* Above the stretched button, so the date stays selectable and the link opens the messenger. */}
      <div className="relative z-10 flex items-center justify-between gap-2 border-t border-slate-100 px-4 py-3 dark:border-slate-800">
        <time
          dateTime={post.createdAt}
          className="inline-flex items-center gap-1 text-xs text-slate-500 dark:text-slate-400"
        >
          <CalendarDays className="size-3.5" aria-hidden />
          {formatDateKo(post.createdAt)}
        </time>
        <InquiryLink href={messengerUrl} className="h-11 text-[13px]" />
      </div>
    </article>
  );
}

const arrowClass =
  "absolute top-1/2 inline-flex size-10 -translate-y-1/2 items-center justify-center rounded-full bg-white/90 text-slate-800 shadow-md transition hover:bg-white dark:bg-slate-900/90 dark:text-slate-100 dark:hover:bg-slate-900";

/** Previous/next over a list of images, wrapping around. */
function useCarousel(count: number) {
  const [index, setIndex] = useState(0);
  const go = (delta: number) => setIndex((i) => (count === 0 ? 0 : (i + delta + count) % count));
  return { index: Math.min(index, Math.max(0, count - 1)), setIndex, prev: () => go(-1), next: () => go(1) };
}

function CarouselArrows({ count, prev, next }: { count: number; prev: () => void; next: () => void }) {
  if (count < 2) return null;
  return (
    <>
      <button type="button" onClick={prev} aria-label="이전 이미지" className={cn(arrowClass, "left-2")}>
        <ChevronLeft className="size-5" aria-hidden />
      </button>
      <button type="button" onClick={next} aria-label="다음 이미지" className={cn(arrowClass, "right-2")}>
        <ChevronRight className="size-5" aria-hidden />
      </button>
    </>
  );
}

/**
 * A post in full: image carousel with a counter, previous/next (also ← →) and thumbnails, a zoom view,
 * the whole text, the date and time (Seoul) and the messenger link.
 */
export function BoardPostDialog({
  post,
  messengerUrl,
  onClose,
}: {
  post: BoardPost | null;
  messengerUrl: string;
  onClose: () => void;
}) {
  const images = post?.images ?? [];
  const { index, setIndex, prev, next } = useCarousel(images.length);
  const [zoomed, setZoomed] = useState(false);
  const current = images[index];
  const onKeyDown = (event: React.KeyboardEvent) => {
    if (event.key === "ArrowLeft") prev();
    else if (event.key === "ArrowRight") next();
    else return;
    event.preventDefault();
  };
  return (
    <>
      <Dialog
        open={post !== null && !zoomed}
        onClose={onClose}
        size="lg"
        title={post?.title ?? ""}
        description={
          post && (
            <time dateTime={post.createdAt} data-testid="board-post-datetime">
              {formatDateTimeKo(post.createdAt)}
            </time>
          )
        }
        footer={<InquiryLink href={messengerUrl} className="h-11" />}
      >
        {post && (
          <div className="space-y-4">
            {images.length > 0 && (
              <section
                aria-roledescription="carousel"
                aria-label="게시글 이미지"
                onKeyDown={onKeyDown}
                className="space-y-2"
              >
                <div className="relative aspect-[4/3] overflow-hidden rounded-xl bg-slate-100 dark:bg-slate-800">
                  <VehicleImage
                    key={current}
                    src={current}
                    alt={`${post.title} ${index + 1}번째 이미지`}
                    sizes="(min-width: 672px) 640px, 100vw"
                    priority
                    className="object-contain"
                  />
                  <CarouselArrows count={images.length} prev={prev} next={next} />
                  <span
                    data-testid="carousel-counter"
                    className="absolute bottom-2 left-2 rounded-full bg-slate-900/75 px-2.5 py-1 text-xs font-semibold text-white tabular-nums"
                  >
                    {index + 1} / {images.length}
                  </span>
                  <button
                    type="button"
                    onClick={() => setZoomed(true)}
                    aria-label="이미지 크게 보기"
                    className="absolute right-2 bottom-2 inline-flex size-9 items-center justify-center rounded-full bg-slate-900/75 text-white transition hover:bg-slate-900"
                  >
                    <ZoomIn className="size-4" aria-hidden />
                  </button>
                </div>
                {images.length > 1 && (
                  <ul className="flex gap-2 overflow-x-auto pb-1" aria-label="이미지 목록">
                    {images.map((url, i) => (
                      // biome-ignore lint/suspicious/noArrayIndexKey: a post may hold the same image twice; positions are stable while the dialog is open
                      <li key={i} className="shrink-0">
                        <button
                          type="button"
                          onClick={() => setIndex(i)}
                          aria-label={`${i + 1}번째 이미지 보기`}
                          aria-current={i === index ? "true" : undefined}
                          className={cn(
                            "block h-14 w-20 overflow-hidden rounded-lg ring-2 transition",
                            i === index ? "ring-brand-500" : "opacity-70 ring-transparent hover:opacity-100",
                          )}
                        >
                          <VehicleImage src={url} alt="" width={160} height={112} sizes="80px" />
                        </button>
                      </li>
                    ))}
                  </ul>
                )}
              </section>
            )}
            <p className="text-[15px] leading-relaxed whitespace-pre-line text-slate-700 dark:text-slate-300">
              {post.content}
            </p>
          </div>
        )}
      </Dialog>
      <Dialog
        open={post !== null && zoomed && current !== undefined}
        onClose={() => setZoomed(false)}
        size="full"
        title={post ? `${post.title} (${index + 1} / ${images.length})` : ""}
      >
        {current && (
          // biome-ignore lint/a11y/noStaticElementInteractions: arrow keys move between images in the zoom view
          <div className="relative" onKeyDown={onKeyDown}>
            <img
              src={largest(current)}
              srcSet={mediaSrcSet(current)}
              sizes="(min-width: 1152px) 1100px, 100vw"
              alt={`${post?.title ?? ""} ${index + 1}번째 이미지 확대`}
              decoding="async"
              className="mx-auto max-h-[calc(100dvh-10rem)] w-auto rounded-lg object-contain"
            />
            <CarouselArrows count={images.length} prev={prev} next={next} />
          </div>
        )}
      </Dialog>
    </>
  );
}

/** The 무보증 리스트 board: post cards in a grid and the post dialog. */
export function BoardPostList({ posts, messengerUrl }: { posts: readonly BoardPost[]; messengerUrl: string }) {
  const [openId, setOpenId] = useState<number | null>(null);
  const open = posts.find((p) => p.id === openId) ?? null;
  return (
    <>
      <ul
        aria-label="무보증 리스트 게시글"
        className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4"
      >
        {posts.map((post, i) => (
          <li key={post.id}>
            <BoardPostCard post={post} messengerUrl={messengerUrl} onOpen={() => setOpenId(post.id)} priority={i < 2} />
          </li>
        ))}
      </ul>
      <BoardPostDialog key={openId ?? "none"} post={open} messengerUrl={messengerUrl} onClose={() => setOpenId(null)} />
    </>
  );
}
