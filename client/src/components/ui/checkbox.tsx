import type { ComponentProps } from "react";
import { cn } from "@/lib/cn";

/**
 * A native checkbox in the site's colours (works with react-hook-form's register as it is). Put it
 * in a <label> or next to one; the label row provides the big touch target.
 */
export function Checkbox({ className, ...props }: ComponentProps<"input">) {
  return (
    <input
      type="checkbox"
      className={cn(
        "size-5 shrink-0 cursor-pointer rounded border-input accent-primary",
        // Invalid: a red ring (box-shadow), so the focus outline stays visible on top of it.
        "aria-invalid:ring-2 aria-invalid:ring-destructive aria-invalid:ring-offset-2 aria-invalid:ring-offset-background",
        "disabled:cursor-not-allowed disabled:opacity-60",
        className,
      )}
      {...props}
    />
  );
}
