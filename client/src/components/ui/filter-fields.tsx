import type { ReactNode } from "react";
import { Search } from "lucide-react";
import { cn } from "@/lib/cn";
import { FormField } from "./form-field";
import { Input } from "./input";
import { EnumOptions, NativeSelect } from "./select";

/** The bordered search region of an admin list: search field, filters and a reset button in a grid. */
export function FilterBar({ label, className, children }: { label: string; className: string; children: ReactNode }) {
  return (
    <div
      role="search"
      aria-label={label}
      className={cn("grid grid-cols-1 gap-4 rounded-xl border border-border bg-card p-4 shadow-card", className)}
    >
      {children}
    </div>
  );
}

type SearchFieldProps = {
  label: string;
  placeholder: string;
  value: string;
  onChange: (value: string) => void;
  className?: string;
};

/** A labelled search input with a magnifier icon. */
export function SearchField({ label, placeholder, value, onChange, className }: SearchFieldProps) {
  return (
    <FormField label={label} className={className}>
      {(control) => (
        <div className="relative">
          <Search
            aria-hidden
            className="pointer-events-none absolute left-3.5 top-1/2 size-4 -translate-y-1/2 text-muted-foreground"
          />
          <Input
            {...control}
            type="search"
            placeholder={placeholder}
            value={value}
            onChange={(event) => onChange(event.target.value)}
            className="pl-10"
          />
        </div>
      )}
    </FormField>
  );
}

type ChoiceFilterProps<T extends string> = {
  label: string;
  value: T | "all";
  /** The label of "all" (no filter). */
  allLabel: string;
  choices: readonly T[];
  labels: Record<T, string>;
  onChange: (value: T | "all") => void;
};

/** A labelled select of one enum's values plus "all"; anything else the select reports counts as "all". */
export function ChoiceFilter<T extends string>({
  label,
  value,
  allLabel,
  choices,
  labels,
  onChange,
}: ChoiceFilterProps<T>) {
  return (
    <FormField label={label}>
      <NativeSelect
        value={value}
        onChange={(event) => {
          const next = choices.find((choice) => choice === event.target.value);
          onChange(next ?? "all");
        }}
      >
        <option value="all">{allLabel}</option>
        <EnumOptions values={choices} labels={labels} />
      </NativeSelect>
    </FormField>
  );
}
