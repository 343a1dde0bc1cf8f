import type { ComponentProps } from "react";
import { cn } from "@/lib/cn";

export type ButtonVariant =
  "primary" | "secondary" | "accent" | "outline" | "ghost" | "destructive" | "inverse-outline";
export type ButtonSize = "sm" | "md" | "lg" | "icon";

const base =
  "inline-flex shrink-0 select-none items-center justify-center gap-2 rounded-full font-semibold " +
  "transition-[background-color,color,border-color,box-shadow] duration-200 " +
  "disabled:pointer-events-none disabled:opacity-55 aria-disabled:pointer-events-none aria-disabled:opacity-55 " +
  "[&_svg]:pointer-events-none [&_svg]:shrink-0";

const variants: Record<ButtonVariant, string> = {
  primary: "bg-primary text-primary-foreground shadow-sm hover:bg-primary-hover",
  secondary: "bg-secondary text-secondary-foreground hover:bg-secondary-hover",
  accent: "bg-accent text-accent-foreground shadow-sm hover:bg-accent-hover",
  outline: "border border-input bg-transparent text-foreground hover:border-foreground/40 hover:bg-muted",
  ghost: "bg-transparent text-foreground hover:bg-muted",
  destructive: "bg-destructive text-destructive-foreground shadow-sm hover:bg-destructive-hover",
  // Outline on dark `bg-inverse` surfaces (footer, closing call-to-action blocks).
  "inverse-outline":
    "border border-white/30 bg-transparent text-inverse-foreground hover:border-white/60 hover:bg-white/10",
};

// Heights: 40 / 44 / 52 px; 44 px (md) is the minimum touch target on phones.
const sizes: Record<ButtonSize, string> = {
  sm: "px-4 text-sm [&_svg]:size-4",
  md: "px-5 text-[0.9375rem] [&_svg]:size-4",
  lg: "px-7 text-base [&_svg]:size-5",
  icon: "size-11 [&_svg]:size-5",
};
const heights: Record<ButtonSize, { fixed: string; atLeast: string }> = {
  sm: { fixed: "h-10", atLeast: "min-h-10" },
  md: { fixed: "h-11", atLeast: "min-h-11" },
  lg: { fixed: "h-13", atLeast: "min-h-13" },
  icon: { fixed: "", atLeast: "" },
};

export type ButtonStyleProps = {
  variant?: ButtonVariant;
  size?: ButtonSize;
  className?: string;
  /**
   * The label may wrap onto a second line (the button grows in height) when its box is narrower
   * than the label: for full-width buttons in narrow columns, so a 320 px screen does not scroll
   * sideways (WCAG 1.4.10). Without it the label stays on one line.
   */
  wrap?: boolean;
};

/**
 * The button look as a class string, for links that should look like buttons:
 *   <Link href="/contact" className={buttonClasses({ variant: "accent", size: "lg" })}>Kontakt</Link>
 * `className` is appended, not merged: add layout classes (w-full, mt-6) but do not override what a
 * variant or size sets (display, colours, height) – pick another variant or wrap the element instead.
 */
export function buttonClasses({
  variant = "primary",
  size = "md",
  className,
  wrap = false,
}: ButtonStyleProps = {}): string {
  const height = wrap
    ? `${heights[size].atLeast} py-2 text-center leading-snug`
    : `${heights[size].fixed} whitespace-nowrap`;
  return cn(base, variants[variant], sizes[size], height, className);
}

export type ButtonProps = ComponentProps<"button"> & Omit<ButtonStyleProps, "className">;

/** A native button (type="button" unless given). Icon-only buttons need an aria-label. */
export function Button({ variant, size, className, wrap, type = "button", ...props }: ButtonProps) {
  return <button type={type} className={buttonClasses({ variant, size, className, wrap })} {...props} />;
}
