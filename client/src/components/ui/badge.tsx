import type { ComponentProps } from "react";
import { cn } from "@/lib/cn";

export type BadgeVariant = "default" | "secondary" | "accent" | "outline" | "success" | "destructive" | "overlay";

const variants: Record<BadgeVariant, string> = {
  default: "bg-primary text-primary-foreground",
  secondary: "bg-secondary text-secondary-foreground",
  accent: "bg-accent text-accent-foreground",
  outline: "border border-border text-foreground",
  success: "bg-success/12 text-success ring-1 ring-inset ring-success/30",
  destructive: "bg-destructive text-destructive-foreground",
  // On top of photos: readable on any image.
  overlay: "bg-card/92 text-card-foreground shadow-sm backdrop-blur",
};

export function Badge({
  className,
  variant = "default",
  ...props
}: ComponentProps<"span"> & { variant?: BadgeVariant }) {
  return (
    <span
      className={cn(
        "inline-flex items-center gap-1 rounded-full px-2.5 py-1 text-xs font-semibold leading-none",
        variants[variant],
        className,
      )}
      {...props}
    />
  );
}
