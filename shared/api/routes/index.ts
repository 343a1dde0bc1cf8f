// The route table: every route the server answers, outside the pages. The server mounts them in
// this order (a fixed path such as /api/properties/import before /api/properties/:id), the client
// calls them through their endpoints, and /api/openapi.json describes them.

import type { RouteDef } from "../route";
import { accountRoutes } from "./accounts";
import { applicationRoutes } from "./applications";
import { contentRoutes } from "./content";
import { fileRoutes } from "./files";
import { operationsRoutes } from "./operations";
import { propertyRoutes } from "./properties";

export const routeTable = {
  ...operationsRoutes,
  ...accountRoutes,
  ...propertyRoutes,
  ...applicationRoutes,
  ...contentRoutes,
  ...fileRoutes,
} satisfies Record<string, RouteDef>;

export type RouteTable = typeof routeTable;
export type RouteName = keyof RouteTable;

/** The table entry of an endpoint, found by its method and path. */
export type RouteAt<E extends { method: string; path: string }> = Extract<
  RouteTable[RouteName],
  { method: E["method"]; path: E["path"] }
>;
