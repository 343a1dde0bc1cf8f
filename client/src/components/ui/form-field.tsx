import { cloneElement, isValidElement, useId, type ReactElement, type ReactNode } from "react";
import { cn } from "@/lib/cn";
import { Label } from "./label";

/** Props FormField hands to its control so label, hint and error are announced with it. */
export type FormControlProps = {
  id: string;
  "aria-invalid": true | undefined;
  "aria-describedby": string | undefined;
  "aria-required": true | undefined;
};

export type FormFieldProps = {
  label: ReactNode;
  /** German error text shown under the control (e.g. `errors.name?.message`); turns the label red. */
  error?: string;
  /** Help text under the control, e.g. "Nicht älter als 3 Monate". */
  hint?: ReactNode;
  /** Shows "*" after the label and sets aria-required on the control. */
  required?: boolean;
  /** Defaults to a generated id. */
  id?: string;
  className?: string;
  /** One control element (gets the props cloned in) or a render function receiving them. */
  children: ReactElement<Partial<FormControlProps>> | ((control: FormControlProps) => ReactNode);
};

/**
 * Label + control + hint + error, wired for screen readers:
 *
 *   <FormField label="Name" required error={errors.name?.message}>
 *     <Input autoComplete="name" {...register("name")} />
 *   </FormField>
 */
export function FormField({ label, error, hint, required, id, className, children }: FormFieldProps) {
  const generatedId = useId();
  const controlId = id ?? generatedId;
  const hintId = hint ? `${controlId}-hint` : undefined;
  const errorId = error ? `${controlId}-error` : undefined;
  const control: FormControlProps = {
    id: controlId,
    "aria-invalid": error ? true : undefined,
    "aria-describedby": [hintId, errorId].filter(Boolean).join(" ") || undefined,
    "aria-required": required ? true : undefined,
  };

  return (
    <div className={cn("grid gap-2", className)}>
      <Label htmlFor={controlId} invalid={Boolean(error)} required={required}>
        {label}
      </Label>
      {typeof children === "function"
        ? children(control)
        : isValidElement(children)
          ? cloneElement(children, control)
          : children}
      {hint && (
        <p id={hintId} className="text-sm text-muted-foreground">
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} className="text-sm font-medium text-destructive">
          {error}
        </p>
      )}
    </div>
  );
}
