import { CircleAlert } from "lucide-react";
import { cn } from "@/lib/cn";
import { propertyFormSections, sectionId, sectionTitles, type PropertyFormSection } from "../lib/form-sections";

function goTo(section: PropertyFormSection) {
  const element = document.getElementById(sectionId(section));
  element?.scrollIntoView({ block: "start" });
  element?.querySelector("h2")?.focus({ preventScroll: true });
}

/** Jump links to the form's sections (wide screens), marked while a section holds an error. */
export function SectionNav({ errorSections }: { errorSections: PropertyFormSection[] }) {
  return (
    <nav aria-label="Bereiche des Formulars">
      <ul className="grid gap-0.5 text-sm">
        {propertyFormSections.map((section) => {
          const hasError = errorSections.includes(section);
          return (
            <li key={section}>
              <button
                type="button"
                onClick={() => goTo(section)}
                className={cn(
                  "flex min-h-9 w-full items-center gap-2 rounded-md px-2.5 text-left hover:bg-muted/70",
                  hasError ? "font-medium text-destructive" : "text-muted-foreground hover:text-foreground",
                )}
              >
                {sectionTitles[section]}
                {hasError && (
                  <>
                    <CircleAlert aria-hidden className="ml-auto size-4 shrink-0" />
                    <span className="sr-only"> (enthält Fehler)</span>
                  </>
                )}
              </button>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
