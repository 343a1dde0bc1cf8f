import type { ReactNode } from "react";
import { CloudOff, RotateCw } from "lucide-react";
import { cn } from "@/lib/cn";
import { Button } from "./button";
import { EmptyState } from "./empty-state";
import { Spinner } from "./spinner";

/** A large spinner centred in the space the content will take. */
export function LoadingBlock({ label, className }: { label?: string; className?: string }) {
  return (
    <div className={cn("flex justify-center py-16", className)}>
      <Spinner size="lg" label={label} />
    </div>
  );
}

type LoadErrorProps = {
  title?: ReactNode;
  description: ReactNode;
  /** Fetches again; without it the state offers no button. */
  onRetry?: () => unknown;
  retryLabel?: string;
  /** While a retry runs the button is disabled. */
  retrying?: boolean;
};

/** What a list or page shows when its data could not be loaded: an alert with 'Erneut versuchen'. */
export function LoadError({ title, description, onRetry, retryLabel = "Erneut versuchen", retrying }: LoadErrorProps) {
  return (
    <EmptyState
      icon={CloudOff}
      tone="error"
      title={title}
      description={description}
      action={
        onRetry && (
          <Button variant="outline" onClick={() => void onRetry()} disabled={retrying}>
            <RotateCw aria-hidden />
            {retryLabel}
          </Button>
        )
      }
    />
  );
}
