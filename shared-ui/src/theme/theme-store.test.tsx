import { act, render, screen } from '@testing-library/react';
import { THEME_STORAGE_KEY, useTheme, useThemeStore } from './theme-store.ts';

function mockSystemTheme(dark: boolean) {
  window.matchMedia = (query: string) =>
    ({
      matches: dark && query.includes('dark'),
      media: query,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
    }) as unknown as MediaQueryList;
}

function Probe() {
  const { theme, toggle } = useTheme();
  return (
    <button type="button" onClick={toggle}>
      {theme}
    </button>
  );
}

beforeEach(() => act(() => useThemeStore.setState({ choice: null })));

describe('theme', () => {
  it('follows the system preference until the visitor chooses', () => {
    mockSystemTheme(true);
    render(<Probe />);
    expect(screen.getByRole('button')).toHaveTextContent('dark');
  });

  it('toggles and remembers the choice on the device', () => {
    mockSystemTheme(false);
    render(<Probe />);
    act(() => screen.getByRole('button').click());
    expect(screen.getByRole('button')).toHaveTextContent('dark');
    expect(JSON.parse(localStorage.getItem(THEME_STORAGE_KEY) ?? '{}').state.choice).toBe('dark');
  });
});
