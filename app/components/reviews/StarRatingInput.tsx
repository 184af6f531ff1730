import { Star } from "lucide-react";
import { useId } from "react";

const WORDS: Record<number, string> = { 5: "최고예요", 4: "좋아요", 3: "보통이에요", 2: "아쉬워요", 1: "별로예요" };

/** A radio group drawn as five stars (arrow keys move between them like any radio group). */
export function StarRatingInput({
  value,
  onChange,
  name,
  error,
}: {
  value: number;
  onChange: (rating: number) => void;
  name: string;
  error?: string;
}) {
  const id = useId();
  return (
    <fieldset aria-describedby={error ? `${id}-error` : undefined}>
      <legend className="mb-1.5 text-sm font-semibold text-slate-700 dark:text-slate-200">평점</legend>
      <div className="flex items-center gap-3">
        <div className="flex" data-testid="rating-input">
          {[1, 2, 3, 4, 5].map((n) => (
            <label
              key={n}
              className="cursor-pointer rounded-md p-0.5 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-brand-500"
            >
              <input
                type="radio"
                name={name}
                value={n}
                checked={value === n}
                onChange={() => onChange(n)}
                className="sr-only"
                aria-label={`${n}점`}
              />
              <Star
                aria-hidden
                className={`size-8 transition ${n <= value ? "fill-amber-400 text-amber-400" : "fill-slate-200 text-slate-200 hover:fill-amber-200 hover:text-amber-200 dark:fill-slate-700 dark:text-slate-700"}`}
              />
            </label>
          ))}
        </div>
        <span className="text-sm font-semibold text-slate-600 dark:text-slate-300" aria-hidden>
          {value}점 · {WORDS[value] ?? ""}
        </span>
      </div>
      {error && (
        <p id={`${id}-error`} className="mt-1.5 text-sm text-red-600 dark:text-red-400">
          {error}
        </p>
      )}
    </fieldset>
  );
}
