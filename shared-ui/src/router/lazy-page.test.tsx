import { jest } from '@jest/globals';
import React, { StrictMode, Suspense, act, type ComponentType } from 'react';
import { render, screen } from '@testing-library/react';
import { lazyPage } from './lazy-page.ts';

const Nyimbo = () => <h1>Nyimbo</h1>;

const inSuspense = (Page: ComponentType) => (
  <StrictMode>
    <Suspense fallback={<p>Loading</p>}>
      <Page />
    </Suspense>
  </StrictMode>
);

describe('lazyPage', () => {
  let consoleError: jest.SpiedFunction<typeof console.error>;
  beforeEach(() => {
    consoleError = jest.spyOn(console, 'error');
  });
  afterEach(() => {
    jest.restoreAllMocks();
  });

  it('reads its code with use() in every render, always the same promise, as React asks of use()', async () => {
    const reads = jest.spyOn(React, 'use');
    let arrive!: () => void;
    const page = lazyPage('test-page', () => {
      return new Promise((resolve) => (arrive = () => resolve({ default: Nyimbo })));
    });
    const { rerender } = await act(async () => render(inSuspense(page.Page)));
    expect(screen.getByText('Loading')).toBeInTheDocument();
    await act(async () => arrive());
    expect(await screen.findByRole('heading', { name: 'Nyimbo' })).toBeInTheDocument();
    rerender(inSuspense(page.Page));
    expect(screen.getByRole('heading', { name: 'Nyimbo' })).toBeInTheDocument();

    const promises = reads.mock.calls.map(([read]) => read);
    // Before the code arrived, once it had, and again when rendered again.
    expect(promises.length).toBeGreaterThanOrEqual(3);
    expect(new Set(promises)).toEqual(new Set([page.preload()]));
    expect(consoleError).not.toHaveBeenCalled();
  });

  it('renders a preloaded page in the first render, without suspending', async () => {
    let loads = 0;
    const page = lazyPage('test-page', async () => {
      loads += 1;
      return { default: Nyimbo };
    });
    const preloaded = page.preload();
    expect(page.preload()).toBe(preloaded);
    await preloaded;
    render(inSuspense(page.Page));
    expect(screen.getByRole('heading', { name: 'Nyimbo' })).toBeInTheDocument();
    expect(screen.queryByText('Loading')).not.toBeInTheDocument();
    expect(loads).toBe(1);
    expect(consoleError).not.toHaveBeenCalled();
  });

  it('loads the code again after a failed load (the Try again of the error boundary)', async () => {
    let attempt = 0;
    const page = lazyPage('test-page', async () => {
      attempt += 1;
      if (attempt === 1) throw new Error('offline');
      return { default: Nyimbo };
    });
    await expect(page.preload()).rejects.toThrow('offline');
    await expect(page.preload()).resolves.toBe(Nyimbo);
    expect(attempt).toBe(2);
  });
});
