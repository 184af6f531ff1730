import { Moon, Sun } from "lucide-react";
import { useEffect, useState } from "react";
import { cn } from "#app/lib/cn";
import { applyTheme, currentTheme, type Theme } from "#app/lib/theme";

export function ThemeToggle() {
  // The server cannot know the stored theme; render neutral until mounted.
  const [theme, setTheme] = useState<Theme | null>(null);
  useEffect(() => setTheme(currentTheme()), []);
  const next: Theme = theme === "dark" ? "light" : "dark";
  return (
    <button
      type="button"
      onClick={() => {
        applyTheme(next);
        setTheme(next);
      }}
      aria-label={theme === "dark" ? "라이트 모드로 전환" : "다크 모드로 전환"}
      aria-pressed={theme === "dark"}
      data-testid="theme-toggle"
      // Hidden, in its place, until the scripts run: before that a tap would do nothing.
      className={cn(
        theme === null && "invisible",
        "inline-flex size-11 items-center justify-center rounded-full text-slate-600 transition hover:bg-slate-100 hover:text-slate-900 dark:text-slate-300 dark:hover:bg-slate-800 dark:hover:text-white",
      )}
    >
      <Sun className="hidden size-5 dark:block" aria-hidden />
      <Moon className="size-5 dark:hidden" aria-hidden />
    </button>
  );
}
