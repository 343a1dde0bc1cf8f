import type { ReactNode } from "react";
import { QueryClientProvider, type QueryClient } from "@tanstack/react-query";
import { queryClient as browserQueryClient } from "@/lib/query-client";
import { DeferredToaster } from "@/components/ui/deferred-toaster";

/**
 * App-wide providers. Theme is per area (public / admin), so it lives in the router, not here.
 * The server passes a query client of the request's own; the browser uses its one client.
 */
export function AppProviders({ children, client = browserQueryClient }: { children: ReactNode; client?: QueryClient }) {
  return (
    <QueryClientProvider client={client}>
      {children}
      <DeferredToaster />
    </QueryClientProvider>
  );
}
