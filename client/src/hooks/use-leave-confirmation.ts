import { useEffect, useState } from "react";
import { navigate } from "wouter/use-browser-location";

/** The path an in-app link leads to, or undefined for links the browser should handle itself. */
function internalTarget(event: MouseEvent): string | undefined {
  if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey)
    return undefined;
  const link = (event.target as Element | null)?.closest?.("a[href]");
  if (!(link instanceof HTMLAnchorElement) || (link.target && link.target !== "_self") || link.hasAttribute("download"))
    return undefined;
  const url = new URL(link.href, window.location.href);
  if (url.origin !== window.location.origin) return undefined;
  const path = url.pathname + url.search + url.hash;
  return path === window.location.pathname + window.location.search + window.location.hash ? undefined : path;
}

/**
 * While `active` (a form with unsaved input), a click on any link inside the app is held back and
 * returned as `pendingPath`; `leave()` follows it, `stay()` forgets it. Links that open a new tab
 * or another site are left alone; closing or reloading the tab is useBeforeUnload's part.
 */
export function useLeaveConfirmation(active: boolean) {
  const [pendingPath, setPendingPath] = useState<string | null>(null);
  useEffect(() => {
    if (!active) return;
    const onClick = (event: MouseEvent) => {
      const path = internalTarget(event);
      if (path === undefined) return;
      // Capture phase on the document: runs before the link's own (React) handler, which then never sees the click.
      event.preventDefault();
      event.stopPropagation();
      setPendingPath(path);
    };
    document.addEventListener("click", onClick, true);
    return () => document.removeEventListener("click", onClick, true);
  }, [active]);

  return {
    pendingPath,
    stay: () => setPendingPath(null),
    leave: () => {
      const path = pendingPath;
      setPendingPath(null);
      if (path) navigate(path);
    },
  };
}
