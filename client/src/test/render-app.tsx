// Renders a client component the way the app does (React Query, wouter, the toaster) in a DOM
// without a browser, for component and hook tests. Each test file opts in with the docblock
// `// @vitest-environment jsdom`.
import type { ReactElement } from "react";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { cleanup, render } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, vi } from "vitest";
import { Router } from "wouter";
import { memoryLocation } from "wouter/memory-location";
import Toaster from "@/components/ui/toaster";
import { dismissToast } from "@/components/ui/use-toast";

// jsdom lays nothing out, so it has no scrolling; the wizard scrolls its top into view.
Element.prototype.scrollIntoView ??= () => {};

afterEach(() => {
  cleanup();
  dismissToast();
  sessionStorage.clear();
  localStorage.clear();
  vi.unstubAllGlobals();
});

/**
 * Renders `ui` at `path` with a fresh query cache (no retries), a memory router and the toaster.
 * Returns Testing Library's queries plus `user` (user-event) and `location` (the router's history).
 */
export function renderApp(ui: ReactElement, { path = "/" }: { path?: string } = {}) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  const location = memoryLocation({ path, record: true });
  const user = userEvent.setup();
  const view = render(
    <QueryClientProvider client={queryClient}>
      <Router hook={location.hook}>{ui}</Router>
      <Toaster />
    </QueryClientProvider>,
  );
  return { ...view, user, location, queryClient };
}
