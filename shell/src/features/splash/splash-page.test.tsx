import { act, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { PRODUCT_NAME } from 'shared-ui';
import { SplashPage } from './splash-page.tsx';

describe('welcome splash', () => {
  afterEach(() => jest.useRealTimers());

  it('shows Loading and the product name for 2 s, then the welcome', () => {
    jest.useFakeTimers();
    render(
      <MemoryRouter>
        <SplashPage />
      </MemoryRouter>,
    );
    expect(screen.getByRole('status')).toHaveTextContent(`Loading ${PRODUCT_NAME}`);
    act(() => jest.advanceTimersByTime(1999));
    expect(screen.queryByRole('heading', { name: 'Karibu' })).not.toBeInTheDocument();
    act(() => jest.advanceTimersByTime(1));
    expect(screen.getByRole('heading', { name: 'Karibu' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Enter Platform' })).toHaveAttribute('href', '/home');
  });
});
