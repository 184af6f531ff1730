import { VEHICLE_MESSAGES } from "#domain/vehicle-input";

/** The browser-side compression of every vehicle photo before it is uploaded (docs/spec/admin-and-partners.md §5). */
export const COMPRESSION = {
  maxSizeMB: 0.1,
  maxWidthOrHeight: 800,
  fileType: "image/jpeg",
  initialQuality: 0.6,
  maxIteration: 10,
} as const;

export class UploadError extends Error {}

/** Whether a picked or dropped file is an image (anything else is skipped). */
export function isImageFile(file: { type: string }): boolean {
  return file.type.startsWith("image/");
}

/**
 * Compresses one photo (at most about 0.1 MB, longest side 800 px, JPEG quality 0.6). Runs on the page's
 * thread: the library's worker would load its script from a CDN, which the site's CSP refuses.
 */
export async function compressImage(file: File, onProgress: (fraction: number) => void): Promise<File> {
  const { default: imageCompression } = await import("browser-image-compression");
  try {
    return await imageCompression(file, {
      ...COMPRESSION,
      useWebWorker: false,
      onProgress: (p) => onProgress(p / 100),
    });
  } catch {
    throw new UploadError(`파일을 읽지 못했습니다: ${file.name}`);
  }
}

/**
 * Uploads one file through the media service: a single-use slot from `POST /api/objects/upload`, then the
 * file PUT to it (XMLHttpRequest, for upload progress). Resolves to the stored image's URL.
 */
export async function uploadImage(
  file: Blob,
  onProgress: (fraction: number) => void,
  signal?: AbortSignal,
): Promise<string> {
  const slot = await fetch("/api/objects/upload", { method: "POST", signal });
  const slotJson = (await slot.json().catch(() => null)) as { uploadURL?: string; message?: string } | null;
  if (!slot.ok || !slotJson?.uploadURL) throw new UploadError(slotJson?.message ?? VEHICLE_MESSAGES.imageProcessing);
  // Same origin whatever origin the server advertises (the CSP allows only this one).
  const target = new URL(slotJson.uploadURL, window.location.href);
  const path = target.pathname + target.search;
  return new Promise<string>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open("PUT", path);
    xhr.setRequestHeader("Content-Type", file.type || "application/octet-stream");
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(event.loaded / event.total);
    };
    xhr.onload = () => {
      let body: { url?: string; message?: string } | null = null;
      try {
        body = JSON.parse(xhr.responseText);
      } catch {
        body = null;
      }
      if (xhr.status >= 200 && xhr.status < 300 && body?.url) {
        onProgress(1);
        resolve(body.url);
      } else if (xhr.status === 413) {
        reject(new UploadError(VEHICLE_MESSAGES.payload));
      } else {
        reject(new UploadError(body?.message ?? VEHICLE_MESSAGES.imageProcessing));
      }
    };
    xhr.onerror = () => reject(new UploadError(VEHICLE_MESSAGES.imageProcessing));
    xhr.ontimeout = () => reject(new UploadError(VEHICLE_MESSAGES.timeout));
    xhr.timeout = 60_000;
    signal?.addEventListener("abort", () => xhr.abort());
    xhr.onabort = () => reject(new UploadError("업로드를 취소했습니다."));
    xhr.send(file);
  });
}
