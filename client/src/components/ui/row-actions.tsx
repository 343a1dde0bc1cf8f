import { Link } from "wouter";
import { Pencil, Trash2 } from "lucide-react";
import { Button, buttonClasses } from "./button";

type IconActionProps = {
  /** The accessible name, naming the record ("Löschen: Loft in Mitte"). */
  label: string;
  /** The tooltip; the label when not given. */
  title?: string;
};

/** The pencil of a list row, opening the record's editor. */
export function EditIconLink({ href, label, title = label }: IconActionProps & { href: string }) {
  return (
    <Link href={href} aria-label={label} title={title} className={buttonClasses({ variant: "ghost", size: "icon" })}>
      <Pencil aria-hidden />
    </Link>
  );
}

/** The red bin of a list row; it asks before deleting (the caller opens the dialog). */
export function DeleteIconButton({ label, title = label, onClick }: IconActionProps & { onClick: () => void }) {
  return (
    <Button
      variant="ghost"
      size="icon"
      aria-label={label}
      title={title}
      onClick={onClick}
      className="text-destructive! hover:bg-destructive/10!"
    >
      <Trash2 aria-hidden />
    </Button>
  );
}
