import { Moon, Sun } from "lucide-react";
import { Button, type ButtonProps } from "@/components/ui/button";
import { useTheme } from "./theme-provider";

/** The header's icon button for the colour scheme; the dropdown wraps it as its trigger. */
export function ThemeButton(props: ButtonProps) {
  const { resolvedTheme } = useTheme();
  const CurrentIcon = resolvedTheme === "dark" ? Moon : Sun;
  return (
    <Button variant="ghost" size="icon" aria-label="Farbschema wählen" title="Farbschema wählen" {...props}>
      <CurrentIcon aria-hidden />
    </Button>
  );
}
