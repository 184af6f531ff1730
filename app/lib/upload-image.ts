import { ApiError, apiRequest } from "./api-request";

export interface UploadedImage {
  url: string;
  key: string;
  width: number;
  height: number;
}

/** Sends one image file through the media service: a single-use upload URL, then the file itself. */
export async function uploadImage(file: File): Promise<UploadedImage> {
  const { uploadURL } = await apiRequest<{ uploadURL: string }>("POST", "/api/objects/upload");
  // The upload URL carries the configured public origin; the browser uploads to this site's own path.
  const target = new URL(uploadURL, window.location.origin);
  const res = await fetch(target.pathname, {
    method: "PUT",
    headers: { "Content-Type": file.type || "application/octet-stream" },
    body: file,
  });
  const json = (await res.json().catch(() => null)) as (UploadedImage & { message?: string }) | null;
  if (!res.ok || !json) throw new ApiError(res.status, json?.message ?? "사진 업로드 중 오류가 발생했습니다.");
  return json;
}

export const isImageFile = (file: File) => file.type.startsWith("image/");
