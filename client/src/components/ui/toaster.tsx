import { Toast, ToastClose, ToastDescription, ToastProvider, ToastTitle, ToastViewport } from "./toast";
import { dismissToast, useToast } from "./use-toast";

/** A toast stays 5000 ms, is swiped away to the right with a 50 px threshold, F8 focuses the region. */
const TOAST_DURATION_MS = 5000;

/** Mount once near the root; shows what toast() puts into the store. */
export default function Toaster() {
  const { toasts } = useToast();
  return (
    <ToastProvider duration={TOAST_DURATION_MS} swipeDirection="right" swipeThreshold={50} label="Benachrichtigung">
      {toasts.map(({ id, title, description, variant = "default", duration, open }) => (
        <Toast
          key={id}
          open={open}
          duration={duration}
          variant={variant}
          data-variant={variant}
          type={variant === "destructive" ? "foreground" : "background"}
          onOpenChange={(isOpen) => !isOpen && dismissToast(id)}
        >
          <div className="grid gap-0.5">
            {title && <ToastTitle>{title}</ToastTitle>}
            {description && <ToastDescription>{description}</ToastDescription>}
          </div>
          <ToastClose />
        </Toast>
      ))}
      <ToastViewport hotkey={["F8"]} label="Benachrichtigungen ({hotkey})" />
    </ToastProvider>
  );
}
