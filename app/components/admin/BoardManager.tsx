import { ClipboardList, Images, Pencil, Plus, Trash2 } from "lucide-react";
import { useState } from "react";
import { useRevalidator } from "react-router";
import { Button } from "#app/components/ui/button";
import { MediaImage } from "#app/components/ui/media-image";
import { useToast } from "#app/components/ui/toast";
import { apiRequest } from "#app/lib/api-client";
import { useIsOwner } from "#app/lib/use-staff-role";
import { BOARD_MESSAGES, type BoardPost } from "#domain/board-post";
import { formatDateTimeKo } from "#domain/datetime";
import { type BoardPostDraft, BoardPostForm } from "./BoardPostForm";
import { ConfirmDelete } from "./ConfirmDelete";
import { useConfirmedAction } from "./use-confirmed-action";

type FormState = { mode: "closed" } | { mode: "create" } | { mode: "edit"; post: BoardPost };

/**
 * The 무보증 리스트 board in the admin: count, 글쓰기, the list, the form, and delete with confirmation (the
 * 대표 관리자's alone).
 */
export function BoardManager({ posts }: { posts: BoardPost[] }) {
  const toast = useToast();
  const owner = useIsOwner();
  const revalidator = useRevalidator();
  const [form, setForm] = useState<FormState>({ mode: "closed" });
  const remove = useConfirmedAction<BoardPost>({
    run: (post) => apiRequest("DELETE", `/api/board-posts/${post.id}`),
    success: () => BOARD_MESSAGES.deleted,
    failure: () => BOARD_MESSAGES.deleteFailed,
  });

  const save = async (draft: BoardPostDraft): Promise<void> => {
    const editing = form.mode === "edit" ? form.post : null;
    try {
      if (editing) await apiRequest("PUT", `/api/board-posts/${editing.id}`, draft);
      else await apiRequest("POST", "/api/board-posts", { ...draft, category: "무보증 리스트" });
      toast({ ...(editing ? BOARD_MESSAGES.updated : BOARD_MESSAGES.created), variant: "success" });
      setForm({ mode: "closed" });
      revalidator.revalidate();
    } catch (error) {
      const failed = editing ? BOARD_MESSAGES.updateFailed : BOARD_MESSAGES.createFailed;
      toast({
        title: failed.title,
        description: `${failed.description} (${(error as Error).message})`,
        variant: "error",
      });
      throw error;
    }
  };

  return (
    <section aria-labelledby="board-title" className="space-y-5">
      <div className="flex flex-col gap-4 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:flex-row sm:items-center sm:justify-between dark:border-slate-800 dark:bg-slate-900">
        <div className="flex items-start gap-3">
          <span className="inline-flex size-11 shrink-0 items-center justify-center rounded-xl bg-orange-50 text-accent-700 dark:bg-orange-950 dark:text-accent-400">
            <ClipboardList className="size-5" aria-hidden />
          </span>
          <div>
            <h2 id="board-title" className="text-lg font-bold">
              무보증 리스트 게시판
            </h2>
            <p className="mt-0.5 text-sm text-slate-500 dark:text-slate-400">
              보증금 없이 바로 출고할 수 있는 차량을 사진과 함께 소개하는 게시판입니다.
            </p>
            <p className="mt-1 text-sm font-semibold text-slate-700 dark:text-slate-200">
              총 <span className="tabular-nums">{posts.length}</span>개의 게시글
            </p>
          </div>
        </div>
        <Button onClick={() => setForm({ mode: "create" })} className="shrink-0">
          <Plus className="size-4" aria-hidden />
          글쓰기
        </Button>
      </div>

      {posts.length === 0 ? (
        <div className="rounded-2xl border border-dashed border-slate-300 bg-white px-4 py-14 text-center dark:border-slate-700 dark:bg-slate-900">
          <p className="font-semibold text-slate-700 dark:text-slate-200">게시글이 없습니다</p>
          <p className="mt-1 text-sm text-slate-500 dark:text-slate-400">
            글쓰기 버튼으로 첫 무보증 차량을 소개해보세요.
          </p>
        </div>
      ) : (
        <ul className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4">
          {posts.map((post, i) => (
            <li
              key={post.id}
              className="flex flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm dark:border-slate-800 dark:bg-slate-900"
              data-testid="board-post"
            >
              <div className="relative aspect-[4/3] bg-slate-100 dark:bg-slate-800">
                {post.images[0] && (
                  <MediaImage
                    src={post.images[0]}
                    sizes="(min-width: 1280px) 25vw, (min-width: 1024px) 33vw, (min-width: 640px) 50vw, 100vw"
                    width={640}
                    height={480}
                    eager={i < 4}
                    alt={post.title}
                    className="size-full object-cover"
                  />
                )}
                {post.images.length > 1 && (
                  <span className="absolute right-2 bottom-2 inline-flex items-center gap-1 rounded-full bg-slate-900/70 px-2 py-0.5 text-xs font-semibold text-white">
                    <Images className="size-3.5" aria-hidden />
                    {post.images.length}
                  </span>
                )}
              </div>
              <div className="flex flex-1 flex-col gap-1.5 p-4">
                <h3 className="line-clamp-2 font-bold">{post.title}</h3>
                <p className="line-clamp-3 text-sm whitespace-pre-line text-slate-600 dark:text-slate-300">
                  {post.content}
                </p>
                <p className="mt-auto pt-2 text-xs text-slate-500 tabular-nums dark:text-slate-400">
                  {formatDateTimeKo(post.createdAt)}
                </p>
              </div>
              <div className="flex border-t border-slate-100 dark:border-slate-800">
                <button
                  type="button"
                  onClick={() => setForm({ mode: "edit", post })}
                  className="inline-flex flex-1 items-center justify-center gap-1.5 py-2.5 text-sm font-semibold text-slate-600 transition hover:bg-slate-50 dark:text-slate-300 dark:hover:bg-slate-800"
                  aria-label={`${post.title} 수정`}
                >
                  <Pencil className="size-4" aria-hidden />
                  수정
                </button>
                {owner && (
                  <button
                    type="button"
                    onClick={() => remove.ask(post)}
                    className="inline-flex flex-1 items-center justify-center gap-1.5 border-l border-slate-100 py-2.5 text-sm font-semibold text-red-600 transition hover:bg-red-50 dark:border-slate-800 dark:text-red-400 dark:hover:bg-red-950"
                    aria-label={`${post.title} 삭제`}
                  >
                    <Trash2 className="size-4" aria-hidden />
                    삭제
                  </button>
                )}
              </div>
            </li>
          ))}
        </ul>
      )}

      {form.mode !== "closed" && (
        <BoardPostForm
          key={form.mode === "edit" ? form.post.id : "new"}
          open
          post={form.mode === "edit" ? form.post : null}
          onClose={() => setForm({ mode: "closed" })}
          onSubmit={save}
        />
      )}
      {owner && <ConfirmDelete action={remove} title="게시글 삭제" description={BOARD_MESSAGES.deleteConfirm} />}
    </section>
  );
}
