import { StrictMode, useEffect } from "react";
import type { QueryClient } from "@tanstack/react-query";
import { AppProviders } from "./providers";
import { AppRouter } from "./router";

/**
 * Marks the document once React has hydrated the server's page or rendered its own
 * (`data-hydrated` on <html>): from then on the page's controls are React's, not the plain HTML's.
 * The browser journeys wait for it before they act, as a visitor's first tap comes a moment later.
 */
function HydrationMark() {
  useEffect(() => document.documentElement.setAttribute("data-hydrated", ""), []);
  return null;
}

/** The whole app, as the browser renders or hydrates it and as the server renders a page of it. */
export function App({ client, pageMissing }: { client?: QueryClient; pageMissing?: boolean }) {
  return (
    <StrictMode>
      <AppProviders client={client}>
        <AppRouter pageMissing={pageMissing} />
      </AppProviders>
      <HydrationMark />
    </StrictMode>
  );
}
