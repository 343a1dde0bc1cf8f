import type { ReactNode } from "react";
import { CircleAlert } from "lucide-react";
import { cn } from "@/lib/cn";
import { TabsTrigger } from "@/components/ui/tabs";

/** A tab of the property form; marked (icon, red text, spoken "enthält Fehler") while a field in it is invalid. */
export function FormTabTrigger({
  value,
  hasError,
  children,
}: {
  value: string;
  hasError: boolean;
  children: ReactNode;
}) {
  return (
    <TabsTrigger
      value={value}
      className={cn(
        "max-sm:flex-1 max-sm:whitespace-normal max-sm:px-2 max-sm:text-center max-sm:leading-tight",
        hasError && "text-destructive!",
      )}
      data-has-error={hasError || undefined}
    >
      {hasError && <CircleAlert aria-hidden />}
      {children}
      {hasError && <span className="sr-only"> (enthält Fehler)</span>}
    </TabsTrigger>
  );
}
