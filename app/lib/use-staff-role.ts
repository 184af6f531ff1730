import { useRouteLoaderData } from "react-router";
import type { StaffRole } from "#domain/staff-text";

type WithViewer = { viewer?: { staffRole: StaffRole | null } } | undefined;

/** The signed-in staff member's level, from the admin layout's loader or the dashboard's (outside the layout). */
export function useStaffRole(): StaffRole | null {
  const layout = useRouteLoaderData("routes/admin/layout") as WithViewer;
  const dashboard = useRouteLoaderData("routes/admin/dashboard") as WithViewer;
  return layout?.viewer?.staffRole ?? dashboard?.viewer?.staffRole ?? null;
}

/**
 * Whether the 대표 관리자 is signed in: only they are offered deletions and the lead download (the server refuses
 * them to a 상담원 all the same).
 */
export function useIsOwner(): boolean {
  return useStaffRole() === "owner";
}
