import { API_ROUTES, APP_ROUTES } from "./api";
import { PAGE_ROUTES } from "./pages";

export type { Caller, Expectation, Fixtures, ManifestRoute, RouteRequest } from "./rules";

/**
 * Every route of the site with who may call it and what each caller gets. tests/api/route-access.test.ts
 * walks it and fails on any route the running code declares that is missing here (and on any entry that
 * names no route any more).
 */
export const ROUTE_MANIFEST = { api: [...APP_ROUTES, ...API_ROUTES], pages: PAGE_ROUTES };
