import { useEffect } from 'react';
import { useTheme } from 'shared-ui';

/** Mirrors the theme in force onto <html data-theme>, which the design tokens follow. */
export function useApplyTheme(): void {
  const { theme } = useTheme();
  useEffect(() => {
    document.documentElement.dataset.theme = theme;
  }, [theme]);
}
