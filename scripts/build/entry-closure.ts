import type { Plugin } from "vite";

/** The public pages' modules (each a chunk of its own) and the parts of the code they share. */
const PUBLIC_PAGE = /\/client\/src\/pages\/public\/[^/]+\.tsx$/;
const LISTING_CODE =
  /\/(client\/src\/features\/properties|client\/src\/components\/favorites|shared\/listing|shared\/search)\//;
/**
 * Our own small modules and the icons; libraries (and the forms' schemas, which bring zod) keep
 * chunks of their own.
 */
const GROUPABLE = /\/(client\/src|shared)\/|\/node_modules\/lucide-react\//;
const NOT_GROUPABLE = /\/shared\/validation\/|\/shared\/contracts\//;

type Test = (id: string) => boolean;

/**
 * The build's chunk groups, known once the module graph is complete:
 * - `shell`: the modules the entry imports statically, directly or through other modules: what the
 *   browser must load before the app's first render, whichever page it opens.
 * - `listing` and `common`: what two or more public pages import statically beside the shell, the
 *   listing's code (cards, filters, costs) and the rest. Without them the code a page shares would
 *   be split by which pages share it, some thirty chunks of a few hundred bytes each, each its own
 *   request before the page is interactive; with them a page loads at most four. A page that shows
 *   no listing (the blog) does not load the listing's code.
 */
export function entryClosure(): { plugin: Plugin; test: Test; listing: Test; common: Test } {
  const closure = new Set<string>();
  const shared = new Set<string>();
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
      for (const page of ids.filter((id) => PUBLIC_PAGE.test(id)))
        for (const id of reach([page])) if (!PUBLIC_PAGE.test(id)) uses.set(id, (uses.get(id) ?? 0) + 1);
      shared.clear();
      for (const [id, count] of uses)
        if (count >= 2 && !closure.has(id) && GROUPABLE.test(id) && !NOT_GROUPABLE.test(id)) shared.add(id);
    },
  };
  return {
    plugin,
    test: (id) => closure.has(id),
    listing: (id) => shared.has(id) && LISTING_CODE.test(id),
    common: (id) => shared.has(id) && !LISTING_CODE.test(id),
  };
}
