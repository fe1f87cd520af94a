import { act, fireEvent, render, screen } from '@testing-library/react';
import { texts } from 'shared-ui';
import { timings } from 'shared-ui/validation';
import { CopyButton } from './copy-button.tsx';

describe('copy button', () => {
  afterEach(() => jest.useRealTimers());

  it("copies the text and says 'Copied' for exactly 2 s", async () => {
    jest.useFakeTimers();
    const writeText = jest.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    render(<CopyButton text="MJK-ABCDEFGH23" label="Copy ticket number" />);

    // An awaited act settles the click's promise chain (the clipboard write) deterministically.
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Copy ticket number' }));
    });
    expect(writeText).toHaveBeenCalledWith('MJK-ABCDEFGH23');
    expect(screen.getByRole('button', { name: texts.common.copied })).toHaveTextContent('Copied');

    act(() => jest.advanceTimersByTime(timings.ticketCopiedMs - 1));
    expect(screen.getByRole('button', { name: texts.common.copied })).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(1));
    expect(screen.getByRole('button', { name: 'Copy ticket number' })).not.toHaveTextContent('Copied');
  });
});
