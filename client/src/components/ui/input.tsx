import type { ComponentProps } from "react";
import { cn } from "@/lib/cn";

/** Shared look of text inputs, textareas and selects (16 px text: no zoom-on-focus on iOS). */
export const fieldClasses =
  "w-full rounded-lg border border-input bg-card text-base text-foreground shadow-xs " +
  "placeholder:text-muted-foreground transition-[border-color,box-shadow] " +
  "hover:border-foreground/35 focus-visible:border-ring focus-visible:outline-offset-1 " +
  "disabled:cursor-not-allowed disabled:opacity-60 " +
  "aria-invalid:border-destructive aria-invalid:focus-visible:outline-destructive";

export function Input({ className, type = "text", ...props }: ComponentProps<"input">) {
  return (
    <input
      type={type}
      className={cn(
        fieldClasses,
        "h-11 px-3.5",
        "file:mr-3 file:border-0 file:bg-transparent file:font-medium",
        className,
      )}
      {...props}
    />
  );
}
