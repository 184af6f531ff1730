/** An API failure with the server's Korean message (or a generic one) and its status. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly fieldErrors?: Record<string, string>,
  ) {
    super(message);
  }
}

/** A same-origin JSON call; a non-OK answer throws an ApiError carrying the server's message. */
export async function apiRequest<T = unknown>(method: string, path: string, body?: unknown): Promise<T> {
  let res: Response;
  try {
    res = await fetch(path, {
      method,
      credentials: "same-origin",
      headers: body === undefined ? undefined : { "Content-Type": "application/json" },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  } catch {
    throw new ApiError(0, "서버에 연결할 수 없습니다. 네트워크 상태를 확인해주세요.");
  }
  const json = (await res.json().catch(() => null)) as
    | (T & { message?: string; fieldErrors?: Record<string, string> })
    | null;
  if (!res.ok)
    throw new ApiError(res.status, json?.message ?? `요청을 처리하지 못했습니다 (${res.status}).`, json?.fieldErrors);
  return json as T;
}
