import type { Plugin } from "vite";

/** The public pages' modules (each a chunk of its own) and the parts of the code they share. */
const PUBLIC_PAGE = /\/client\/src\/pages\/public\/[^/]+\.tsx$/;
const HOME_PAGE = /\/client\/src\/pages\/public\/home\.tsx$/;
/** The pages most visits see, whose budgets the performance gate holds. */
const MAIN_PAGE = /\/client\/src\/pages\/public\/(home|properties|property-detail|blog|blog-post)\.tsx$/;
const LISTING_CODE =
  /\/(client\/src\/features\/properties|client\/src\/components\/favorites|shared\/listing|shared\/search)\//;
const BLOG_CODE = /\/(client\/src\/features\/blog\/|shared\/blog-)/;
/**
 * Our own small modules and the icons; libraries (and the forms' schemas, which bring zod) keep
 * chunks of their own, and so do the words of the pages of fixed content, which the home page,
 * the list and the listings do not need, and the maps' code, which only the list, a listing and the
 * privacy page use.
 */
const GROUPABLE = /\/(client\/src|shared)\/|\/node_modules\/lucide-react\//;
const NOT_GROUPABLE =
  /\/shared\/validation\/|\/shared\/contracts\/|\/shared\/fixed-page-heads\.ts$|\/client\/src\/components\/map\//;
/** The card of a listing: a page that imports it statically shows listings on its first screen. */
const LISTING_CARD = /\/client\/src\/features\/properties\/components\/property-card\.tsx$/;

type Test = (id: string) => boolean;

/**
 * The build's chunk groups, known once the module graph is complete:
 * - `shell`: the modules the entry imports statically, directly or through other modules: what the
 *   browser must load before the app's first render, whichever page it opens.
 * - `listing`, `blog`, `common`, `pages` and `more`: what two or more public pages import
 *   statically beside the shell: the listing's code (cards, filters, costs), the blog's, the rest
 *   the home page needs too (`common`), the rest that the list, a listing or the blog need
 *   (`pages`), and what only the other pages share (`more`: the forms' and token pages' parts).
 *   The pages most visits see thus load no code of the forms, and the home page, where most
 *   visitors land, none of the other pages'. Without them the code a page shares would
 *   be split by which pages share it, some thirty chunks of a few hundred bytes each, each its own
 *   request before the page is interactive; with them a page loads at most four. A page that shows
 *   no listing card on its first screen (the blog, the home page) does not load the listing's code.
 */
export function entryClosure(): {
  plugin: Plugin;
  test: Test;
  listing: Test;
  blog: Test;
  common: Test;
  pages: Test;
  more: Test;
} {
  const closure = new Set<string>();
  const neededByHome = new Set<string>();
  const neededByMain = new Set<string>();
  const shared = new Set<string>();
  const neededWithoutCards = new Set<string>();
  const plugin: Plugin = {
    name: "entry-closure",
    apply: "build",
    buildEnd() {
      const reach = (starts: string[], into = new Set<string>()) => {
        const pending = [...starts];
        while (pending.length) {
          const id = pending.pop()!;
          if (into.has(id)) continue;
          into.add(id);
          pending.push(...(this.getModuleInfo(id)?.importedIds ?? []));
        }
        return into;
      };
      const ids = [...this.getModuleIds()];
      closure.clear();
      reach(
        ids.filter((id) => this.getModuleInfo(id)?.isEntry),
        closure,
      );
      const uses = new Map<string, number>();
      neededWithoutCards.clear();
      neededByHome.clear();
      neededByMain.clear();
      for (const page of ids.filter((id) => PUBLIC_PAGE.test(id))) {
        const reached = reach([page]);
        if (HOME_PAGE.test(page)) for (const id of reached) neededByHome.add(id);
        if (MAIN_PAGE.test(page)) for (const id of reached) neededByMain.add(id);
        const showsCards = [...reached].some((id) => LISTING_CARD.test(id));
        for (const id of reached) {
          if (PUBLIC_PAGE.test(id)) continue;
          uses.set(id, (uses.get(id) ?? 0) + 1);
          if (!showsCards) neededWithoutCards.add(id);
        }
      }
      shared.clear();
      for (const [id, count] of uses)
        if (count >= 2 && !closure.has(id) && GROUPABLE.test(id) && !NOT_GROUPABLE.test(id)) shared.add(id);
    },
  };
  // Listing code that a page without cards needs too (the home page's quick search builds a list
  // link) goes with the rest, so that page does not load the cards' code before it is interactive.
  const isListingOnly = (id: string) => LISTING_CODE.test(id) && !neededWithoutCards.has(id);
  return {
    plugin,
    test: (id) => closure.has(id),
    listing: (id) => shared.has(id) && isListingOnly(id),
    blog: (id) => shared.has(id) && BLOG_CODE.test(id),
    common: (id) => shared.has(id) && !isListingOnly(id) && !BLOG_CODE.test(id) && neededByHome.has(id),
    pages: (id) =>
      shared.has(id) && !isListingOnly(id) && !BLOG_CODE.test(id) && !neededByHome.has(id) && neededByMain.has(id),
    more: (id) => shared.has(id) && !isListingOnly(id) && !BLOG_CODE.test(id) && !neededByMain.has(id),
  };
}
