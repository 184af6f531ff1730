import type { Config } from "@react-router/dev/config";

export default {
  ssr: true,
  // The whole route manifest comes with the page (one cached file) instead of being fetched in parts as links
  // render: a part arriving after hydration re-renders the page, which would hydrate every below-the-fold
  // block at once (components/layout/HydratedApart).
  routeDiscovery: { mode: "initial" },
  future: {
    // Each area's layout guards every route below it, a page's own data request included (routes/*/layout.tsx).
    v8_middleware: true,
    // React Router 8's defaults, adopted: a route's client-only exports (the lead page's clientAction) load as a
    // chunk of their own, and the build runs on Vite's environment API. Neither changes what a page does.
    v8_splitRouteModules: true,
    v8_viteEnvironmentApi: true,
    // Kept off, on purpose (set, so the build does not warn about them). Both change what the site answers:
    // passing requests through hands loaders and actions the raw `.data` address, and the loaders and actions
    // that build addresses from `request.url` (redirects after a form, canonical URLs, filters) would then put
    // `.data` into them; trailing-slash-aware data requests move the root's data address from `/_root.data` to
    // `/_.data`, which cached pages, clients and the route tests ask for. Each needs its own change first.
    v8_passThroughRequests: false,
    v8_trailingSlashAwareDataRequests: false,
  },
} satisfies Config;
