import { API_MESSAGES, ApiError, uploadImage as uploadToMedia } from "#app/lib/api-client";
import { VEHICLE_MESSAGES } from "#domain/vehicle-input";

/** The browser-side compression of every vehicle photo before it is uploaded (docs/spec/admin-and-partners.md §5). */
export const COMPRESSION = {
  maxSizeMB: 0.1,
  maxWidthOrHeight: 800,
  fileType: "image/jpeg",
  initialQuality: 0.6,
  maxIteration: 10,
} as const;

export { isImageFile } from "#app/lib/api-client";

/** Files at or under the compression target go up as they are: the server re-encodes every upload anyway. */
export const ALREADY_SMALL_BYTES = COMPRESSION.maxSizeMB * 1024 * 1024;

/**
 * Compresses one photo (at most about 0.1 MB, longest side 800 px, JPEG quality 0.6). Runs on the page's
 * thread: the library's worker would load its script from a CDN, which the site's CSP refuses. A file already
 * that small is passed through untouched, without loading the library.
 */
export async function compressImage(file: File, onProgress: (fraction: number) => void): Promise<File> {
  if (file.size <= ALREADY_SMALL_BYTES) {
    onProgress(1);
    return file;
  }
  const { default: imageCompression } = await import("browser-image-compression");
  try {
    return await imageCompression(file, {
      ...COMPRESSION,
      useWebWorker: false,
      onProgress: (p) => onProgress(p / 100),
    });
  } catch {
    throw new Error(`파일을 읽지 못했습니다: ${file.name}`);
  }
}

/** What the editor says about a failed upload: the spec's texts for time-outs and oversized files. */
function editorUploadError(error: unknown): unknown {
  if (!(error instanceof ApiError)) return error;
  const say = (message: string) => new ApiError(error.status, message, error.fieldErrors, error.kind);
  if (error.status === 413) return say(VEHICLE_MESSAGES.payload);
  if (error.kind === "timeout") return say(VEHICLE_MESSAGES.timeout);
  if (error.kind === "aborted") return say(API_MESSAGES.uploadAborted);
  if (error.kind === "network") return say(VEHICLE_MESSAGES.imageProcessing);
  return error;
}

/**
 * Uploads one file through the media service (the slot, then the file with its progress). Resolves to the
 * stored image's URL; a failure is an `ApiError` in the editor's words.
 */
export async function uploadImage(
  file: Blob,
  onProgress: (fraction: number) => void,
  signal?: AbortSignal,
): Promise<string> {
  try {
    const stored = await uploadToMedia(file, { onProgress, signal, failureMessage: VEHICLE_MESSAGES.imageProcessing });
    return stored.url;
  } catch (error) {
    throw editorUploadError(error);
  }
}
