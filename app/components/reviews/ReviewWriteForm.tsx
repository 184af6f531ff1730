import { CheckCircle2, CircleAlert, ImagePlus } from "lucide-react";
import { useEffect, useId, useRef, useState } from "react";
import { Form, Link, useNavigation, useSubmit } from "react-router";
import { Button, buttonClass } from "#app/components/ui/button";
import { Field, Input, Textarea } from "#app/components/ui/field";
import { HoneypotField } from "#app/components/ui/form-parts";
import { Spinner } from "#app/components/ui/spinner";
import { uploadImage } from "#app/lib/api-client";
import { cn } from "#app/lib/cn";
import { type FieldErrors, focusFirstError } from "#app/lib/use-form-submit";
import { useHydrated } from "#app/lib/use-hydrated";
import {
  DEFAULT_RATING,
  PHOTO_FAILED,
  PHOTO_UPLOADED,
  REVIEW_WRITE_PATH,
  type ReviewFormResult,
} from "#domain/review-text";
import { StarRatingInput } from "./StarRatingInput";

/** Bigger photos are shrunk in the browser before upload (the server takes up to 10MB). */
const COMPRESS_ABOVE_BYTES = 4 * 1024 * 1024;

async function shrink(file: File): Promise<Blob> {
  if (file.size <= COMPRESS_ABOVE_BYTES) return file;
  const { default: compress } = await import("browser-image-compression");
  return compress(file, { maxSizeMB: 3, maxWidthOrHeight: 2560, useWebWorker: false });
}

/** The schema (and zod with it) is fetched when the form is first sent, not with the page. */
const loadChecks = () =>
  Promise.all([import("#domain/review"), import("#domain/field-errors")]).then(
    ([review, errors]) =>
      (values: unknown) =>
        errors.fieldErrorsFrom(review.reviewSchema, values),
  );

/** Focus goes to the first refused field; the photo's message is keyed by its address, its field is the file. */
const focusRefused = (form: HTMLFormElement | null, errors: FieldErrors) =>
  focusFirstError(form, errors.photoUrl ? { ...errors, photo: errors.photoUrl } : errors);

const hint = "text-sm text-slate-500 dark:text-slate-400";
const fail = "text-sm text-red-600 dark:text-red-400";

/**
 * 후기 작성: one form that posts to its page's action (/reviews/new), which runs the same service as
 * `POST /api/reviews`. Without scripts it is a plain multipart form (the photo goes with it, and the page comes
 * back with a message under each refused field); with them the photo is uploaded as soon as it is chosen (shrunk
 * when big, with a preview), the fields are checked before anything is sent, and the same action takes the
 * post. A taken review returns to the list, which says it waits for an admin.
 */
export function ReviewWriteForm({ result }: { result: ReviewFormResult | undefined }) {
  const id = useId();
  const hydrated = useHydrated();
  const submit = useSubmit();
  const navigation = useNavigation();
  const formRef = useRef<HTMLFormElement>(null);
  const fileRef = useRef<HTMLInputElement>(null);
  const [errors, setErrors] = useState<FieldErrors>(result?.fieldErrors ?? {});
  const [message, setMessage] = useState(result?.message ?? "");
  const [uploading, setUploading] = useState(false);
  const [photoUrl, setPhotoUrl] = useState("");
  const [uploadError, setUploadError] = useState<string | null>(null);
  const sending = navigation.state === "submitting" && navigation.formAction === REVIEW_WRITE_PATH;
  const values = result?.values;

  // A refusal the action answered (after a post from here): its messages, and focus on the first refused field.
  useEffect(() => {
    if (!result) return;
    setErrors(result.fieldErrors);
    setMessage(result.message);
    requestAnimationFrame(() => focusRefused(formRef.current, result.fieldErrors));
  }, [result]);

  const clearError = (name: string) => {
    if (errors[name]) setErrors(({ [name]: _gone, ...rest }) => rest);
  };

  async function onPhoto(event: React.ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    setPhotoUrl("");
    setUploadError(null);
    if (!file) return;
    clearError("photoUrl");
    if (!file.type.startsWith("image/")) {
      event.target.value = "";
      setUploadError("이미지 파일만 첨부할 수 있습니다.");
      return;
    }
    setUploading(true);
    try {
      setPhotoUrl((await uploadImage(await shrink(file))).url);
    } catch {
      // The file stays chosen: the post then carries it, and the server stores it as it would without scripts.
      setUploadError(PHOTO_FAILED);
    } finally {
      setUploading(false);
    }
  }

  const removePhoto = () => {
    setPhotoUrl("");
    setUploadError(null);
    if (fileRef.current) fileRef.current.value = "";
  };

  const onSubmit = async (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (uploading || sending) return;
    const form = event.currentTarget;
    const data = new FormData(form);
    const file = data.get("photo");
    const hasFile = file instanceof File && file.size > 0;
    // The photo already uploaded goes by its address; a chosen one that could not be uploaded goes itself.
    if (photoUrl || !hasFile) data.delete("photo");
    setMessage("");
    let found: FieldErrors;
    try {
      const check = await loadChecks();
      found = check({
        customerName: data.get("customerName"),
        vehicleName: data.get("vehicleName"),
        rating: data.get("rating"),
        content: data.get("content"),
        photoUrl: photoUrl || (hasFile ? "-" : ""),
      });
    } catch {
      // The checks could not be loaded (a dropped connection): the server checks all the same.
      found = {};
    }
    if (Object.keys(found).length > 0) {
      setErrors(found);
      requestAnimationFrame(() => focusRefused(form, found));
      return;
    }
    setErrors({});
    submit(data, { method: "post", action: REVIEW_WRITE_PATH, encType: "multipart/form-data" });
  };

  const photoError = uploadError ?? errors.photoUrl;
  const busy = sending || uploading;
  return (
    <Form
      ref={formRef}
      method="post"
      action={REVIEW_WRITE_PATH}
      encType="multipart/form-data"
      // The server's Korean messages, not the browser's own bubbles: the required fields are checked there.
      noValidate
      onSubmit={onSubmit}
      aria-labelledby="review-write-title"
      className="space-y-5"
      data-testid="review-write-form"
    >
      {message && (
        <p
          role="alert"
          className="flex items-start gap-2 rounded-xl bg-red-50 px-4 py-3 text-sm font-semibold text-red-700 ring-1 ring-red-200 dark:bg-red-950/50 dark:text-red-300 dark:ring-red-900"
        >
          <CircleAlert className="mt-0.5 size-4 shrink-0" aria-hidden />
          {message}
        </p>
      )}
      <HoneypotField id={id} />
      <div className="grid gap-5 sm:grid-cols-2">
        <Field label="고객명" error={errors.customerName} hint="게시될 때는 김*수처럼 가려서 표시됩니다.">
          {(props) => (
            <Input
              {...props}
              name="customerName"
              defaultValue={values?.customerName ?? ""}
              onInput={() => clearError("customerName")}
              placeholder="예: 김민수"
              autoComplete="name"
              aria-required
              maxLength={30}
            />
          )}
        </Field>
        <Field label="차량명" error={errors.vehicleName}>
          {(props) => (
            <Input
              {...props}
              name="vehicleName"
              defaultValue={values?.vehicleName ?? ""}
              onInput={() => clearError("vehicleName")}
              placeholder="예: 쏘렌토 MQ4 하이브리드"
              aria-required
              maxLength={100}
            />
          )}
        </Field>
      </div>
      <StarRatingInput
        name="rating"
        defaultValue={Number(values?.rating) || DEFAULT_RATING}
        onChange={() => clearError("rating")}
        error={errors.rating}
      />
      <Field label="후기 내용" error={errors.content} hint="10자 이상 작성해주세요.">
        {(props) => (
          <Textarea
            {...props}
            name="content"
            defaultValue={values?.content ?? ""}
            onInput={() => clearError("content")}
            rows={6}
            maxLength={2000}
            aria-required
            placeholder="차량과 상담, 출고 과정은 어떠셨나요?"
          />
        )}
      </Field>

      <div className="space-y-1.5">
        <label htmlFor={`${id}-photo`} className="block text-sm font-semibold text-slate-700 dark:text-slate-200">
          사진
        </label>
        <div className="flex items-center gap-3">
          {photoUrl && (
            <img
              src={photoUrl}
              alt="첨부한 사진 미리보기"
              className="size-20 shrink-0 rounded-xl border border-slate-200 object-cover dark:border-slate-700"
            />
          )}
          <input
            ref={fileRef}
            id={`${id}-photo`}
            type="file"
            name="photo"
            accept="image/*"
            onChange={onPhoto}
            aria-invalid={Boolean(photoError)}
            aria-describedby={`${id}-photo-message`}
            data-testid="review-photo-input"
            className="block min-h-11 w-full min-w-0 cursor-pointer rounded-xl border border-dashed border-slate-300 bg-white p-1.5 text-sm text-slate-600 transition file:mr-3 file:h-11 file:cursor-pointer file:rounded-lg file:border-0 file:bg-brand-50 file:px-4 file:text-sm file:font-semibold file:text-brand-700 hover:border-brand-400 hover:file:bg-brand-100 aria-[invalid=true]:border-red-500 dark:border-slate-600 dark:bg-slate-900 dark:text-slate-300 dark:file:bg-brand-950 dark:file:text-brand-200"
          />
        </div>
        {/* The address of the photo the scripts uploaded; without them the file itself goes with the form. */}
        <input type="hidden" name="photoUrl" value={photoUrl} />
        <div id={`${id}-photo-message`} aria-live="polite">
          {uploading ? (
            <p className={cn("flex items-center gap-2", hint)}>
              <Spinner label="" />
              사진을 올리는 중...
            </p>
          ) : photoError ? (
            <p className={fail}>{photoError}</p>
          ) : photoUrl ? (
            <p className="flex items-center gap-1.5 text-sm font-semibold text-emerald-700 dark:text-emerald-400">
              <CheckCircle2 className="size-4" aria-hidden />
              {PHOTO_UPLOADED}
            </p>
          ) : (
            <p className={cn("flex items-center gap-1.5", hint)}>
              <ImagePlus className="size-4" aria-hidden />
              차량 사진 1장을 첨부해주세요 (10MB 이하).
            </p>
          )}
        </div>
        {photoUrl && hydrated && (
          <Button variant="ghost" onClick={removePhoto} className="-ml-2 px-2 text-sm">
            사진 삭제
          </Button>
        )}
      </div>

      <p className={hint}>작성하신 후기는 관리자 확인 후 게시됩니다.</p>
      <div className="flex flex-col-reverse gap-2 border-t border-slate-100 pt-5 sm:flex-row sm:justify-end dark:border-slate-800">
        <Link to="/reviews" className={buttonClass("outline", "md")}>
          취소
        </Link>
        <Button type="submit" disabled={busy} className="sm:min-w-32">
          {sending ? "등록 중..." : "후기 등록"}
        </Button>
      </div>
    </Form>
  );
}
