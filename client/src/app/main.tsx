import { startTransition } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";
import { App } from "./app";
import { preloadPublicPage } from "./public-pages";

const container = document.getElementById("root")!;

// A public page arrives rendered by the server (data-ssr): React hydrates it, in a transition, so
// it works in slices and yields to the browser between them instead of blocking input in one long
// task. The admin area and the not-found page are rendered here (a transition too).
function start() {
  if (container.hasAttribute("data-ssr")) {
    startTransition(() => void hydrateRoot(container, <App />));
    return;
  }
  const root = createRoot(container);
  startTransition(() => root.render(<App />));
}

// The page's chunk is already on its way (the server lists it as modulepreload): waiting for it
// lets the first render show the page itself rather than a spinner (or, hydrating, a mismatch).
preloadPublicPage(window.location.pathname).then(start, start);
