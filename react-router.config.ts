import type { Config } from "@react-router/dev/config";

export default {
  ssr: true,
  // The whole route manifest comes with the page (one cached file) instead of being fetched in parts as links
  // render: a part arriving after hydration re-renders the page, which would hydrate every below-the-fold
  // block at once (components/layout/HydratedApart).
  routeDiscovery: { mode: "initial" },
  // Each area's layout guards every route below it, a page's own data request included (routes/*/layout.tsx).
  future: { v8_middleware: true },
} satisfies Config;
