import type { ComponentProps } from "react";
import { cn } from "@/lib/cn";

export type LabelProps = ComponentProps<"label"> & { invalid?: boolean; required?: boolean };

/** Form label; `required` adds a visual "*" (the control itself carries `required`/aria-required). */
export function Label({ className, invalid, required, children, ...props }: LabelProps) {
  return (
    <label
      className={cn("text-sm font-medium leading-5", invalid ? "text-destructive" : "text-foreground", className)}
      {...props}
    >
      {children}
      {required && (
        <span aria-hidden className="ml-0.5 text-destructive">
          *
        </span>
      )}
    </label>
  );
}
