import { data } from "react-router";
import { NotFoundPage } from "#app/components/layout/NotFoundPage";

export function loader() {
  return data(null, { status: 404 });
}

export const meta = () => [{ title: "페이지를 찾을 수 없습니다 | 404" }, { name: "robots", content: "noindex" }];

export default function NotFound() {
  return <NotFoundPage />;
}
