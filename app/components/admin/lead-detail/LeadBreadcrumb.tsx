import { useLocation } from "react-router";
import { AdminBreadcrumb } from "#app/components/admin/AdminBreadcrumb";

/** Back to the filtered list the lead was opened from, when the list passed it along. */
export function useListHref(): string {
  const back = (useLocation().state as { back?: unknown } | null)?.back;
  return `/admin${typeof back === "string" && back.startsWith("?") ? back : "?tab=inquiries"}`;
}

export function Breadcrumb({ listHref, current }: { listHref: string; current: string }) {
  return (
    <AdminBreadcrumb
      crumbs={[
        { to: "/admin", label: "관리자 홈" },
        { to: listHref, label: "문의 관리" },
      ]}
      current={current}
      truncate
    />
  );
}
