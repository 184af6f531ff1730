import { ToastProvider } from "#app/components/ui/toast";
import adminStylesheet from "#app/styles/admin.css?url";
import { OWNER_ONLY } from "#domain/staff-text";
import { AdminNotFound } from "./AdminNotFound";

/**
 * A 상담원's 403 on a 대표 관리자's page, opened by its address: the refusal under the admin header, with a way back.
 * The server refuses before any loader runs, so this renders at the root (app/root.tsx), without the admin
 * layout: it links the admin's stylesheet and holds its own toasts (the header's 로그아웃 reports a failure).
 */
export default function AdminRefusal() {
  return (
    <ToastProvider>
      <link rel="stylesheet" href={adminStylesheet} precedence="admin" />
      <AdminNotFound message={OWNER_ONLY} detail="이 메뉴는 대표 관리자에게 요청해주세요." />
    </ToastProvider>
  );
}
