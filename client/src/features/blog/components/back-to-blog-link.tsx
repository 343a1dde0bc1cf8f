import { Link } from "wouter";
import { ArrowLeft } from "lucide-react";
import { cn } from "@/lib/cn";

export function BackToBlogLink({ className }: { className?: string }) {
  return (
    <Link
      href="/blog"
      className={cn(
        "group inline-flex min-h-11 items-center gap-2 rounded-full font-semibold text-primary hover:text-primary-hover",
        className,
      )}
    >
      <ArrowLeft aria-hidden className="size-4 transition-transform group-hover:-translate-x-1" />
      Zurück zum Blog
    </Link>
  );
}
