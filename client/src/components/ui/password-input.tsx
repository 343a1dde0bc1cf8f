import { useState, type ComponentProps } from "react";
import { Eye, EyeOff } from "lucide-react";
import { cn } from "@/lib/cn";
import { Input } from "@/components/ui/input";

/** A password field with a show/hide button (one name, its state in aria-pressed). */
export function PasswordInput({ className, ...props }: Omit<ComponentProps<"input">, "type">) {
  const [visible, setVisible] = useState(false);
  const Icon = visible ? EyeOff : Eye;
  return (
    <div className="relative">
      <Input type={visible ? "text" : "password"} className={cn("pr-12", className)} {...props} />
      <button
        type="button"
        aria-label="Passwort anzeigen"
        aria-pressed={visible}
        aria-controls={props.id}
        title={visible ? "Passwort verbergen" : "Passwort anzeigen"}
        onClick={() => setVisible((shown) => !shown)}
        className="absolute right-0.5 top-1/2 inline-flex size-10 -translate-y-1/2 items-center justify-center rounded-md text-muted-foreground transition-colors hover:text-foreground"
      >
        <Icon aria-hidden className="size-5" />
      </button>
    </div>
  );
}
