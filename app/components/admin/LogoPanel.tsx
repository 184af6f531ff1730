import { ImageUp, Trash2 } from "lucide-react";
import { useId, useRef, useState } from "react";
import { Button } from "#app/components/ui/button";
import { FormMessage } from "#app/components/ui/field";
import { ApiError, apiRequest, UPLOAD_TIMEOUT_MS } from "#app/lib/api-client";
import { cn } from "#app/lib/cn";
import { useHydrated } from "#app/lib/use-hydrated";
import { LOGO_TYPES, logoUploadProblem } from "#domain/site-logo";
import { panelClass } from "./StatCards";

const LOGO_FAILED = "로고를 저장하지 못했습니다. 잠시 후 다시 시도해주세요.";

/**
 * 사이트 설정's 로고: the image the header and footer show in place of the name as text. Chosen and sent at once
 * (PUT /api/site-settings/logo), checked here first by its size and its first bytes as the server checks it.
 */
export function LogoPanel({ logo, name, onChanged }: { logo: string; name: string; onChanged: () => void }) {
  const hydrated = useHydrated();
  const inputId = useId();
  const input = useRef<HTMLInputElement>(null);
  const [pending, setPending] = useState(false);
  const [result, setResult] = useState<{ tone: "error" | "success"; text: string } | null>(null);

  const run = async (send: () => Promise<{ message: string }>) => {
    setPending(true);
    setResult(null);
    try {
      setResult({ tone: "success", text: (await send()).message });
      onChanged();
    } catch (error) {
      setResult({ tone: "error", text: error instanceof ApiError ? error.message : LOGO_FAILED });
    } finally {
      setPending(false);
      if (input.current) input.current.value = "";
    }
  };

  const upload = async (file: File) => {
    const problem = logoUploadProblem(file.size, new Uint8Array(await file.slice(0, 16).arrayBuffer()));
    if (problem !== null) {
      setResult({ tone: "error", text: problem });
      if (input.current) input.current.value = "";
      return;
    }
    await run(() =>
      apiRequest<{ message: string }>("PUT", "/api/site-settings/logo", file, {
        failureMessage: LOGO_FAILED,
        timeoutMs: UPLOAD_TIMEOUT_MS,
      }),
    );
  };

  return (
    <section
      aria-labelledby="settings-logo"
      className={cn(panelClass, "space-y-4 p-5 sm:p-6")}
      data-testid="logo-settings"
    >
      <div>
        <h2 id="settings-logo" className="text-lg font-bold">
          로고
        </h2>
        <p className="text-sm text-slate-500 dark:text-slate-400">
          모든 페이지의 머리글과 바닥글에 사이트 이름 대신 표시됩니다. PNG, JPG, WebP 이미지(2MB 이하)를 올려주세요.
          가로로 긴 이미지가 잘 어울립니다.
        </p>
      </div>
      <div className="flex flex-wrap items-center gap-4">
        <div className="flex h-16 min-w-40 items-center justify-center rounded-xl border border-dashed border-slate-300 bg-white px-4 dark:border-slate-700">
          {logo ? (
            <img src={logo} alt={`현재 로고: ${name}`} className="h-8 w-auto max-w-[180px] object-contain" />
          ) : (
            <span className="text-sm text-slate-600">로고 없음 (사이트 이름을 글자로 표시)</span>
          )}
        </div>
        <div className="flex flex-wrap gap-2">
          <label
            htmlFor={inputId}
            className={cn(
              "inline-flex min-h-11 cursor-pointer items-center gap-1.5 rounded-full bg-brand-600 px-4 text-[15px] font-semibold text-white hover:bg-brand-700 focus-within:outline-2 focus-within:outline-offset-2 focus-within:outline-brand-600",
              (!hydrated || pending) && "pointer-events-none opacity-60",
            )}
          >
            <ImageUp className="size-4" aria-hidden />
            {pending ? "저장 중..." : logo ? "로고 바꾸기" : "로고 올리기"}
            <input
              ref={input}
              id={inputId}
              type="file"
              accept={LOGO_TYPES.join(",")}
              className="sr-only"
              disabled={!hydrated || pending}
              onChange={(event) => {
                const file = event.currentTarget.files?.[0];
                if (file) void upload(file);
              }}
            />
          </label>
          {logo && (
            <Button
              variant="secondary"
              disabled={!hydrated || pending}
              onClick={() =>
                void run(() =>
                  apiRequest<{ message: string }>("DELETE", "/api/site-settings/logo", undefined, {
                    failureMessage: LOGO_FAILED,
                  }),
                )
              }
            >
              <Trash2 className="size-4" aria-hidden />
              로고 지우기
            </Button>
          )}
        </div>
      </div>
      {result && <FormMessage tone={result.tone}>{result.text}</FormMessage>}
    </section>
  );
}
