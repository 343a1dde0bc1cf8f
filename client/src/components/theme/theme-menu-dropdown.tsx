import * as DropdownMenu from "@radix-ui/react-dropdown-menu";
import { Check, Monitor, Moon, Sun } from "lucide-react";
import { cn } from "@/lib/cn";
import { isTheme, themeLabels, themes, type Theme } from "./theme";
import { ThemeButton } from "./theme-button";
import { useTheme } from "./theme-provider";

const icons: Record<Theme, typeof Sun> = { light: Sun, dark: Moon, system: Monitor };

/** The Hell / Dunkel / System dropdown behind the theme button (loaded on demand by ThemeMenu). */
export default function ThemeMenuDropdown({ className, defaultOpen }: { className?: string; defaultOpen: boolean }) {
  const { theme, setTheme } = useTheme();

  return (
    <DropdownMenu.Root modal={false} defaultOpen={defaultOpen}>
      <DropdownMenu.Trigger asChild>
        <ThemeButton className={className} />
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          align="end"
          sideOffset={8}
          className="z-[60] min-w-44 rounded-xl border border-border bg-card p-1.5 text-card-foreground shadow-card-hover data-[state=open]:animate-pop-in"
        >
          <DropdownMenu.Label className="px-3 pb-1.5 pt-1 text-xs font-semibold uppercase tracking-wider text-muted-foreground">
            Farbschema
          </DropdownMenu.Label>
          <DropdownMenu.RadioGroup value={theme} onValueChange={(value) => isTheme(value) && setTheme(value)}>
            {themes.map((option) => {
              const Icon = icons[option];
              return (
                <DropdownMenu.RadioItem
                  key={option}
                  value={option}
                  className={cn(
                    "flex h-11 cursor-pointer select-none items-center gap-3 rounded-lg px-3 text-sm outline-none",
                    "data-[highlighted]:bg-muted data-[state=checked]:font-semibold",
                  )}
                >
                  <Icon aria-hidden className="size-4 text-muted-foreground" />
                  <span className="flex-1">{themeLabels[option]}</span>
                  <DropdownMenu.ItemIndicator>
                    <Check aria-hidden className="size-4 text-primary" />
                  </DropdownMenu.ItemIndicator>
                </DropdownMenu.RadioItem>
              );
            })}
          </DropdownMenu.RadioGroup>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
