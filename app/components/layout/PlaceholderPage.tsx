/** A route whose screen is not built yet still renders in the shell and says what it will be. */
export function PlaceholderPage({ title, description }: { title: string; description: string }) {
  return (
    <main className="mx-auto max-w-3xl px-4 py-16 sm:px-6">
      <h1 className="text-2xl font-bold">{title}</h1>
      <p className="mt-2 text-slate-600 dark:text-slate-400">{description}</p>
    </main>
  );
}
