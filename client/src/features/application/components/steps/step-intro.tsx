import type { ReactNode } from "react";

/** One or two sentences under the step heading. */
export function StepIntro({ children }: { children: ReactNode }) {
  return <p className="leading-relaxed text-muted-foreground">{children}</p>;
}
