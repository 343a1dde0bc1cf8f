import type { ReactNode } from "react";
import { CircleAlert } from "lucide-react";
import { cn } from "@/lib/cn";
import { Card } from "@/components/ui/card";
import { sectionId, sectionTitles, type PropertyFormSection } from "../lib/form-sections";

type FormSectionProps = {
  section: PropertyFormSection;
  hasError: boolean;
  description?: ReactNode;
  children: ReactNode;
};

/** One section of the property form: a card with its heading, marked while a field in it is invalid. */
export function FormSection({ section, hasError, description, children }: FormSectionProps) {
  const id = sectionId(section);
  return (
    <section id={id} aria-labelledby={`${id}-titel`} data-has-error={hasError || undefined} className="scroll-mt-24">
      <Card className={cn("p-5 sm:p-7", hasError && "border-destructive/60")}>
        {/* Focusable, so an error without a single field (images) can bring the admin here. */}
        <h2
          id={`${id}-titel`}
          tabIndex={-1}
          className={cn(
            "flex items-center gap-2 text-h3 outline-none",
            hasError ? "text-destructive" : "text-foreground",
          )}
        >
          {hasError && <CircleAlert aria-hidden className="size-5 shrink-0" />}
          {sectionTitles[section]}
          {hasError && <span className="sr-only"> (enthält Fehler)</span>}
        </h2>
        {description && <p className="mt-1.5 text-sm text-muted-foreground">{description}</p>}
        <div className="mt-6">{children}</div>
      </Card>
    </section>
  );
}
