import { AdminBreadcrumb } from "./AdminBreadcrumb";
import { AdminHeader } from "./AdminHeader";

const VEHICLE_CRUMBS = [
  { to: "/admin", label: "관리자 홈" },
  { to: "/admin?tab=vehicles", label: "차량 목록" },
] as const;

/**
 * An admin page: the admin header, a breadcrumb back (관리자 홈 / 차량 목록 / … for the vehicles area's pages), the
 * page's title with its one-line explanation and actions, then the page.
 */
export function AdminPageShell({
  title,
  description,
  actions,
  crumbs = VEHICLE_CRUMBS,
  children,
}: {
  title: string;
  description?: React.ReactNode;
  actions?: React.ReactNode;
  /** The pages above this one; the vehicles area's unless told. */
  crumbs?: readonly { to: string; label: string }[];
  children: React.ReactNode;
}) {
  return (
    <div className="min-h-dvh bg-slate-50 dark:bg-slate-950">
      <AdminHeader />
      <main className="mx-auto max-w-7xl space-y-6 px-4 py-6 sm:space-y-8 sm:px-6 sm:py-8">
        <div className="space-y-3">
          <AdminBreadcrumb crumbs={crumbs} current={title} />
          <div className="flex flex-wrap items-center justify-between gap-3">
            <div className="min-w-0">
              <h1 className="text-2xl font-extrabold tracking-tight sm:text-3xl">{title}</h1>
              {description && <p className="mt-1 text-sm text-slate-500 dark:text-slate-400">{description}</p>}
            </div>
            {actions && <div className="flex flex-wrap gap-2">{actions}</div>}
          </div>
        </div>
        {children}
      </main>
    </div>
  );
}
