import { ArrowLeft } from "lucide-react";
import type { MouseEvent } from "react";
import { Link, useNavigate } from "react-router";
import { buttonClass } from "#app/components/ui/button";
import { useHydrated } from "#app/lib/use-hydrated";

const LOOKS = {
  /** Beside a catalogue or partners page's breadcrumb. */
  pill: {
    className:
      "inline-flex h-11 shrink-0 items-center gap-1.5 rounded-full border border-slate-200 bg-white px-3.5 text-sm font-semibold text-slate-700 shadow-sm transition hover:border-slate-300 hover:bg-slate-50 dark:border-slate-700 dark:bg-slate-900 dark:text-slate-200 dark:hover:bg-slate-800",
    icon: "size-4",
  },
  /** Beside the 404's 홈으로. */
  outline: { className: buttonClass("outline", "md", "px-5"), icon: "size-4.5" },
  /** In the vehicle page's top bar. */
  plain: {
    className:
      "inline-flex h-11 items-center gap-1 rounded-full pr-3 pl-2 text-sm font-semibold text-slate-700 transition hover:bg-slate-100 dark:text-slate-200 dark:hover:bg-slate-800",
    icon: "size-4.5",
  },
} as const;

type Look = keyof typeof LOOKS;

/** React Router numbers its history entries; 0 is the page the visit started on, with none of ours before it. */
function visitHasEarlierPage(): boolean {
  return ((window.history.state as { idx?: number } | null)?.idx ?? 0) > 0;
}

/** A click that asks for a new tab or window keeps the link's own behaviour. */
function isModifiedClick(event: MouseEvent): boolean {
  return event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey;
}

function Label({ look }: { look: Look }) {
  return (
    <>
      <ArrowLeft className={LOOKS[look].icon} aria-hidden />
      뒤로가기
    </>
  );
}

interface BackButtonProps {
  /** Where it goes when the visit has no earlier page, and without JavaScript. */
  fallback: string;
  /** False: always to `fallback`, whatever the visit came from. */
  historyBack?: boolean;
  /**
   * A button hidden until scripts run (history is only reachable with them), for a page that already links to
   * `fallback` beside it; otherwise a link to `fallback`.
   */
  scriptOnly?: boolean;
  look?: Look;
}

/** 뒤로가기: back to the previous page of the site when the visit has one, else to `fallback`. */
export function BackButton({ fallback, historyBack = true, scriptOnly = false, look = "pill" }: BackButtonProps) {
  const navigate = useNavigate();
  if (scriptOnly) return <ScriptBackButton fallback={fallback} historyBack={historyBack} look={look} />;
  return (
    <Link
      to={fallback}
      data-testid="back-button"
      onClick={(event) => {
        if (!historyBack || isModifiedClick(event) || !visitHasEarlierPage()) return;
        event.preventDefault();
        navigate(-1);
      }}
      className={LOOKS[look].className}
    >
      <Label look={look} />
    </Link>
  );
}

function ScriptBackButton({ fallback, historyBack, look }: Required<Omit<BackButtonProps, "scriptOnly">>) {
  const navigate = useNavigate();
  const hydrated = useHydrated();
  return (
    <button
      type="button"
      hidden={!hydrated}
      data-testid="back-button"
      onClick={() => (historyBack && visitHasEarlierPage() ? navigate(-1) : navigate(fallback))}
      className={LOOKS[look].className}
    >
      <Label look={look} />
    </button>
  );
}
