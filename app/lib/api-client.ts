/**
 * The browser's one way to call the server: same-origin JSON calls, image uploads (with progress), and
 * fire-and-forget beacons. Every failure is an `ApiError` with a Korean message, so a screen reads one shape
 * whatever went wrong: the server's refusal (status, message, field errors), no connection, a time-out, or a
 * request the page itself cancelled.
 *
 * Forms send through this module with `useFormSubmit` (`use-form-submit.ts`): uncontrolled fields read when
 * the form is sent, the domain's rule checked first, one call, and the answer's `{ message, fieldErrors }` shown
 * beside the fields. A form that must also work without JavaScript posts the same `<form>` to its route action,
 * which runs the same service and rule. What is not a form (deleting a row, an upload, a count, polling) calls
 * this module directly.
 */

export type ApiErrorKind = "http" | "network" | "timeout" | "aborted";

export const API_MESSAGES = {
  network: "서버에 연결할 수 없습니다. 네트워크 상태를 확인해주세요.",
  timeout: "서버의 응답이 늦어 요청을 마치지 못했습니다. 잠시 후 다시 시도해주세요.",
  aborted: "요청을 취소했습니다.",
  uploadAborted: "업로드를 취소했습니다.",
  uploadFailed: "사진 업로드 중 오류가 발생했습니다.",
  status: (status: number) => `요청을 처리하지 못했습니다 (${status}).`,
} as const;

/**
 * A failed call. `status` is the HTTP status, 0 when no answer came (`kind` then says why); `message` is the
 * server's Korean message or one of `API_MESSAGES`.
 */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly fieldErrors?: Record<string, string>,
    readonly kind: ApiErrorKind = "http",
  ) {
    super(message);
    this.name = "ApiError";
  }
}

/** JSON calls give up after this long unless told otherwise; a stuck request must not hold a form forever. */
export const DEFAULT_TIMEOUT_MS = 30_000;
/** Uploads carry whole photos over slow phones. */
export const UPLOAD_TIMEOUT_MS = 60_000;

export interface RequestOptions {
  /** The caller's own cancel (a closed dialog, an unmounted page). */
  signal?: AbortSignal;
  /** 0 for none. */
  timeoutMs?: number;
  cache?: RequestCache;
  /** What a refusal says when the server gave no message (default: the status's generic text). */
  failureMessage?: string;
}

/** The caller's signal and the time-out as one; `timedOut` tells afterwards which of the two fired. */
function deadline(timeoutMs: number, signal: AbortSignal | undefined) {
  const timeout = timeoutMs > 0 ? AbortSignal.timeout(timeoutMs) : undefined;
  const signals = [signal, timeout].filter((s): s is AbortSignal => s !== undefined);
  let combined: AbortSignal | undefined;
  if (signals.length <= 1) combined = signals[0];
  else if (typeof AbortSignal.any === "function") combined = AbortSignal.any(signals);
  else {
    // Browsers before AbortSignal.any (Safari < 17.4).
    const controller = new AbortController();
    for (const s of signals) {
      if (s.aborted) controller.abort(s.reason);
      else s.addEventListener("abort", () => controller.abort(s.reason), { once: true });
    }
    combined = controller.signal;
  }
  return { signal: combined, timedOut: () => timeout?.aborted === true && signal?.aborted !== true };
}

function failureOf(error: unknown, timedOut: boolean, aborted: boolean): ApiError {
  if (error instanceof ApiError) return error;
  if (timedOut) return new ApiError(0, API_MESSAGES.timeout, undefined, "timeout");
  if (aborted) return new ApiError(0, API_MESSAGES.aborted, undefined, "aborted");
  return new ApiError(0, API_MESSAGES.network, undefined, "network");
}

type ErrorBody = { message?: unknown; fieldErrors?: Record<string, string> } | null;

function refusal(status: number, body: ErrorBody, failureMessage: string | undefined): ApiError {
  const message = typeof body?.message === "string" && body.message ? body.message : undefined;
  return new ApiError(status, message ?? failureMessage ?? API_MESSAGES.status(status), body?.fieldErrors);
}

/**
 * A same-origin JSON call: `body` (when given) is sent as JSON, or as it is when it is a file (a `Blob`, sent with
 * its own type), the answer read as JSON (null when empty). A non-OK answer, no connection, a time-out or a cancel
 * throws an `ApiError`.
 */
export async function apiRequest<T = unknown>(
  method: string,
  path: string,
  body?: unknown,
  options: RequestOptions = {},
): Promise<T> {
  const { signal, timedOut } = deadline(options.timeoutMs ?? DEFAULT_TIMEOUT_MS, options.signal);
  let res: Response;
  try {
    const file = typeof Blob !== "undefined" && body instanceof Blob ? body : null;
    res = await fetch(path, {
      method,
      credentials: "same-origin",
      headers:
        body === undefined
          ? undefined
          : { "Content-Type": file ? file.type || "application/octet-stream" : "application/json" },
      body: body === undefined ? undefined : (file ?? JSON.stringify(body)),
      cache: options.cache,
      signal,
    });
  } catch (error) {
    throw failureOf(error, timedOut(), options.signal?.aborted === true);
  }
  let json: unknown;
  try {
    const text = await res.text();
    json = text ? JSON.parse(text) : null;
  } catch (error) {
    // The body broke off (a time-out while reading) or is not JSON (a proxy's error page).
    if (signal?.aborted) throw failureOf(error, timedOut(), options.signal?.aborted === true);
    json = null;
  }
  if (!res.ok) throw refusal(res.status, json as ErrorBody, options.failureMessage);
  return json as T;
}

/**
 * Tells the server something no screen waits for (a page view, an opened dialog): sent with `keepalive`, so it
 * survives the page being left, and never fails the caller.
 */
export function sendBeacon(path: string, body: unknown): void {
  try {
    fetch(path, {
      method: "POST",
      credentials: "same-origin",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify(body),
      keepalive: true,
    }).catch(() => {});
  } catch {
    // fetch itself missing or refusing: a count is not worth an error.
  }
}

export interface UploadedImage {
  url: string;
  key: string;
  width: number;
  height: number;
}

export interface UploadOptions {
  /** Called with the sent fraction (0–1) while the file goes up, and 1 when the server has stored it. */
  onProgress?: (fraction: number) => void;
  signal?: AbortSignal;
  timeoutMs?: number;
  /** What a refusal says when the server gave no message. */
  failureMessage?: string;
}

/** Whether a picked or dropped file is an image (anything else is not uploaded). */
export function isImageFile(file: { type: string }): boolean {
  return file.type.startsWith("image/");
}

/**
 * Uploads one image through the media service: a single-use slot from `POST /api/objects/upload`, then the
 * file PUT to it. The PUT is an XMLHttpRequest, the one way a browser reports upload progress.
 */
export async function uploadImage(file: Blob, options: UploadOptions = {}): Promise<UploadedImage> {
  const timeoutMs = options.timeoutMs ?? UPLOAD_TIMEOUT_MS;
  const failureMessage = options.failureMessage ?? API_MESSAGES.uploadFailed;
  const slot = await apiRequest<{ uploadURL?: unknown } | null>("POST", "/api/objects/upload", undefined, {
    signal: options.signal,
    timeoutMs,
    failureMessage,
  });
  if (typeof slot?.uploadURL !== "string") throw new ApiError(0, failureMessage);
  // The slot names the configured public origin; the file goes to this site's own path (the CSP allows only it).
  const target = new URL(slot.uploadURL, window.location.href);
  const path = target.pathname + target.search;
  return new Promise<UploadedImage>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    const signal = options.signal;
    const cancel = () => xhr.abort();
    const settle = (result: UploadedImage | ApiError) => {
      signal?.removeEventListener("abort", cancel);
      if (result instanceof ApiError) reject(result);
      else resolve(result);
    };
    xhr.open("PUT", path);
    xhr.setRequestHeader("Content-Type", file.type || "application/octet-stream");
    xhr.timeout = timeoutMs;
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) options.onProgress?.(event.loaded / event.total);
    };
    xhr.onload = () => {
      let body: (Partial<UploadedImage> & ErrorBody) | null = null;
      try {
        body = JSON.parse(xhr.responseText);
      } catch {
        body = null;
      }
      if (xhr.status >= 200 && xhr.status < 300 && typeof body?.url === "string") {
        options.onProgress?.(1);
        settle(body as UploadedImage);
      } else settle(refusal(xhr.status || 0, body, failureMessage));
    };
    xhr.onerror = () => settle(new ApiError(0, API_MESSAGES.network, undefined, "network"));
    xhr.ontimeout = () => settle(new ApiError(0, API_MESSAGES.timeout, undefined, "timeout"));
    xhr.onabort = () => settle(new ApiError(0, API_MESSAGES.uploadAborted, undefined, "aborted"));
    // An XMLHttpRequest aborted before it is sent fires nothing: answer for it here.
    if (signal?.aborted) return settle(new ApiError(0, API_MESSAGES.uploadAborted, undefined, "aborted"));
    signal?.addEventListener("abort", cancel, { once: true });
    xhr.send(file);
  });
}
