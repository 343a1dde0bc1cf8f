import type { ComponentProps } from "react";
import { fieldClasses } from "@/components/ui/input";
import { cn } from "@/lib/cn";

/** A native file picker in the field look, with its button drawn as a small pill. */
export function FileInput({ className, ...props }: Omit<ComponentProps<"input">, "type">) {
  return (
    <input
      type="file"
      className={cn(
        fieldClasses,
        "cursor-pointer py-1.5 pl-1.5 pr-3 text-muted-foreground",
        "file:mr-3 file:h-8 file:cursor-pointer file:rounded-full file:border-0 file:bg-secondary file:px-4 file:text-sm file:font-semibold file:text-secondary-foreground hover:file:bg-secondary-hover",
        className,
      )}
      {...props}
    />
  );
}
