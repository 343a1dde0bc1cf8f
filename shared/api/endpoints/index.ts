// Every endpoint, for the route table. The client imports from site.ts or admin.ts directly, so a
// public page's bundle holds only the site's.

export * from "./admin";
export * from "./site";
