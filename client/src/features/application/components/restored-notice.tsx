import { History } from "lucide-react";

/** After a reload: the typed text is back (documents are not; step 5 says so where it matters). */
export function RestoredNotice() {
  return (
    <p
      role="status"
      className="flex items-start gap-3 rounded-xl border border-border bg-secondary/60 px-4 py-3 text-sm leading-relaxed text-secondary-foreground"
    >
      <History aria-hidden className="mt-0.5 size-4 shrink-0" />
      Willkommen zurück – Ihre bisherigen Eingaben wurden wiederhergestellt.
    </p>
  );
}
