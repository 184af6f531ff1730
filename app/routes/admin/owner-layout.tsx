import { isRouteErrorResponse, Outlet } from "react-router";
import { AdminNotFound } from "#app/components/admin/AdminNotFound";
import { ErrorPage } from "#app/components/layout/ErrorPage";
import { ownerOnly } from "#app/lib/area-guards";
import { notFoundMessage, PAGE_NOT_FOUND } from "#app/lib/not-found";
import { privateMeta } from "#app/lib/seo";
import { OWNER_ONLY } from "#domain/staff-text";
import type { Route } from "./+types/owner-layout";

/** 사이트 설정, 검색 동의어 and 직원 관리: the 대표 관리자's pages, refused to a 상담원 on the server. */
export const middleware: Route.MiddlewareFunction[] = [ownerOnly];

export default function OwnerLayout() {
  return <Outlet />;
}

const forbidden = (error: unknown) => isRouteErrorResponse(error) && error.status === 403;

export function meta({ error }: Route.MetaArgs) {
  if (forbidden(error)) return privateMeta(`${OWNER_ONLY} | 관리자`);
  const message = notFoundMessage(error, PAGE_NOT_FOUND);
  return message === null ? [] : privateMeta(`${message} | 관리자`);
}

/** A 상담원's 403 under the admin header, with a way back; a page's 404 as the admin layout shows it. */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  if (forbidden(error)) return <AdminNotFound message={OWNER_ONLY} detail="이 메뉴는 대표 관리자에게 요청해주세요." />;
  const message = notFoundMessage(error, PAGE_NOT_FOUND);
  if (message === null) return <ErrorPage />;
  return <AdminNotFound message={message} />;
}
