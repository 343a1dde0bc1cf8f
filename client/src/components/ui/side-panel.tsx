// A sheet that slides in from the right (Radix dialog underneath: focus trapped, Escape closes,
// focus returns to the trigger). Full width on phones, up to 44 rem on wide screens.
import { useRef, type ComponentProps, type ReactNode } from "react";
import * as DialogPrimitive from "@radix-ui/react-dialog";
import { X } from "lucide-react";
import { cn } from "@/lib/cn";

export const SidePanel = DialogPrimitive.Root;
export const SidePanelClose = DialogPrimitive.Close;

export type SidePanelContentProps = Omit<ComponentProps<typeof DialogPrimitive.Content>, "title"> & {
  /** The panel's accessible name, shown as its heading (h2). */
  title: ReactNode;
  /** Shown under the title and announced with it. */
  description?: ReactNode;
  /** Extra content in the sticky header under the title (badges, actions). */
  header?: ReactNode;
};

/**
 *   <SidePanel open={open} onOpenChange={setOpen}>
 *     <SidePanelContent title="Anna Schmidt" description="Eingegangen am …">…</SidePanelContent>
 *   </SidePanel>
 */
export function SidePanelContent({ title, description, header, className, children, ...props }: SidePanelContentProps) {
  const contentRef = useRef<HTMLDivElement>(null);
  return (
    <DialogPrimitive.Portal>
      <DialogPrimitive.Overlay className="fixed inset-0 z-[70] bg-overlay backdrop-blur-[2px] data-[state=open]:animate-pop-in" />
      <DialogPrimitive.Content
        className={cn(
          "fixed inset-y-0 right-0 z-[75] flex w-full max-w-[44rem] flex-col border-l border-border bg-background text-foreground shadow-card-hover outline-none",
          "transition-[translate] duration-300 ease-out starting:translate-x-full motion-reduce:transition-none",
          className,
        )}
        {...(description ? {} : { "aria-describedby": undefined })}
        // The panel itself takes the focus (its title is announced), not the first control in it.
        onOpenAutoFocus={(event) => {
          event.preventDefault();
          contentRef.current?.focus();
        }}
        ref={contentRef}
        {...props}
      >
        <div className="sticky top-0 z-10 grid gap-3 border-b border-border bg-card px-5 py-4 sm:px-8 sm:py-6">
          <div className="grid gap-1 pr-12">
            <DialogPrimitive.Title className="text-h3 text-card-foreground sm:text-2xl">{title}</DialogPrimitive.Title>
            {description && (
              <DialogPrimitive.Description className="text-sm text-muted-foreground">
                {description}
              </DialogPrimitive.Description>
            )}
          </div>
          {header}
          <DialogPrimitive.Close
            aria-label="Schließen"
            className="absolute right-3 top-3 inline-flex size-11 items-center justify-center rounded-full text-muted-foreground transition hover:bg-muted hover:text-foreground sm:right-5 sm:top-5"
          >
            <X aria-hidden className="size-5" />
          </DialogPrimitive.Close>
        </div>
        <div className="min-h-0 flex-1 overflow-y-auto px-5 py-6 sm:px-8">{children}</div>
      </DialogPrimitive.Content>
    </DialogPrimitive.Portal>
  );
}
