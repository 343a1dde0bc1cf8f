import { useState } from "react";
import { useLocation } from "wouter";
import * as DialogPrimitive from "@radix-ui/react-dialog";
import { Menu, X } from "lucide-react";
import { Button } from "@/components/ui/button";
import { ThemeMenu } from "@/components/theme/theme-menu";
import { AdminBrand } from "./admin-brand";
import { AdminSidebar } from "./admin-sidebar";

/** Phones and tablets: a top bar whose menu button opens the sidebar as a drawer from the left. */
export function AdminMobileBar() {
  // The drawer remembers where it was opened, so any change of page (a link in it, the browser's
  // back button) closes it.
  const [location] = useLocation();
  const [openedAt, setOpenedAt] = useState<string | null>(null);
  const open = openedAt === location;
  const setOpen = (next: boolean) => setOpenedAt(next ? location : null);
  const close = () => setOpen(false);

  return (
    <header className="sticky top-0 z-40 flex h-16 items-center justify-between gap-2 border-b border-border bg-background/95 px-3 backdrop-blur-md lg:hidden">
      <DialogPrimitive.Root open={open} onOpenChange={setOpen}>
        <DialogPrimitive.Trigger asChild>
          <Button variant="ghost" size="icon" aria-label="Menü öffnen">
            <Menu aria-hidden />
          </Button>
        </DialogPrimitive.Trigger>
        <DialogPrimitive.Portal>
          <DialogPrimitive.Overlay className="fixed inset-0 z-[80] bg-overlay" />
          <DialogPrimitive.Content
            aria-describedby={undefined}
            className="fixed inset-y-0 left-0 z-[90] w-[min(20rem,calc(100vw-3rem))] border-r border-border bg-card shadow-card-hover outline-none"
          >
            <DialogPrimitive.Title className="sr-only">Navigation der Verwaltung</DialogPrimitive.Title>
            <AdminSidebar onNavigate={close} />
            <DialogPrimitive.Close asChild>
              <Button variant="ghost" size="icon" aria-label="Menü schließen" className="absolute right-2 top-4">
                <X aria-hidden />
              </Button>
            </DialogPrimitive.Close>
          </DialogPrimitive.Content>
        </DialogPrimitive.Portal>
      </DialogPrimitive.Root>
      <AdminBrand />
      <ThemeMenu />
    </header>
  );
}
