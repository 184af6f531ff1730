import { RefreshCw, ServerCrash } from "lucide-react";
import { Button } from "#app/components/ui/button";

/** The category page's failure panel: the list could not be loaded from the server. */
export function ApiErrorPanel() {
  return (
    <div
      role="alert"
      className="flex flex-col items-center gap-3 rounded-2xl border border-red-200 bg-red-50 px-6 py-12 text-center dark:border-red-900 dark:bg-red-950/40"
    >
      <ServerCrash className="size-10 text-red-500" aria-hidden />
      <h2 className="text-lg font-bold text-red-700 dark:text-red-300">API 연결 오류</h2>
      <p className="text-sm text-red-700/80 dark:text-red-300/80">
        운영 서버에 일시적인 문제가 있습니다. 잠시 후 다시 시도해주세요.
      </p>
      <Button variant="danger" size="sm" onClick={() => window.location.reload()}>
        <RefreshCw className="size-4" aria-hidden />
        새로고침
      </Button>
    </div>
  );
}
