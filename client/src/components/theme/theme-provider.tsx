import {
  createContext,
  use,
  useCallback,
  useEffect,
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
  const [theme, setThemeState] = useState<Theme>(() => readStoredTheme(storageKey));
  const systemDark = useSyncExternalStore(watchSystemTheme, systemPrefersDark, () => false);
  const resolvedTheme = resolveTheme(theme, systemDark);

  // Before paint, so switching between areas with different choices does not flash.
  useLayoutEffect(() => applyTheme(resolvedTheme), [resolvedTheme]);

  // Another tab changed the choice.
  useEffect(() => {
    const onStorage = (event: StorageEvent) => {
      if (event.key === storageKey) setThemeState(readStoredTheme(storageKey));
    };
    window.addEventListener("storage", onStorage);
    return () => window.removeEventListener("storage", onStorage);
  }, [storageKey]);

  const setTheme = useCallback(
    (next: Theme) => {
      storeTheme(storageKey, next);
      setThemeState(next);
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
