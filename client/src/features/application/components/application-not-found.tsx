import { Link } from "wouter";
import { SearchX } from "lucide-react";
import { buttonClasses } from "@/components/ui/button";
import { EmptyState } from "@/components/ui/empty-state";

const copy = {
  title: "Immobilie nicht gefunden",
  text: "Die gesuchte Immobilie existiert nicht oder wurde entfernt.",
  toList: "Alle Immobilien ansehen",
};

/** Missing id, unknown or hidden property, or a failed load. */
export function ApplicationNotFound() {
  return (
    <div className="container-page pb-16 sm:pb-24">
      <EmptyState
        icon={SearchX}
        title={copy.title}
        description={copy.text}
        action={
          <Link href="/properties" className={buttonClasses({ size: "lg" })}>
            {copy.toList}
          </Link>
        }
      />
    </div>
  );
}
