// Where each route the public site calls lives: its method and path, and nothing else. The route
// table (shared/api/routes/) adds input schemas and answer contracts to each; the client imports
// these plain objects, whose types lead it to the route's schemas (`RouteAt` in routes/index.ts),
// without shipping Zod schemas or Drizzle tables to the browser. The admin area's endpoints are in
// admin.ts, so the public pages never load them.

export const mapSettings = { method: "get", path: "/api/map-settings" } as const;
export const health = { method: "get", path: "/api/health" } as const;
export const openApi = { method: "get", path: "/api/openapi.json" } as const;
export const retention = { method: "get", path: "/api/privacy/retention" } as const;
export const listProperties = { method: "get", path: "/api/properties" } as const;
export const getProperty = { method: "get", path: "/api/properties/:id" } as const;
export const similarProperties = { method: "get", path: "/api/properties/:id/similar" } as const;
export const propertyExpose = { method: "get", path: "/api/properties/:id/expose.pdf" } as const;
export const submitApplication = { method: "post", path: "/api/applications" } as const;
// The staff's list is read at the same address the form posts to; the form refreshes it.
export const listApplications = { method: "get", path: "/api/applications" } as const;
export const withdrawApplication = { method: "post", path: "/api/applications/withdraw" } as const;
export const listBlogPosts = { method: "get", path: "/api/blog" } as const;
export const getBlogPostBySlug = { method: "get", path: "/api/blog/slug/:slug" } as const;
export const sendContact = { method: "post", path: "/api/contact" } as const;
export const signUpSearchAlert = { method: "post", path: "/api/search-alerts" } as const;
export const confirmSearchAlert = { method: "post", path: "/api/search-alerts/confirm" } as const;
export const unsubscribeSearchAlert = { method: "post", path: "/api/search-alerts/unsubscribe" } as const;
export const mediaFile = { method: "get", path: "/media/:id" } as const;
export const mediaVariant = { method: "get", path: "/media/:id/:width.:format" } as const;
export const propertyShareImage = { method: "get", path: "/og/properties/:id.jpg" } as const;
export const robotsTxt = { method: "get", path: "/robots.txt" } as const;
export const sitemapIndex = { method: "get", path: "/sitemap.xml" } as const;
export const sitemapFile = { method: "get", path: "/sitemaps/:name" } as const;
