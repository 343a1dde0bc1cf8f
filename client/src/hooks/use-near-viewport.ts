import { startTransition, useEffect, useState, type RefObject } from "react";

/** How far below the fold deferred code starts loading: about a screen, so it is ready in time. */
const AHEAD = "600px 0px";

/**
 * Calls `onNear` once `element` comes near the viewport (at once where IntersectionObserver is
 * missing). Returns a function that stops watching.
 */
export function watchNearViewport(element: Element, onNear: () => void): () => void {
  if (typeof IntersectionObserver === "undefined") {
    onNear();
    return () => {};
  }
  const observer = new IntersectionObserver(
    (entries) => {
      if (!entries.some((entry) => entry.isIntersecting)) return;
      observer.disconnect();
      onNear();
    },
    { rootMargin: AHEAD },
  );
  observer.observe(element);
  return () => observer.disconnect();
}

/**
 * False until the element of `ref` has come near the viewport: code far below the fold (a form)
 * loads when the visitor scrolls towards it, not while the page becomes interactive. The change
 * renders as a transition, so it never blocks a tap.
 */
export function useNearViewport(ref: RefObject<Element | null>): boolean {
  const [near, setNear] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    return watchNearViewport(element, () => startTransition(() => setNear(true)));
  }, [ref]);
  return near;
}
