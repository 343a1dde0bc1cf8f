import type { ComponentType } from "react";
import { parse } from "regexparam";
import { matchRoute } from "wouter";
import HomePage from "@/pages/public/home";
import { lazyPage, type LazyPage } from "./lazy-page";

// Home is in the entry chunk; every other page loads on first visit (one chunk each).
// Page modules export their component as default.
export const publicPages: [path: string, page: ComponentType | LazyPage][] = [
  ["/", HomePage],
  ["/services", lazyPage(() => import("@/pages/public/services"))],
  ["/properties", lazyPage(() => import("@/pages/public/properties"))],
  ["/properties/:id", lazyPage(() => import("@/pages/public/property-detail"))],
  ["/application/:id", lazyPage(() => import("@/pages/public/application"))],
  ["/about-us", lazyPage(() => import("@/pages/public/about-us"))],
  ["/blog", lazyPage(() => import("@/pages/public/blog"))],
  ["/blog/:slug", lazyPage(() => import("@/pages/public/blog-post"))],
  ["/contact", lazyPage(() => import("@/pages/public/contact"))],
  ["/legal", lazyPage(() => import("@/pages/public/legal"))],
];

/** Loads the chunk of the public page at `path` (if it has one), so the first render shows it at once. */
export async function preloadPublicPage(path: string): Promise<void> {
  const entry = publicPages.find(([pattern]) => matchRoute(parse, pattern, path)[0]);
  await (entry?.[1] as Partial<LazyPage> | undefined)?.preload?.();
}
