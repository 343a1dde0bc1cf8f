import { useEffect, useState } from "react";

/**
 * Runs `task` once the page has loaded and the browser is idle, so code that is not needed for
 * the first screen (theme menu, toast region) never competes with it. Returns a cancel function.
 */
export function afterLoadIdle(task: () => void): () => void {
  let cancelIdle = () => {};
  const schedule = () => {
    if (typeof window.requestIdleCallback === "function") {
      const handle = window.requestIdleCallback(task, { timeout: 2000 });
      cancelIdle = () => window.cancelIdleCallback(handle);
    } else {
      const handle = window.setTimeout(task, 100);
      cancelIdle = () => window.clearTimeout(handle);
    }
  };
  if (document.readyState === "complete") {
    schedule();
    return () => cancelIdle();
  }
  window.addEventListener("load", schedule, { once: true });
  return () => {
    window.removeEventListener("load", schedule);
    cancelIdle();
  };
}

/** False until the page has loaded and the browser was idle once. */
export function useAfterLoad(): boolean {
  const [ready, setReady] = useState(false);
  useEffect(() => afterLoadIdle(() => setReady(true)), []);
  return ready;
}
