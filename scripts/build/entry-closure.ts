import type { Plugin } from "vite";

/**
 * The modules the build's entry imports statically, directly or through other modules: what the
 * browser must load before the app's first render, whichever page it opens. `test` tells a code
 * splitting group whether a module is one of them (known once the module graph is complete).
 */
export function entryClosure(): { plugin: Plugin; test: (id: string) => boolean } {
  const closure = new Set<string>();
  const plugin: Plugin = {
    name: "entry-closure",
    apply: "build",
    buildEnd() {
      closure.clear();
      const pending = [...this.getModuleIds()].filter((id) => this.getModuleInfo(id)?.isEntry);
      while (pending.length) {
        const id = pending.pop()!;
        if (closure.has(id)) continue;
        closure.add(id);
        pending.push(...(this.getModuleInfo(id)?.importedIds ?? []));
      }
    },
  };
  return { plugin, test: (id) => closure.has(id) };
}
