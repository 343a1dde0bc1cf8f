import { useId, type ComponentProps } from "react";
import { cn } from "@/lib/cn";
import { Checkbox } from "@/components/ui/checkbox";

type CheckboxFieldProps = ComponentProps<"input"> & { label: string; error?: string };

/** A checkbox with its label as one big touch target, and its error below. */
export function CheckboxField({ label, error, className, ...props }: CheckboxFieldProps) {
  const id = useId();
  return (
    <div className={cn("grid gap-1", className)}>
      <label
        htmlFor={id}
        className="flex min-h-11 cursor-pointer items-center gap-3 rounded-lg px-1 text-foreground hover:bg-muted/50"
      >
        <Checkbox
          id={id}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          {...props}
        />
        <span>{label}</span>
      </label>
      {error && (
        <p id={`${id}-error`} className="text-sm font-medium text-destructive">
          {error}
        </p>
      )}
    </div>
  );
}
