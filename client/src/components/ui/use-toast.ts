// A tiny toast store outside React, so `toast()` can be called from anywhere (mutations, event
// handlers). <Toaster /> (mounted once in the app) renders it. One toast at a time:
// a new toast replaces the visible one.
import { useSyncExternalStore, type ReactNode } from "react";

export type ToastVariant = "default" | "destructive";

export type ToastOptions = {
  title?: ReactNode;
  description?: ReactNode;
  variant?: ToastVariant;
  /** Milliseconds; the default (5000) comes from <Toaster />. */
  duration?: number;
};

export type ToastItem = ToastOptions & { id: string; open: boolean };

const TOAST_LIMIT = 1;
/** Keeps a closed toast mounted long enough for its exit animation. */
const REMOVE_DELAY_MS = 300;

let toasts: ToastItem[] = [];
let nextId = 0;
const listeners = new Set<() => void>();

function setToasts(next: ToastItem[]) {
  toasts = next;
  for (const listener of listeners) listener();
}

/**
 * Shows a toast: toast({ title: "Nachricht gesendet", description: "…" }) or
 * toast({ variant: "destructive", title: "Fehler", description: errorMessage(error) }).
 */
export function toast(options: ToastOptions) {
  const id = String(++nextId);
  setToasts([{ ...options, id, open: true }, ...toasts].slice(0, TOAST_LIMIT));
  return {
    id,
    dismiss: () => dismissToast(id),
    update: (changes: ToastOptions) => setToasts(toasts.map((t) => (t.id === id ? { ...t, ...changes } : t))),
  };
}

/** Closes one toast (or all without an id); it is removed after its exit animation. */
export function dismissToast(id?: string) {
  setToasts(toasts.map((t) => (id === undefined || t.id === id ? { ...t, open: false } : t)));
  setTimeout(() => setToasts(toasts.filter((t) => t.open || (id !== undefined && t.id !== id))), REMOVE_DELAY_MS);
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};
const getSnapshot = () => toasts;

/** The current toasts plus the imperative API, for components that prefer a hook. */
export function useToast() {
  const current = useSyncExternalStore(subscribe, getSnapshot, getSnapshot);
  return { toasts: current, toast, dismiss: dismissToast };
}
