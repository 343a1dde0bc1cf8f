// Styled parts of @radix-ui/react-dialog: a centred modal (focus trapped, Escape closes, focus
// returns to the trigger). Compose: <Dialog open onOpenChange><DialogContent title description>…
import type { ComponentProps, ReactNode } from "react";
import * as DialogPrimitive from "@radix-ui/react-dialog";
import { X } from "lucide-react";
import { cn } from "@/lib/cn";

export const Dialog = DialogPrimitive.Root;
export const DialogTrigger = DialogPrimitive.Trigger;
export const DialogClose = DialogPrimitive.Close;

export type DialogContentProps = Omit<ComponentProps<typeof DialogPrimitive.Content>, "title"> & {
  /** The dialog's accessible name, shown as its heading. */
  title: ReactNode;
  /** Shown under the title and announced with it. */
  description?: ReactNode;
  /** Hide the × button (e.g. confirmations that must be answered with their own buttons). */
  hideClose?: boolean;
};

export function DialogContent({
  title,
  description,
  hideClose = false,
  className,
  children,
  ...props
}: DialogContentProps) {
  return (
    <DialogPrimitive.Portal>
      <DialogPrimitive.Overlay className="fixed inset-0 z-[80] bg-overlay backdrop-blur-[2px] data-[state=open]:animate-pop-in" />
      <DialogPrimitive.Content
        className={cn(
          "fixed left-1/2 top-1/2 z-[90] grid max-h-[calc(100dvh-2rem)] w-[calc(100vw-2rem)] max-w-lg -translate-x-1/2 -translate-y-1/2 gap-4 overflow-y-auto",
          "rounded-xl border border-border bg-card p-6 text-card-foreground shadow-card-hover outline-none",
          className,
        )}
        {...(description ? {} : { "aria-describedby": undefined })}
        {...props}
      >
        <div className="grid gap-2 pr-8">
          <DialogPrimitive.Title className="text-h3 text-card-foreground">{title}</DialogPrimitive.Title>
          {description && (
            <DialogPrimitive.Description className="text-sm leading-relaxed text-muted-foreground">
              {description}
            </DialogPrimitive.Description>
          )}
        </div>
        {children}
        {!hideClose && (
          <DialogPrimitive.Close
            aria-label="Schließen"
            className="absolute right-3 top-3 inline-flex size-10 items-center justify-center rounded-full text-muted-foreground transition hover:bg-muted hover:text-foreground"
          >
            <X aria-hidden className="size-5" />
          </DialogPrimitive.Close>
        )}
      </DialogPrimitive.Content>
    </DialogPrimitive.Portal>
  );
}

/** Buttons row at the bottom of a dialog: stacked on phones, right-aligned from sm. */
export function DialogFooter({ className, ...props }: ComponentProps<"div">) {
  return <div className={cn("mt-2 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end", className)} {...props} />;
}
