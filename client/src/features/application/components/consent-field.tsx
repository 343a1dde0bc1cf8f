import { useId } from "react";
import { useFormContext } from "react-hook-form";
import { ExternalLink } from "lucide-react";
import { Checkbox } from "@/components/ui/checkbox";
import { cn } from "@/lib/cn";
import type { ApplicationFormValues } from "../lib/form-values";

const copy = {
  consent:
    "Ich versichere, dass meine Angaben wahrheitsgemäß und vollständig sind, und willige ein, dass meine Daten zum Zweck der Wohnungsvermittlung gespeichert und verarbeitet werden.",
  privacyBefore: "Wie wir mit Ihren Daten umgehen, lesen Sie in unserer ",
  privacyLink: "Datenschutzerklärung",
  newTab: " (öffnet in einem neuen Tab)",
};

/** The consent box (termsAccepted; stays on the form, never sent) and the privacy policy link. */
export function ConsentField() {
  const { register, formState } = useFormContext<ApplicationFormValues>();
  const error = formState.errors.termsAccepted?.message;
  const ids = { box: useId(), privacy: useId(), error: `${useId()}-error` };

  return (
    <div className="grid gap-2">
      <label
        htmlFor={ids.box}
        className={cn(
          "flex cursor-pointer gap-3 rounded-xl border p-4 transition-colors hover:bg-muted/60",
          error ? "border-destructive" : "border-border",
        )}
      >
        <Checkbox
          id={ids.box}
          className="mt-0.5"
          aria-invalid={error ? true : undefined}
          aria-required
          aria-describedby={[ids.privacy, error ? ids.error : null].filter(Boolean).join(" ")}
          {...register("termsAccepted")}
        />
        <span className="text-sm leading-relaxed text-foreground">
          {copy.consent}
          <span aria-hidden className="ml-0.5 text-destructive">
            *
          </span>
        </span>
      </label>
      <p id={ids.privacy} className="text-sm text-muted-foreground">
        {copy.privacyBefore}
        <a
          href="/legal#datenschutz"
          target="_blank"
          rel="noopener noreferrer"
          className="inline-flex items-center gap-1 font-semibold text-primary underline underline-offset-2"
        >
          {copy.privacyLink}
          <ExternalLink aria-hidden className="size-3.5" />
          <span className="sr-only">{copy.newTab}</span>
        </a>
        .
      </p>
      {error && (
        <p id={ids.error} className="text-sm font-medium text-destructive">
          {error}
        </p>
      )}
    </div>
  );
}
