import { createElement, lazy, type ComponentType } from "react";

type PageModule = { default: ComponentType };
export type LazyPage = ComponentType & { preload: () => Promise<PageModule> };

/**
 * React.lazy with preload(): once its chunk has arrived, the page renders directly instead of
 * passing through Suspense. React holds content that replaces a shown fallback back for about
 * 300 ms, which on a first visit would delay the page (and its largest image) although the server
 * already announced the chunk in the HTML.
 */
export function lazyPage(load: () => Promise<PageModule>): LazyPage {
  let loaded: ComponentType | undefined;
  let loading: Promise<PageModule> | undefined;
  const preload = () =>
    (loading ??= load().then((module) => {
      loaded = module.default;
      return module;
    }));
  const Lazy = lazy(preload);
  const Page = (props: object) => createElement(loaded ?? Lazy, props);
  return Object.assign(Page, { preload });
}
