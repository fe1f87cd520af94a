import { act, render, screen } from '@testing-library/react';
import { timings } from '../validation/limits.ts';
import { useListResults } from './use-list-results.ts';

function Probe({ query, load }: { query: string; load: (query: string) => Promise<string[]> }) {
  const results = useListResults(() => load(query), query);
  return <p>{results === null ? 'loading' : results.join(',') || 'none'}</p>;
}

const answer = (query: string) => Promise.resolve([`${query}-1`, `${query}-2`]);

describe('useListResults', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('asks for the first query at once, without the typing delay', async () => {
    const load = jest.fn(answer);
    render(<Probe query="" load={load} />);
    expect(screen.getByText('loading')).toBeInTheDocument();
    await act(() => jest.advanceTimersByTimeAsync(0));
    expect(load).toHaveBeenCalledTimes(1);
    expect(screen.getByText('-1,-2')).toBeInTheDocument();
  });

  it('asks once for a burst of changes, after the delay, keeping the last results meanwhile', async () => {
    const load = jest.fn(answer);
    const { rerender } = render(<Probe query="" load={load} />);
    await act(() => jest.advanceTimersByTimeAsync(0));
    rerender(<Probe query="k" load={load} />);
    rerender(<Probe query="ki" load={load} />);
    await act(() => jest.advanceTimersByTimeAsync(timings.searchDelayMs - 1));
    expect(load).toHaveBeenCalledTimes(1);
    expect(screen.getByText('-1,-2')).toBeInTheDocument();
    await act(() => jest.advanceTimersByTimeAsync(1));
    expect(load).toHaveBeenCalledTimes(2);
    expect(load).toHaveBeenLastCalledWith('ki');
    expect(screen.getByText('ki-1,ki-2')).toBeInTheDocument();
  });

  it('shows an empty list when the load fails', async () => {
    render(<Probe query="" load={() => Promise.reject(new Error('offline'))} />);
    await act(() => jest.advanceTimersByTimeAsync(0));
    expect(screen.getByText('none')).toBeInTheDocument();
  });

  it('drops an answer that arrives after the query changed', async () => {
    let finishFirst: (list: string[]) => void = () => undefined;
    const load = jest.fn((query: string) =>
      query === '' ? new Promise<string[]>((resolve) => (finishFirst = resolve)) : answer(query),
    );
    const { rerender } = render(<Probe query="" load={load} />);
    await act(() => jest.advanceTimersByTimeAsync(0));
    rerender(<Probe query="mat" load={load} />);
    await act(() => jest.advanceTimersByTimeAsync(timings.searchDelayMs));
    await act(async () => finishFirst(['stale']));
    expect(screen.getByText('mat-1,mat-2')).toBeInTheDocument();
  });
});
