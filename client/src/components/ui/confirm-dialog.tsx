import type { ReactNode } from "react";
import { LoaderCircle } from "lucide-react";
import { Button, type ButtonVariant } from "./button";
import { Dialog, DialogClose, DialogContent, DialogFooter } from "./dialog";

export type ConfirmDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: ReactNode;
  description?: ReactNode;
  /** Label of the confirming button, e.g. "Löschen". */
  confirmLabel: string;
  cancelLabel?: string;
  /** "destructive" (default) for deletions. */
  variant?: ButtonVariant;
  /** While the action runs: the button shows a spinner and both buttons are disabled. */
  pending?: boolean;
  onConfirm: () => void;
};

/**
 * A yes/no question in a modal, announced as an alert dialog. The cancel button gets the initial
 * focus, so Enter never deletes by accident:
 *
 *   <ConfirmDialog open={open} onOpenChange={setOpen} title="Immobilie löschen?" confirmLabel="Löschen" onConfirm={remove} />
 */
export function ConfirmDialog({
  open,
  onOpenChange,
  title,
  description,
  confirmLabel,
  cancelLabel = "Abbrechen",
  variant = "destructive",
  pending = false,
  onConfirm,
}: ConfirmDialogProps) {
  return (
    <Dialog open={open} onOpenChange={(next) => !pending && onOpenChange(next)}>
      <DialogContent role="alertdialog" title={title} description={description} hideClose>
        <DialogFooter>
          <DialogClose asChild>
            <Button variant="outline" disabled={pending}>
              {cancelLabel}
            </Button>
          </DialogClose>
          <Button variant={variant} disabled={pending} onClick={onConfirm}>
            {pending && <LoaderCircle aria-hidden className="animate-spin" />}
            {confirmLabel}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
