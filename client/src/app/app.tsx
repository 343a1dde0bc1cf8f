import { StrictMode } from "react";
import type { QueryClient } from "@tanstack/react-query";
import { AppProviders } from "./providers";
import { AppRouter } from "./router";

/** The whole app, as the browser renders or hydrates it and as the server renders a page of it. */
export function App({ client, pageMissing }: { client?: QueryClient; pageMissing?: boolean }) {
  return (
    <StrictMode>
      <AppProviders client={client}>
        <AppRouter pageMissing={pageMissing} />
      </AppProviders>
    </StrictMode>
  );
}
