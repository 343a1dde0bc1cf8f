import { lazy, Suspense, useState } from "react";
import { useAfterLoad } from "@/hooks/use-after-load";
import { ThemeButton } from "./theme-button";

const loadDropdown = () => import("./theme-menu-dropdown");
const ThemeMenuDropdown = lazy(loadDropdown);

/**
 * Icon button opening the Hell / Dunkel / System choice. The dropdown (Radix menu and its
 * positioning, ~20 KB) arrives once the page is idle, or at once when someone reaches for the
 * button first; a click before it arrived opens the menu as soon as it is there.
 */
export function ThemeMenu({ className }: { className?: string }) {
  const loaded = useAfterLoad();
  const [openRequested, setOpenRequested] = useState(false);
  const button = (
    <ThemeButton
      className={className}
      onPointerEnter={() => void loadDropdown()}
      onFocus={() => void loadDropdown()}
      onClick={() => setOpenRequested(true)}
    />
  );
  if (!loaded && !openRequested) return button;
  return (
    <Suspense fallback={button}>
      <ThemeMenuDropdown className={className} defaultOpen={openRequested} />
    </Suspense>
  );
}
