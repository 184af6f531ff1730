// What decides the site's chunk groups (vite.config.ts, `codeSplitting.groups`; docs/decisions/0004-chunk-groups.md):
// which modules the shell loads, and which parts two or more customer pages share.

const SHELL = /[\\/]app[\\/](root\.tsx|routes[\\/]site[\\/]layout\.tsx)$/;

export const HOME_ROUTE = /[\\/]app[\\/]routes[\\/]site[\\/]home\.tsx$/;

const CUSTOMER_ROUTE = /[\\/]app[\\/]routes[\\/]site[\\/](?!layout\.tsx$)[^\\/]+\.tsx$/;

/** The customer route modules that import the module statically, directly or through others. */
function customerRoutesUsing(
  id: string,
  importersOf: (id: string) => readonly string[],
  found = new Set<string>(),
  seen = new Set<string>(),
): Set<string> {
  seen.add(id);
  for (const importer of importersOf(id)) {
    if (CUSTOMER_ROUTE.test(importer)) found.add(importer);
    else if (!seen.has(importer)) customerRoutesUsing(importer, importersOf, found, seen);
  }
  return found;
}

/** Whether the site's shell (root and customer layout) imports the module, directly or through others. */
export function inShell(id: string, importersOf: (id: string) => readonly string[], seen = new Set<string>()): boolean {
  if (SHELL.test(id)) return true;
  seen.add(id);
  return importersOf(id).some((importer) => !seen.has(importer) && inShell(importer, importersOf, seen));
}

type ModuleInfoOf = (
  id: string,
) => { importers: readonly string[]; dynamicImporters: readonly string[] } | null | undefined;

/**
 * The customer route modules that load the module up front, when two or more customer pages use it (up front or
 * in a part they load later); null when it is a route module, or not shared that way.
 */
export function sharedBy(id: string, info: ModuleInfoOf): string[] | null {
  if (CUSTOMER_ROUTE.test(id)) return null;
  const upFront = customerRoutesUsing(id, (m) => info(m)?.importers ?? []);
  if (upFront.size === 0) return null;
  const anyImporters = (m: string) => [...(info(m)?.importers ?? []), ...(info(m)?.dynamicImporters ?? [])];
  const anyWay = upFront.size >= 2 || customerRoutesUsing(id, anyImporters).size >= 2;
  return anyWay ? [...upFront] : null;
}
