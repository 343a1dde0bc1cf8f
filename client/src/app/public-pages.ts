import type { ComponentType } from "react";
import { matchPublicRoute, publicRoutes } from "@shared/public-routes";
import { lazyPage, type LazyPage } from "./lazy-page";

type PageModule = { default: ComponentType };

// Every page is a chunk of its own: the server renders the page and announces its chunk (with the
// entry) as modulepreload, so no page's code weighs on another's. Page modules export their
// component as default. Keys are relative to this folder ("../pages/public/….tsx"); the route table
// names them from the client root ("src/pages/public/….tsx").
const lazyModules = import.meta.glob<PageModule>(["../pages/public/*.tsx", "!../pages/public/not-found.tsx"]);

function pageOf(module: string): ComponentType | LazyPage {
  const load = lazyModules[module.replace(/^src\//, "../")];
  if (!load) throw new Error(`Seite ${module} fehlt`);
  return lazyPage(load);
}

/** The router's public pages, in the order of the shared route table. */
export const publicPages: [path: string, page: ComponentType | LazyPage][] = publicRoutes.map((route) => [
  route.path,
  pageOf(route.module),
]);

/** Loads the chunk of the public page at `path` (if it has one), so the first render shows it at once. */
export async function preloadPublicPage(path: string): Promise<void> {
  const route = matchPublicRoute(path)?.route;
  const page = publicPages.find(([pattern]) => pattern === route?.path)?.[1];
  await (page as Partial<LazyPage> | undefined)?.preload?.();
}
