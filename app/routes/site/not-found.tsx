import { notFound, PAGE_NOT_FOUND } from "#app/lib/not-found";

/** Any address no other page takes: the site layout's 404 (docs/spec/customer-site.md §2). */
export function loader(): never {
  throw notFound(PAGE_NOT_FOUND);
}

/** Never rendered (the loader always throws), but a page: a module without a component is a resource route. */
export default function NotFound() {
  return null;
}
