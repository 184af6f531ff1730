import { Star } from "lucide-react";
import { useId } from "react";
import { cn } from "#app/lib/cn";

/** The word beside each rating; each shows while its radio is checked (CSS alone, as the stars). */
const WORDS = [
  { n: 1, text: "1점 · 별로예요", className: "group-has-[[value='1']:checked]/rating:inline" },
  { n: 2, text: "2점 · 아쉬워요", className: "group-has-[[value='2']:checked]/rating:inline" },
  { n: 3, text: "3점 · 보통이에요", className: "group-has-[[value='3']:checked]/rating:inline" },
  { n: 4, text: "4점 · 좋아요", className: "group-has-[[value='4']:checked]/rating:inline" },
  { n: 5, text: "5점 · 최고예요", className: "group-has-[[value='5']:checked]/rating:inline" },
] as const;

/**
 * A radio group drawn as five stars (arrow keys move between them like any radio group). The radios are the
 * form's own (`defaultValue` checked first); the lit stars and the word follow the checked one by CSS, so the
 * group works the same before, after and without the page's scripts.
 */
export function StarRatingInput({
  name,
  defaultValue,
  onChange,
  error,
}: {
  name: string;
  defaultValue: number;
  onChange?: (rating: number) => void;
  error?: string;
}) {
  const id = useId();
  return (
    <fieldset aria-describedby={error ? `${id}-error` : undefined} className="group/rating">
      <legend className="mb-1.5 text-sm font-semibold text-slate-700 dark:text-slate-200">평점</legend>
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
        <div className="-ml-1.5 flex" data-testid="rating-input">
          {[1, 2, 3, 4, 5].map((n) => (
            <label
              key={n}
              className="star-pick inline-flex size-11 cursor-pointer items-center justify-center rounded-lg has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-brand-500"
            >
              <input
                type="radio"
                name={name}
                value={n}
                defaultChecked={defaultValue === n}
                onChange={() => onChange?.(n)}
                className="sr-only"
                aria-label={`${n}점`}
              />
              <Star aria-hidden className="size-8" />
            </label>
          ))}
        </div>
        <span className="text-sm font-semibold whitespace-nowrap text-slate-600 dark:text-slate-300" aria-hidden>
          {WORDS.map((word) => (
            <span key={word.n} className={cn("hidden", word.className)}>
              {word.text}
            </span>
          ))}
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
