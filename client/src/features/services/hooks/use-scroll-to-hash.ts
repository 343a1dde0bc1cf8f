import { useEffect } from "react";

/**
 * Once the page has rendered, scrolls to the element named by the URL hash (/services#verwaltung).
 * Needed because the page is a lazy chunk: when the browser and the layout look for the anchor
 * on arrival, the section does not exist yet.
 */
export function useScrollToHash() {
  useEffect(() => {
    const id = decodeURIComponent(window.location.hash.slice(1));
    if (id) document.getElementById(id)?.scrollIntoView();
  }, []);
}
