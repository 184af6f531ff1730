import { index, layout, prefix, type RouteConfig, route } from "@react-router/dev/routes";

/**
 * Every path of the route tables (docs/spec/customer-site.md §2, docs/spec/admin-and-partners.md §2), listed by hand;
 * aliases share a module under their own id.
 */
export default [
  route("sitemap.xml", "routes/seo/sitemap.ts"),
  route("sitemaps/:file", "routes/seo/sitemap-file.ts"),
  route("robots.txt", "routes/seo/robots.ts"),
  layout("routes/site/layout.tsx", [
    index("routes/site/home.tsx", { id: "home" }),
    route("home", "routes/site/home.tsx", { id: "home-alias" }),
    route("customer", "routes/site/home.tsx", { id: "customer-home" }),

    route("vehicle-detail/:category", "routes/site/category.tsx", { id: "category" }),
    route("customer/vehicle-detail/:category", "routes/site/category.tsx", { id: "customer-category" }),
    route("customer/vehicles/:category", "routes/site/category.tsx", { id: "customer-vehicles-category" }),
    route("vehicle/:category", "routes/site/category.tsx", { id: "vehicle-type-category" }),

    route("vehicles/:slug", "routes/site/vehicle.tsx", { id: "vehicle" }),
    route("vehicle-info/:slug", "routes/site/vehicle.tsx", { id: "vehicle-info" }),
    route("quote/:token", "routes/site/quote.tsx"),

    route("search", "routes/site/search.tsx", { id: "search" }),
    route("search/:searchTerm", "routes/site/search.tsx", { id: "search-term" }),
    route("customer/search", "routes/site/search.tsx", { id: "customer-search" }),

    route("new-cars", "routes/site/new-cars.tsx"),
    route("used-cars", "routes/site/used-cars.tsx", { id: "used-cars" }),
    route("customer/used-cars", "routes/site/used-cars.tsx", { id: "customer-used-cars" }),

    route("reviews", "routes/site/reviews.tsx"),
    route("reviews/new", "routes/site/review-new.tsx"),
    route("compare", "routes/site/compare.tsx"),
    route("saved", "routes/site/saved.tsx"),
    route("privacy", "routes/site/privacy.tsx"),
    route("terms", "routes/site/terms.tsx"),
    route("*", "routes/site/not-found.tsx"),
  ]),

  route("admin-login", "routes/admin/login.tsx"),
  route("admin", "routes/admin/dashboard.tsx"),
  layout("routes/admin/layout.tsx", [
    route("admin/vehicle-info/:slug", "routes/admin/vehicle-edit.tsx", { id: "admin-vehicle-info" }),
    route("admin/vehicle-edit/:slug", "routes/admin/vehicle-edit.tsx", { id: "admin-vehicle-edit" }),
    route("admin-vehicle-edit/:slug", "routes/admin/vehicle-edit.tsx", { id: "admin-vehicle-edit-alias" }),
    route("admin/vehicle-detail/:category", "routes/admin/vehicle-list.tsx", { id: "admin-vehicle-detail" }),
    route("admin-vehicle-detail/:category", "routes/admin/vehicle-list.tsx", { id: "admin-vehicle-detail-alias" }),
    route("admin-vehicle-list/:category", "routes/admin/vehicle-list.tsx", { id: "admin-vehicle-list" }),
    route("admin/leads/:id", "routes/admin/lead.tsx", { id: "admin-lead" }),
    route("admin/listing-reviews", "routes/admin/listing-reviews.tsx"),
    route("admin/price-sheet", "routes/admin/price-sheet.tsx"),
    route("admin/bulk-price", "routes/admin/bulk-price.tsx"),
    route("admin/account", "routes/admin/account.tsx"),
    layout("routes/admin/owner-layout.tsx", [
      route("admin/settings", "routes/admin/settings.tsx"),
      route("admin/alert-settings", "routes/admin/alert-settings.tsx"),
      route("admin/search-synonyms", "routes/admin/search-synonyms.tsx"),
      route("admin/staff", "routes/admin/staff.tsx"),
    ]),
  ]),

  route("partners-login", "routes/partners/login.tsx"),
  route("partners-signup", "routes/partners/signup.tsx"),
  layout("routes/partners/layout.tsx", [
    ...prefix("partners", [
      index("routes/partners/home.tsx"),
      route("new-cars", "routes/partners/new-cars.tsx"),
      route("used-cars", "routes/partners/used-cars.tsx"),
      route("vehicle-add/:category/:type", "routes/partners/vehicle-add.tsx"),
      route("vehicles/:slug", "routes/partners/vehicle.tsx"),
      route("price-sheet", "routes/partners/price-sheet.tsx"),
    ]),
  ]),
] satisfies RouteConfig;
