import { Section } from "#app/components/vehicle/VehicleSections";
import { OPTION_GROUP_LABELS, OPTION_GROUPS, type VehicleOptions } from "#domain/vehicle";

/** The option table of the partners' vehicle page: the four groups as rows, or 옵션 정보가 없습니다. */
export function PartnerOptionsTable({ options }: { options: VehicleOptions }) {
  const groups = OPTION_GROUPS.map((g) => ({ key: g, label: OPTION_GROUP_LABELS[g], items: options[g] ?? [] }));
  const free = options.전체옵션?.trim();
  const empty = !free && groups.every((g) => g.items.length === 0);
  return (
    <Section title="옵션 정보" id="partner-options">
      {empty ? (
        <p className="rounded-xl bg-slate-50 px-4 py-6 text-center text-sm text-slate-500 dark:bg-slate-800/60 dark:text-slate-400">
          옵션 정보가 없습니다
        </p>
      ) : (
        <div className="overflow-hidden rounded-xl border border-slate-200 dark:border-slate-800">
          <table className="w-full border-collapse text-left text-sm" data-testid="option-table">
            <tbody>
              {groups.map((g) => (
                <tr key={g.key} className="border-b border-slate-100 last:border-0 dark:border-slate-800">
                  <th
                    scope="row"
                    className="w-28 bg-slate-50 px-3 py-3 align-top font-semibold text-slate-600 sm:w-36 dark:bg-slate-900 dark:text-slate-300"
                  >
                    {g.label}
                  </th>
                  <td className="px-3 py-2.5 text-slate-800 dark:text-slate-100">
                    {g.items.length > 0 ? (
                      <ul className="flex flex-wrap gap-1.5">
                        {g.items.map((item) => (
                          <li
                            key={item}
                            className="rounded-full bg-slate-100 px-2.5 py-1 text-[13px] font-medium dark:bg-slate-800"
                          >
                            {item}
                          </li>
                        ))}
                      </ul>
                    ) : (
                      <span className="text-slate-500 dark:text-slate-400">-</span>
                    )}
                  </td>
                </tr>
              ))}
              {free && (
                <tr>
                  <th
                    scope="row"
                    className="bg-slate-50 px-3 py-3 align-top font-semibold text-slate-600 dark:bg-slate-900 dark:text-slate-300"
                  >
                    전체옵션
                  </th>
                  <td className="px-3 py-3 whitespace-pre-line text-slate-700 dark:text-slate-300">{free}</td>
                </tr>
              )}
            </tbody>
          </table>
        </div>
      )}
    </Section>
  );
}
