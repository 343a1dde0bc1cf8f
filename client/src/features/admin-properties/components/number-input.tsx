import { useState, type ComponentProps } from "react";
import { cn } from "@/lib/cn";
import { Input } from "@/components/ui/input";
import { formatGermanNumber, parseGermanNumber } from "../lib/german-number";
import type { Amount } from "../lib/property-form";

type NumberInputProps = Omit<ComponentProps<"input">, "value" | "onChange" | "type"> & {
  value: Amount;
  onChange: (value: Amount) => void;
  /** Whole numbers (euros, counts) or decimals (areas, energy values). */
  integer?: boolean;
  /** Shown inside the field on the right, e.g. "€" or "m²" (the hint says it in words). */
  unit?: string;
};

/**
 * A number typed the German way ("84,5", "1.250.000"): the text stays as typed, the form gets the
 * number (null when empty, NaN when it is none, which the schema names). A value set from outside
 * (a reset, restored input) replaces the text.
 */
export function NumberInput({ value, onChange, integer = false, unit, className, ...props }: NumberInputProps) {
  const [text, setText] = useState(() => formatGermanNumber(value));
  const [shown, setShown] = useState<Amount>(value);
  if (!Object.is(value, shown)) {
    setShown(value);
    setText(formatGermanNumber(value));
  }
  return (
    <div className="relative">
      <Input
        {...props}
        type="text"
        inputMode={integer ? "numeric" : "decimal"}
        autoComplete="off"
        value={text}
        onChange={(event) => {
          const next = parseGermanNumber(event.target.value);
          setText(event.target.value);
          setShown(next);
          onChange(next);
        }}
        className={cn("tabular-nums", unit && "pr-14", className)}
      />
      {unit && (
        <span
          aria-hidden
          className="pointer-events-none absolute right-3.5 top-1/2 -translate-y-1/2 text-sm text-muted-foreground"
        >
          {unit}
        </span>
      )}
    </div>
  );
}
