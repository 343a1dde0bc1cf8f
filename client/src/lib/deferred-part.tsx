import { lazy, memo, Suspense, type ComponentType, type ReactNode } from "react";
import { watchNearViewport } from "@/hooks/use-near-viewport";

/**
 * Resolves once the element with this id comes near the viewport. At once on the server, and when
 * the element is not in the page yet (a page reached within the site renders it after this is asked).
 */
function whenNearViewport(id: string): Promise<void> {
  const element = typeof document === "undefined" ? null : document.getElementById(id);
  if (!element) return Promise.resolve();
  return new Promise((resolve) => watchNearViewport(element, resolve));
}

/**
 * A part below the fold whose code the browser loads, and whose server-rendered HTML it hydrates,
 * only when the element `anchorId` (outside the part) comes near the viewport. Until then the
 * server's HTML stays as it is: links work, and the page is interactive with less JavaScript.
 * Memoised without props, so a parent that renders again (a new route) does not make React give
 * up the server's HTML for the fallback while the part's code is still on its way.
 */
export function deferredPart(
  anchorId: string,
  load: () => Promise<{ default: ComponentType }>,
  fallback: ReactNode = null,
): ComponentType {
  const Part = lazy(() => whenNearViewport(anchorId).then(load));
  return memo(function DeferredPart() {
    return (
      <Suspense fallback={fallback}>
        <Part />
      </Suspense>
    );
  });
}
