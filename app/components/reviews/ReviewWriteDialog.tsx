import { CheckCircle2, ImagePlus, X } from "lucide-react";
import { useId, useState } from "react";
import type { z } from "zod";
import { Button } from "#app/components/ui/button";
import { Dialog } from "#app/components/ui/dialog";
import { Field, Input, Textarea } from "#app/components/ui/field";
import { Spinner } from "#app/components/ui/spinner";
import { useToast } from "#app/components/ui/toast";
import { apiRequest, uploadImage } from "#app/lib/api-client";
import { useFormSubmit } from "#app/lib/use-form-submit";
import { fieldErrorsFrom } from "#domain/field-errors";
import { DEFAULT_RATING, REVIEW_FAILED, REVIEW_WRITTEN, reviewSchema } from "#domain/review";
import { StarRatingInput } from "./StarRatingInput";

type Values = z.input<typeof reviewSchema>;

export const PHOTO_UPLOADED = "사진 업로드 완료";
export const PHOTO_FAILED = "사진 업로드 중 오류가 발생했습니다.";
/** Bigger photos are shrunk in the browser before upload (the server takes up to 10MB). */
const COMPRESS_ABOVE_BYTES = 4 * 1024 * 1024;

async function shrink(file: File): Promise<Blob> {
  if (file.size <= COMPRESS_ABOVE_BYTES) return file;
  const { default: compress } = await import("browser-image-compression");
  return compress(file, { maxSizeMB: 3, maxWidthOrHeight: 2560, useWebWorker: false });
}

/** Shrinks the photo when it is big, then uploads it; answers the stored image's URL. */
async function uploadPhoto(file: File): Promise<string> {
  const stored = await uploadImage(await shrink(file));
  return stored.url;
}

function WriteForm({ onCancel, onWritten }: { onCancel: () => void; onWritten: () => void }) {
  const toast = useToast();
  const id = useId();
  const [uploading, setUploading] = useState(false);
  const [preview, setPreview] = useState<string | null>(null);
  const [uploadError, setUploadError] = useState<string | null>(null);
  const [rating, setRating] = useState(DEFAULT_RATING);
  const [photoUrl, setPhotoUrl] = useState("");
  const { errors, pending, onSubmit, clearError } = useFormSubmit({
    read: (data): Values => ({
      customerName: String(data.get("customerName") ?? ""),
      vehicleName: String(data.get("vehicleName") ?? ""),
      rating,
      content: String(data.get("content") ?? ""),
      photoUrl,
      website: String(data.get("website") ?? ""),
    }),
    check: (values) => fieldErrorsFrom(reviewSchema, values),
    send: (values) => apiRequest("POST", "/api/reviews", reviewSchema.parse(values), { failureMessage: REVIEW_FAILED }),
    onSent: () => {
      toast({ title: REVIEW_WRITTEN.title, description: REVIEW_WRITTEN.description, variant: "success" });
      onWritten();
    },
    onFailed: (said) => toast({ title: "오류가 발생했습니다", description: said, variant: "error" }),
    failureMessage: REVIEW_FAILED,
  });

  async function onPhoto(event: React.ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    event.target.value = "";
    if (!file) return;
    if (!file.type.startsWith("image/")) {
      setUploadError("이미지 파일만 첨부할 수 있습니다.");
      return;
    }
    setUploading(true);
    setUploadError(null);
    try {
      const url = await uploadPhoto(file);
      setPhotoUrl(url);
      clearError("photoUrl");
      setPreview(url);
      toast({ title: PHOTO_UPLOADED, variant: "success" });
    } catch {
      setPhotoUrl("");
      setPreview(null);
      setUploadError(PHOTO_FAILED);
      toast({ title: "업로드 실패", description: PHOTO_FAILED, variant: "error" });
    } finally {
      setUploading(false);
    }
  }

  const photoError = uploadError ?? errors.photoUrl;
  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4" data-testid="review-write-form">
      <div aria-hidden="true" className="pointer-events-none absolute -left-[10000px] h-px w-px overflow-hidden">
        <label htmlFor={`${id}-website`}>웹사이트</label>
        <input id={`${id}-website`} name="website" type="text" tabIndex={-1} autoComplete="off" />
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label="고객명" error={errors.customerName} hint="게시될 때는 김*수처럼 가려서 표시됩니다.">
          {(props) => (
            <Input
              {...props}
              name="customerName"
              onInput={() => clearError("customerName")}
              placeholder="예: 김민수"
              autoComplete="name"
              maxLength={30}
            />
          )}
        </Field>
        <Field label="차량명" error={errors.vehicleName}>
          {(props) => (
            <Input
              {...props}
              name="vehicleName"
              onInput={() => clearError("vehicleName")}
              placeholder="예: 쏘렌토 MQ4 하이브리드"
              maxLength={100}
            />
          )}
        </Field>
      </div>
      <StarRatingInput
        name="rating"
        value={rating}
        onChange={(n) => {
          setRating(n);
          clearError("rating");
        }}
        error={errors.rating}
      />
      <Field label="후기 내용" error={errors.content} hint="10자 이상 작성해주세요.">
        {(props) => (
          <Textarea
            {...props}
            name="content"
            onInput={() => clearError("content")}
            rows={5}
            maxLength={2000}
            placeholder="차량과 상담, 출고 과정은 어떠셨나요?"
          />
        )}
      </Field>

      <div className="space-y-1.5">
        <p id={`${id}-photo-label`} className="text-sm font-semibold text-slate-700 dark:text-slate-200">
          사진
        </p>
        <div className="flex items-center gap-3">
          {preview ? (
            <div className="relative size-24 overflow-hidden rounded-xl border border-slate-200 dark:border-slate-700">
              <img src={preview} alt="첨부한 사진 미리보기" className="size-full object-cover" />
              <button
                type="button"
                onClick={() => {
                  setPreview(null);
                  setPhotoUrl("");
                }}
                aria-label="사진 삭제"
                className="absolute top-1 right-1 inline-flex size-6 items-center justify-center rounded-full bg-slate-950/60 text-white hover:bg-slate-950/80"
              >
                <X className="size-3.5" aria-hidden />
              </button>
            </div>
          ) : null}
          <label
            className={`flex size-24 cursor-pointer flex-col items-center justify-center gap-1 rounded-xl border-2 border-dashed text-xs font-medium transition has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-brand-500 ${
              photoError
                ? "border-red-400 text-red-600 dark:text-red-400"
                : "border-slate-300 text-slate-500 hover:border-brand-400 hover:text-brand-600 dark:border-slate-600 dark:text-slate-400 dark:hover:text-brand-300"
            }`}
          >
            {uploading ? <Spinner label="" /> : <ImagePlus className="size-6" aria-hidden />}
            {uploading ? "올리는 중" : preview ? "다시 선택" : "사진 선택"}
            <input
              type="file"
              accept="image/*"
              onChange={onPhoto}
              disabled={uploading}
              className="sr-only"
              aria-labelledby={`${id}-photo-label`}
              aria-describedby={`${id}-photo-message`}
              data-testid="review-photo-input"
            />
          </label>
          <div id={`${id}-photo-message`} className="text-sm">
            {photoError ? (
              <p className="text-red-600 dark:text-red-400">{photoError}</p>
            ) : preview ? (
              <p className="flex items-center gap-1.5 font-semibold text-emerald-700 dark:text-emerald-400">
                <CheckCircle2 className="size-4" aria-hidden />
                {PHOTO_UPLOADED}
              </p>
            ) : (
              <p className="text-slate-500 dark:text-slate-400">차량 사진 1장을 첨부해주세요.</p>
            )}
          </div>
        </div>
      </div>
      <div className="flex justify-end gap-2 border-t border-slate-100 pt-4 dark:border-slate-800">
        <Button variant="ghost" onClick={onCancel} disabled={pending}>
          취소
        </Button>
        <Button type="submit" disabled={pending || uploading}>
          {pending ? "등록 중..." : "후기 등록"}
        </Button>
      </div>
    </form>
  );
}

/** The write dialog; its form lives only while it is open, so closing or finishing resets it (rating back to 5). */
export function ReviewWriteDialog({
  open,
  onClose,
  onWritten,
}: {
  open: boolean;
  onClose: () => void;
  onWritten: () => void;
}) {
  return (
    <Dialog
      open={open}
      onClose={onClose}
      title="후기 작성"
      description="솔직한 후기는 다른 고객님께 큰 도움이 됩니다. 작성하신 후기는 관리자 확인 후 게시됩니다."
      size="lg"
    >
      <WriteForm onCancel={onClose} onWritten={onWritten} />
    </Dialog>
  );
}
