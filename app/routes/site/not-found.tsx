import { data } from "react-router";
import { NotFoundPage } from "#app/components/layout/NotFoundPage";
import { notFoundMeta } from "#app/lib/seo";

export function loader() {
  return data(null, { status: 404 });
}

export const meta = () => notFoundMeta("페이지를 찾을 수 없습니다 | 404");

export default function NotFound() {
  return <NotFoundPage />;
}
