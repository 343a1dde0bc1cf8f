import { StrictMode, startTransition } from "react";
import { createRoot } from "react-dom/client";
import "../index.css";
import { AppProviders } from "./providers";
import { preloadPublicPage } from "./public-pages";
import { AppRouter } from "./router";

// The first render is a transition: React renders it in slices and yields to the browser between
// them, instead of one long task that blocks input while the page appears.
function render() {
  const root = createRoot(document.getElementById("root")!);
  startTransition(() =>
    root.render(
      <StrictMode>
        <AppProviders>
          <AppRouter />
        </AppProviders>
      </StrictMode>,
    ),
  );
}

// The page's chunk is already on its way (the server lists it as modulepreload): waiting for it
// lets the first render show the page itself rather than a spinner that React then holds back.
preloadPublicPage(window.location.pathname).then(render, render);
