import { useId } from "react";
import { Breadcrumb } from "#app/components/catalogue/PageHeader";

/** 개인정보처리방침 and 이용약관: a title, an opening paragraph, then numbered articles. */
export function LegalDocument({
  title,
  intro,
  children,
}: {
  title: string;
  intro: React.ReactNode;
  children: React.ReactNode;
}) {
  return (
    <main className="mx-auto max-w-3xl px-4 py-8 sm:px-6 sm:py-12">
      <Breadcrumb items={[{ label: "홈", to: "/" }, { label: title }]} />
      <h1 className="mt-4 text-3xl font-extrabold tracking-tight sm:text-4xl">{title}</h1>
      <div className="mt-4 text-[15px] leading-relaxed text-slate-700 dark:text-slate-300">{intro}</div>
      <div className="mt-10 space-y-9 text-[15px] leading-relaxed text-slate-700 dark:text-slate-300">{children}</div>
    </main>
  );
}

export function Article({ title, children }: { title: string; children: React.ReactNode }) {
  const id = useId();
  return (
    <section aria-labelledby={id} className="space-y-3">
      <h2 id={id} className="text-lg font-bold text-slate-900 dark:text-white">
        {title}
      </h2>
      {children}
    </section>
  );
}

export const listClass = "list-disc space-y-1.5 pl-5";

/** Two columns of text (구분 | 내용), readable on a phone. */
export function FactTable({
  head,
  rows,
}: {
  head: [string, string];
  rows: readonly [React.ReactNode, React.ReactNode][];
}) {
  return (
    <div className="overflow-x-auto rounded-xl border border-slate-200 dark:border-slate-800">
      <table className="w-full text-left text-sm">
        <thead className="bg-slate-50 text-slate-900 dark:bg-slate-900 dark:text-white">
          <tr>
            <th scope="col" className="px-3.5 py-2.5 font-semibold whitespace-nowrap">
              {head[0]}
            </th>
            <th scope="col" className="px-3.5 py-2.5 font-semibold">
              {head[1]}
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-200 dark:divide-slate-800">
          {rows.map(([key, value], i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: fixed rows, never reordered
            <tr key={i}>
              <th scope="row" className="px-3.5 py-2.5 align-top font-semibold text-slate-900 dark:text-white">
                {key}
              </th>
              <td className="px-3.5 py-2.5 align-top">{value}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
