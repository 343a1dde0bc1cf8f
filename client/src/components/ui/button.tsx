import type { ComponentProps } from "react";
import { cn } from "@/lib/cn";

export type ButtonVariant =
  "primary" | "secondary" | "accent" | "outline" | "ghost" | "destructive" | "inverse-outline";
export type ButtonSize = "sm" | "md" | "lg" | "icon";

const base =
  "inline-flex shrink-0 select-none items-center justify-center gap-2 whitespace-nowrap rounded-full font-semibold " +
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
  sm: "h-10 px-4 text-sm [&_svg]:size-4",
  md: "h-11 px-5 text-[0.9375rem] [&_svg]:size-4",
  lg: "h-13 px-7 text-base [&_svg]:size-5",
  icon: "size-11 [&_svg]:size-5",
};

export type ButtonStyleProps = { variant?: ButtonVariant; size?: ButtonSize; className?: string };

/**
 * The button look as a class string, for links that should look like buttons:
 *   <Link href="/contact" className={buttonClasses({ variant: "accent", size: "lg" })}>Kontakt</Link>
 * `className` is appended, not merged: add layout classes (w-full, mt-6) but do not override what a
 * variant or size sets (display, colours, height) – pick another variant or wrap the element instead.
 */
export function buttonClasses({ variant = "primary", size = "md", className }: ButtonStyleProps = {}): string {
  return cn(base, variants[variant], sizes[size], className);
}

export type ButtonProps = ComponentProps<"button"> & Omit<ButtonStyleProps, "className">;

/** A native button (type="button" unless given). Icon-only buttons need an aria-label. */
export function Button({ variant, size, className, type = "button", ...props }: ButtonProps) {
  return <button type={type} className={buttonClasses({ variant, size, className })} {...props} />;
}
