import { CircleAlert, CircleCheck, LoaderCircle } from "lucide-react";
import { cn } from "@/lib/cn";
import type { UploadState } from "../hooks/use-image-uploads";

/** The upload state in words (announced politely); nothing while idle. */
export function UploadStatus({ state }: { state: UploadState }) {
  const Icon = state.status === "uploading" ? LoaderCircle : state.status === "error" ? CircleAlert : CircleCheck;
  return (
    <p
      role="status"
      data-status={state.status}
      className={cn(
        "flex min-h-6 items-center gap-2 text-sm",
        state.status === "error"
          ? "font-medium text-destructive"
          : state.status === "success"
            ? "text-success"
            : "text-muted-foreground",
      )}
    >
      {state.status !== "idle" && (
        <Icon aria-hidden className={cn("size-4 shrink-0", state.status === "uploading" && "animate-spin")} />
      )}
      {state.message}
    </p>
  );
}
