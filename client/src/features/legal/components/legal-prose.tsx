import type { ReactNode } from "react";

/**
 * Typography for the legal texts: h2 for the tab's title, h3 for sections, comfortable paragraphs,
 * lists and links, at a readable line length.
 */
export function LegalProse({ children }: { children: ReactNode }) {
  return (
    <div
      className={[
        "max-w-3xl text-foreground leading-relaxed",
        "[&_h2]:text-h2 [&_h2]:text-foreground",
        "[&_h3]:mt-10 [&_h3]:text-h3 [&_h3]:text-foreground",
        "[&_h4]:mt-6 [&_h4]:font-semibold [&_h4]:text-foreground",
        "[&_p]:mt-3 [&_p]:text-muted-foreground [&_li]:text-muted-foreground",
        "[&_ul]:mt-3 [&_ul]:grid [&_ul]:list-disc [&_ul]:gap-1.5 [&_ul]:pl-6 [&_ul]:marker:text-accent-strong",
        "[&_a]:font-medium [&_a]:text-primary [&_a]:underline [&_a]:underline-offset-4 [&_a:hover]:no-underline",
        "[&_strong]:font-semibold [&_strong]:text-foreground",
      ].join(" ")}
    >
      {children}
    </div>
  );
}

/** One block of facts ("Anschrift", "Kontakt" …) in the Impressum. */
export function LegalFacts({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className="rounded-xl border border-border bg-card p-5 shadow-card">
      <h3 className="mt-0! text-sm! font-semibold uppercase tracking-wider! text-muted-foreground!">{title}</h3>
      <div className="mt-2 text-foreground [&_p]:mt-0! [&_p]:text-foreground!">{children}</div>
    </div>
  );
}
