/**
 * The theme: light or dark, defaulting to the system preference until the
 * visitor chooses, and remembered on the device (`theme`).
 */
import { useEffect, useState } from 'react';
import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';

export type Theme = 'light' | 'dark';

interface ThemeState {
  /** The visitor's choice; null follows the system preference. */
  choice: Theme | null;
  setTheme: (theme: Theme) => void;
}

export const THEME_STORAGE_KEY = 'theme';

export const useThemeStore = create<ThemeState>()(
  persist((set) => ({ choice: null, setTheme: (choice) => set({ choice }) }), {
    name: THEME_STORAGE_KEY,
    storage: createJSONStorage(() => localStorage),
  }),
);

const DARK_QUERY = '(prefers-color-scheme: dark)';

function systemTheme(): Theme {
  return typeof window !== 'undefined' && window.matchMedia?.(DARK_QUERY).matches ? 'dark' : 'light';
}

/** The theme in force: the visitor's choice, else the system's, following system changes live. */
export function useTheme(): { theme: Theme; toggle: () => void } {
  const choice = useThemeStore((s) => s.choice);
  const setTheme = useThemeStore((s) => s.setTheme);
  const [system, setSystem] = useState<Theme>(systemTheme);

  useEffect(() => {
    const query = window.matchMedia?.(DARK_QUERY);
    if (!query) return;
    const onChange = () => setSystem(query.matches ? 'dark' : 'light');
    query.addEventListener('change', onChange);
    return () => query.removeEventListener('change', onChange);
  }, []);

  const theme = choice ?? system;
  return { theme, toggle: () => setTheme(theme === 'dark' ? 'light' : 'dark') };
}
