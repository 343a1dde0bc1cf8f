import { useId } from "react";
import { useController, type Control } from "react-hook-form";
import { Switch } from "@/components/ui/switch";
import type { PostFormValues } from "../lib/post-form";

const copy = {
  label: "Veröffentlicht",
  on: "Veröffentlicht – für alle Besucher im Blog sichtbar.",
  off: "Entwurf – nur im Admin-Bereich sichtbar.",
};

/** The published switch (a new post starts unpublished). */
export function PostPublishField({ control }: { control: Control<PostFormValues> }) {
  const {
    field: { ref, value, onChange, onBlur },
  } = useController({ control, name: "published" });
  const id = useId();
  const checked = Boolean(value);
  return (
    <div className="flex items-start justify-between gap-4">
      <div className="grid gap-1">
        <label htmlFor={id} className="text-base font-semibold text-foreground">
          {copy.label}
        </label>
        <p id={`${id}-state`} className="text-sm text-muted-foreground">
          {checked ? copy.on : copy.off}
        </p>
      </div>
      <Switch
        id={id}
        ref={ref}
        checked={checked}
        onCheckedChange={onChange}
        onBlur={onBlur}
        aria-describedby={`${id}-state`}
      />
    </div>
  );
}
