import type { ComponentProps } from "react";
import { cn } from "@/lib/cn";

export type SwitchProps = Omit<ComponentProps<"button">, "onChange" | "value"> & {
  checked: boolean;
  onCheckedChange: (checked: boolean) => void;
};

/**
 * An on/off switch (role="switch", aria-checked). Give it a name: a <label htmlFor> or aria-label.
 * 44 px touch target around a 24 px track.
 */
export function Switch({ checked, onCheckedChange, className, disabled, ...props }: SwitchProps) {
  return (
    <button
      type="button"
      role="switch"
      aria-checked={checked}
      disabled={disabled}
      onClick={() => onCheckedChange(!checked)}
      className={cn(
        "group inline-flex h-11 shrink-0 items-center rounded-full disabled:cursor-not-allowed disabled:opacity-55",
        className,
      )}
      {...props}
    >
      <span
        aria-hidden
        className={cn(
          "relative inline-flex h-6 w-11 items-center rounded-full border-2 border-transparent transition-colors",
          checked ? "bg-primary" : "bg-input/70",
        )}
      >
        <span
          className={cn(
            "block size-5 rounded-full bg-card shadow-sm transition-transform",
            checked ? "translate-x-5" : "translate-x-0",
          )}
        />
      </span>
    </button>
  );
}
