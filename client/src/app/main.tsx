import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import "../index.css";
import { AppProviders } from "./providers";
import { preloadPublicPage } from "./public-pages";
import { AppRouter } from "./router";

function render() {
  createRoot(document.getElementById("root")!).render(
    <StrictMode>
      <AppProviders>
        <AppRouter />
      </AppProviders>
    </StrictMode>,
  );
}

// The page's chunk is already on its way (the server lists it as modulepreload): waiting for it
// lets the first render show the page itself rather than a spinner that React then holds back.
preloadPublicPage(window.location.pathname).then(render, render);
