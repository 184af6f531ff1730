import { ImagePlus, X } from "lucide-react";
import { useId, useRef, useState } from "react";
import { Button } from "#app/components/ui/button";
import { Dialog } from "#app/components/ui/dialog";
import { Field, Input, Textarea } from "#app/components/ui/field";
import { Spinner } from "#app/components/ui/spinner";
import { useToast } from "#app/components/ui/toast";
import { isImageFile, uploadImage } from "#app/lib/api-client";
import { cn } from "#app/lib/cn";
import { useFormSubmit } from "#app/lib/use-form-submit";
import { BOARD_MAX_IMAGES, BOARD_MESSAGES, type BoardPost, boardPostCreateSchema } from "#domain/board-post";
import { fieldErrorsFrom } from "#domain/field-errors";
import { mediaSrcSet } from "#domain/media";

export interface BoardPostDraft {
  title: string;
  content: string;
  images: string[];
}

/**
 * The create/edit form of a 무보증 리스트 post. Images are picked or dropped (image files only), uploaded
 * through the media service at once, and sent as their URLs.
 */
export function BoardPostForm({
  open,
  post,
  onClose,
  onSubmit,
}: {
  open: boolean;
  /** The post being edited, or null for a new one. */
  post: BoardPost | null;
  onClose: () => void;
  /** Stores the post, toasting the outcome; a refusal is thrown on for the form to show. */
  onSubmit: (draft: BoardPostDraft) => Promise<void>;
}) {
  const toast = useToast();
  const fileInput = useRef<HTMLInputElement>(null);
  const dropHint = useId();
  const [images, setImages] = useState<string[]>(post?.images ?? []);
  const [uploading, setUploading] = useState(0);
  const [dragging, setDragging] = useState(false);

  const addFiles = async (files: File[]) => {
    const accepted = files.filter(isImageFile);
    if (accepted.length < files.length) toast({ title: "이미지 파일만 올릴 수 있습니다.", variant: "error" });
    const room = BOARD_MAX_IMAGES - images.length - uploading;
    if (accepted.length > room)
      toast({ title: `이미지는 최대 ${BOARD_MAX_IMAGES}개까지 올릴 수 있습니다.`, variant: "error" });
    const batch = accepted.slice(0, Math.max(0, room));
    if (batch.length === 0) return;
    setUploading((n) => n + batch.length);
    await Promise.all(
      batch.map(async (file) => {
        try {
          const { url } = await uploadImage(file);
          setImages((list) => [...list, url]);
        } catch (error) {
          toast({
            title: "사진 업로드 중 오류가 발생했습니다.",
            description: `${file.name}: ${(error as Error).message}`,
            variant: "error",
          });
        } finally {
          setUploading((n) => n - 1);
        }
      }),
    );
  };

  const { pending, onSubmit: submit } = useFormSubmit({
    read: (data): BoardPostDraft => ({
      title: String(data.get("title") ?? "").trim(),
      content: String(data.get("content") ?? "").trim(),
      images,
    }),
    check: (draft) => {
      // The board says what is missing in a toast; focus goes to the first empty field.
      const found = fieldErrorsFrom(boardPostCreateSchema, draft);
      if (found.title || found.content) toast({ ...BOARD_MESSAGES.invalid, variant: "error" });
      else if (found.images) toast({ ...BOARD_MESSAGES.imageRequired, variant: "error" });
      return found;
    },
    send: onSubmit,
    failureMessage: (post ? BOARD_MESSAGES.updateFailed : BOARD_MESSAGES.createFailed).description,
  });

  return (
    <Dialog
      open={open}
      onClose={onClose}
      size="lg"
      title={post ? "게시글 수정" : "무보증 리스트 글쓰기"}
      description="제목과 내용, 차량 사진(1장 이상)을 올려주세요."
      footer={
        <>
          <Button variant="ghost" onClick={onClose}>
            취소
          </Button>
          <Button type="submit" form="board-post-form" disabled={pending || uploading > 0}>
            {pending ? "저장 중..." : post ? "수정" : "등록"}
          </Button>
        </>
      }
    >
      <form id="board-post-form" onSubmit={submit} noValidate className="space-y-4">
        <Field label="제목">
          {(props) => <Input {...props} name="title" defaultValue={post?.title ?? ""} maxLength={200} />}
        </Field>
        <Field label="내용">
          {(props) => (
            <Textarea {...props} name="content" rows={5} defaultValue={post?.content ?? ""} maxLength={5000} />
          )}
        </Field>
        <div className="space-y-2">
          <p className="text-sm font-semibold text-slate-700 dark:text-slate-200">
            이미지{" "}
            <span className="font-normal text-slate-500 dark:text-slate-400">
              ({images.length}/{BOARD_MAX_IMAGES})
            </span>
          </p>
          <button
            type="button"
            onClick={() => fileInput.current?.click()}
            onDragOver={(e) => {
              e.preventDefault();
              setDragging(true);
            }}
            onDragLeave={() => setDragging(false)}
            onDrop={(e) => {
              e.preventDefault();
              setDragging(false);
              void addFiles([...e.dataTransfer.files]);
            }}
            aria-describedby={dropHint}
            className={cn(
              "flex w-full flex-col items-center justify-center gap-2 rounded-2xl border-2 border-dashed px-4 py-8 text-center transition",
              dragging
                ? "border-brand-500 bg-brand-50 dark:bg-brand-950/50"
                : "border-slate-300 hover:border-brand-400 hover:bg-slate-50 dark:border-slate-700 dark:hover:bg-slate-800/50",
            )}
          >
            <ImagePlus className="size-7 text-brand-500" aria-hidden />
            <span className="font-semibold">이미지 선택</span>
            <span id={dropHint} className="text-sm text-slate-500 dark:text-slate-400">
              클릭하거나 이미지 파일을 여기로 끌어다 놓으세요 (여러 장 가능)
            </span>
          </button>
          <input
            ref={fileInput}
            type="file"
            accept="image/*"
            multiple
            className="sr-only"
            tabIndex={-1}
            aria-label="이미지 파일 선택"
            data-testid="board-image-input"
            onChange={(e) => {
              void addFiles([...(e.target.files ?? [])]);
              e.target.value = "";
            }}
          />
          {(images.length > 0 || uploading > 0) && (
            <ul className="grid grid-cols-3 gap-2 sm:grid-cols-5">
              {images.map((url, i) => (
                <li
                  key={url}
                  className="relative aspect-square overflow-hidden rounded-xl bg-slate-100 dark:bg-slate-800"
                >
                  <img
                    src={url}
                    srcSet={mediaSrcSet(url)}
                    sizes="120px"
                    width={120}
                    height={120}
                    alt={`첨부 이미지 ${i + 1}`}
                    className="size-full object-cover"
                  />
                  <button
                    type="button"
                    onClick={() => setImages((list) => list.filter((u) => u !== url))}
                    aria-label={`첨부 이미지 ${i + 1} 삭제`}
                    className="absolute top-1 right-1 inline-flex size-7 items-center justify-center rounded-full bg-slate-900/70 text-white hover:bg-red-600"
                  >
                    <X className="size-4" aria-hidden />
                  </button>
                </li>
              ))}
              {uploading > 0 && (
                <li className="flex aspect-square items-center justify-center rounded-xl bg-slate-100 dark:bg-slate-800">
                  <Spinner label={`${uploading}장 업로드 중`} className="flex-col text-xs" />
                </li>
              )}
            </ul>
          )}
        </div>
      </form>
    </Dialog>
  );
}
