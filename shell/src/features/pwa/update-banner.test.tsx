import { act, render, screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { texts } from 'shared-ui';
import { UpdateBanner } from './update-banner.tsx';
import { useUpdate } from './update-store.ts';

describe('new version notice', () => {
  afterEach(() => act(() => useUpdate.getState().dismiss()));

  it('says nothing while there is nothing new', () => {
    render(<UpdateBanner />);
    expect(screen.queryByText(texts.appUpdate.available)).not.toBeInTheDocument();
  });

  it('offers a reload once a new version is out, and reloads on request', async () => {
    const user = userEvent.setup();
    const reload = jest.fn();
    render(<UpdateBanner />);
    act(() => useUpdate.getState().offer(reload));
    expect(screen.getByRole('status')).toHaveTextContent(texts.appUpdate.available);
    await user.click(screen.getByRole('button', { name: texts.appUpdate.reload }));
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('can wait until later', async () => {
    const user = userEvent.setup();
    render(<UpdateBanner />);
    act(() => useUpdate.getState().offer(jest.fn()));
    await user.click(screen.getByRole('button', { name: texts.appUpdate.later }));
    expect(screen.queryByText(texts.appUpdate.available)).not.toBeInTheDocument();
  });
});
