import { Link } from "wouter";
import { Pencil, Trash2 } from "lucide-react";
import { Button, buttonClasses } from "@/components/ui/button";
import type { Property } from "@shared/contracts/properties";

type PropertyRowActionsProps = { property: Pick<Property, "id" | "title">; onDelete: () => void };

/** Edit and delete buttons of one property, named with its title. */
export function PropertyRowActions({ property, onDelete }: PropertyRowActionsProps) {
  return (
    <div className="flex items-center justify-end gap-1">
      <Link
        href={`/properties/${property.id}`}
        aria-label={`Bearbeiten: ${property.title}`}
        title="Bearbeiten"
        className={buttonClasses({ variant: "ghost", size: "icon" })}
      >
        <Pencil aria-hidden />
      </Link>
      <Button
        variant="ghost"
        size="icon"
        aria-label={`Löschen: ${property.title}`}
        title="Löschen"
        onClick={onDelete}
        className="text-destructive! hover:bg-destructive/10!"
      >
        <Trash2 aria-hidden />
      </Button>
    </div>
  );
}
