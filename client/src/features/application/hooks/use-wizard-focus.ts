import { useEffect, useRef, useState } from "react";
import type { ApplicationForm } from "../lib/form-values";
import type { FieldName } from "../lib/steps";

/** Roughly the fixed header's height (4–5 rem) plus a little air. */
const HEADER_ALLOWANCE_PX = 96;

export type FocusTarget = { kind: "heading" } | { kind: "field"; path: string };

/** Ids of the inputs that react-hook-form does not own (file pickers), so focus can find them. */
export const documentInputId = (field: "idCardUrl" | "payslipUrl") => `application-${field}`;

function focusField(form: ApplicationForm, path: string) {
  if (path === "idCardUrl" || path === "payslipUrl") {
    document.getElementById(documentInputId(path))?.focus();
  } else if (path.startsWith("roommates")) {
    form.setFocus("roommateName");
  } else {
    form.setFocus(path as FieldName);
  }
}

/**
 * Moves focus after the screen changed: to the step heading on a step change (so screen readers
 * announce the new step), or to the first invalid field. Runs after the new step has rendered.
 */
export function useWizardFocus(form: ApplicationForm) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  const containerRef = useRef<HTMLDivElement>(null);
  const [request, setRequest] = useState<{ target: FocusTarget; n: number } | null>(null);

  useEffect(() => {
    if (!request) return;
    const { target } = request;
    if (target.kind === "field") {
      focusField(form, target.path);
      return;
    }
    const heading = headingRef.current;
    if (!heading) return;
    heading.focus({ preventScroll: true });
    // Show the wizard from its top (progress bar, heading) when it starts above the fixed header or
    // off screen; html's scroll-padding-top keeps it clear of the header.
    const box = containerRef.current ?? heading;
    const top = box.getBoundingClientRect().top;
    if (top < HEADER_ALLOWANCE_PX || top > window.innerHeight) box.scrollIntoView({ block: "start" });
  }, [request, form]);

  const requestFocus = (target: FocusTarget) => setRequest((previous) => ({ target, n: (previous?.n ?? 0) + 1 }));

  return { headingRef, containerRef, requestFocus };
}
