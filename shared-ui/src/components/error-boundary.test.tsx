import { render, screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { texts } from '../texts/index.ts';
import { ErrorBoundary } from './error-boundary.tsx';

let broken = true;
function Fragile() {
  if (broken) throw new Error('boom');
  return <p>Recovered</p>;
}

describe('ErrorBoundary', () => {
  beforeEach(() => {
    broken = true;
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => jest.restoreAllMocks());

  it('shows the spec fallback in its own area only, and retries', async () => {
    const onError = jest.fn();
    render(
      <>
        <p>Header stays</p>
        <ErrorBoundary onError={onError}>
          <Fragile />
        </ErrorBoundary>
      </>,
    );
    expect(screen.getByRole('alert')).toHaveTextContent(texts.common.somethingWentWrong);
    expect(screen.getByText('Header stays')).toBeInTheDocument();
    expect(onError).toHaveBeenCalledTimes(1);

    broken = false;
    await userEvent.click(screen.getByRole('button', { name: texts.common.retry }));
    expect(screen.getByText('Recovered')).toBeInTheDocument();
  });

  it('clears the error when its reset key changes', () => {
    const { rerender } = render(
      <ErrorBoundary resetKey="/music">
        <Fragile />
      </ErrorBoundary>,
    );
    expect(screen.getByRole('alert')).toBeInTheDocument();
    broken = false;
    rerender(
      <ErrorBoundary resetKey="/articles">
        <Fragile />
      </ErrorBoundary>,
    );
    expect(screen.getByText('Recovered')).toBeInTheDocument();
  });
});
