import { cn } from "#app/lib/cn";

/** Eyebrow, title and one line of copy that open each home section. */
export function SectionHeading({
  id,
  eyebrow,
  title,
  description,
  align = "left",
  tone = "default",
}: {
  id: string;
  eyebrow: string;
  title: string;
  description?: string;
  align?: "left" | "center";
  tone?: "default" | "inverse";
}) {
  return (
    <div className={align === "center" ? "mx-auto max-w-2xl text-center" : ""}>
      <p
        className={cn(
          "text-sm font-bold tracking-wider",
          tone === "inverse" ? "text-brand-300" : "text-brand-600 dark:text-brand-300",
        )}
      >
        {eyebrow}
      </p>
      <h2 id={id} className="mt-1 text-3xl font-extrabold tracking-tight sm:text-[2.1rem]">
        {title}
      </h2>
      {description && (
        <p
          className={cn(
            "mt-2 text-[15px] sm:text-base",
            tone === "inverse" ? "text-slate-300" : "text-slate-500 dark:text-slate-400",
          )}
        >
          {description}
        </p>
      )}
    </div>
  );
}
