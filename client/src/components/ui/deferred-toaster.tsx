import { lazy, Suspense } from "react";
import { useAfterLoad } from "@/hooks/use-after-load";
import { useToast } from "./use-toast";

const Toaster = lazy(() => import("./toaster"));

/**
 * The toast region, mounted once the page is idle (or with the first toast, whichever comes
 * first): Radix Toast is not needed to show the first screen.
 */
export function DeferredToaster() {
  const loaded = useAfterLoad();
  const { toasts } = useToast();
  if (!loaded && toasts.length === 0) return null;
  return (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  );
}
