import {
  createContext,
  use,
  useCallback,
  useLayoutEffect,
  useMemo,
  useState,
  useSyncExternalStore,
  type ReactNode,
} from "react";
import {
  applyTheme,
  PUBLIC_THEME_STORAGE_KEY,
  readStoredTheme,
  resolveTheme,
  storeTheme,
  systemPrefersDark,
  watchSystemTheme,
  type ResolvedTheme,
  type Theme,
} from "./theme";
import { useHydrated } from "@/hooks/use-hydrated";

type ThemeContextValue = { theme: Theme; resolvedTheme: ResolvedTheme; setTheme: (theme: Theme) => void };

const ThemeContext = createContext<ThemeContextValue | null>(null);

/**
 * Holds the theme choice of one area. The public site uses the default key ("ui-theme"); the admin
 * area wraps itself in <ThemeProvider storageKey={ADMIN_THEME_STORAGE_KEY}>.
 */
export function ThemeProvider({
  storageKey = PUBLIC_THEME_STORAGE_KEY,
  children,
}: {
  storageKey?: string;
  children: ReactNode;
}) {
  // A choice made in this tab applies even when the storage cannot keep it (privacy mode).
  const [chosen, setChosen] = useState<Theme | null>(null);
  // Another tab changed the choice: this tab follows what is stored.
  const subscribeStored = useCallback(
    (onChange: () => void) => {
      const onStorage = (event: StorageEvent) => {
        if (event.key !== storageKey) return;
        setChosen(null);
        onChange();
      };
      window.addEventListener("storage", onStorage);
      return () => window.removeEventListener("storage", onStorage);
    },
    [storageKey],
  );
  // The server knows no stored choice: it renders "system", and so does hydration; the stored
  // choice follows in the render right after (the theme-init script has coloured the page already).
  const stored = useSyncExternalStore(
    subscribeStored,
    () => readStoredTheme(storageKey),
    () => "system" as const,
  );
  const theme = chosen ?? stored;
  const systemDark = useSyncExternalStore(watchSystemTheme, systemPrefersDark, () => false);
  const resolvedTheme = resolveTheme(theme, systemDark);
  const hydrated = useHydrated();

  // Before paint, so switching between areas with different choices does not flash. Not while
  // hydrating: the server's "system" would undo the colours the theme-init script chose.
  useLayoutEffect(() => {
    if (hydrated) applyTheme(resolvedTheme);
  }, [hydrated, resolvedTheme]);

  const setTheme = useCallback(
    (next: Theme) => {
      storeTheme(storageKey, next);
      setChosen(next);
    },
    [storageKey],
  );

  const value = useMemo(() => ({ theme, resolvedTheme, setTheme }), [theme, resolvedTheme, setTheme]);
  return <ThemeContext value={value}>{children}</ThemeContext>;
}

export function useTheme(): ThemeContextValue {
  const context = use(ThemeContext);
  if (!context) throw new Error("useTheme must be used inside <ThemeProvider>");
  return context;
}
