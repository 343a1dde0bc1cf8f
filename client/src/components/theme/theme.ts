// Theme choice: light, dark or system. public/theme-init.js applies the stored choice before first
// paint with the same keys and rules (keep the two in sync); ThemeProvider keeps it applied afterwards.

export const themes = ["light", "dark", "system"] as const;
export type Theme = (typeof themes)[number];
export type ResolvedTheme = Exclude<Theme, "system">;

export const themeLabels: Record<Theme, string> = { light: "Hell", dark: "Dunkel", system: "System" };

export { ADMIN_THEME_STORAGE_KEY, PUBLIC_THEME_STORAGE_KEY } from "@shared/browser-storage";

const darkQuery = "(prefers-color-scheme: dark)";

export const isTheme = (value: unknown): value is Theme => themes.includes(value as Theme);

export function readStoredTheme(storageKey: string): Theme {
  try {
    const stored = localStorage.getItem(storageKey);
    return isTheme(stored) ? stored : "system";
  } catch {
    return "system"; // storage blocked (privacy mode)
  }
}

export function storeTheme(storageKey: string, theme: Theme) {
  try {
    localStorage.setItem(storageKey, theme);
  } catch {
    // The choice still applies for this visit.
  }
}

export const systemPrefersDark = () => typeof window !== "undefined" && window.matchMedia(darkQuery).matches;

export function watchSystemTheme(onChange: () => void): () => void {
  const media = window.matchMedia(darkQuery);
  media.addEventListener("change", onChange);
  return () => media.removeEventListener("change", onChange);
}

export const resolveTheme = (theme: Theme, systemDark: boolean): ResolvedTheme =>
  theme === "system" ? (systemDark ? "dark" : "light") : theme;

/** Tailwind's class strategy: `dark` on <html>. */
export function applyTheme(resolved: ResolvedTheme) {
  document.documentElement.classList.toggle("dark", resolved === "dark");
}
