import type { ReactNode } from "react";
import { Loader2, Upload } from "lucide-react";
import { Button } from "@/components/ui/button";

/** The import action of a tab; spins and reads 'Wird importiert...' while the request runs. */
export function ImportSubmitButton({
  pending,
  onClick,
  children,
}: {
  pending: boolean;
  onClick: () => void;
  children: ReactNode;
}) {
  return (
    <Button onClick={onClick} disabled={pending} aria-busy={pending || undefined} className="w-full sm:w-fit">
      {pending ? <Loader2 aria-hidden className="animate-spin" /> : <Upload aria-hidden />}
      {pending ? "Wird importiert..." : children}
    </Button>
  );
}
