import { act, render, screen } from '@testing-library/react';
import { MEDIA_PLAYER_EVENT, MINI_PLAYER_MODULE } from 'shared-ui/contracts';
import { loadRemoteModule } from '../remotes/load-remote.ts';
import { MediaPlayerDock } from './media-player-dock.tsx';

// The federation runtime cannot fetch remotes inside jsdom (the end-to-end suite plays a real song).
jest.mock('../remotes/load-remote.ts', () => ({ loadRemoteModule: jest.fn() }));
const load = jest.mocked(loadRemoteModule);

const announce = (open: boolean) =>
  act(async () => {
    window.dispatchEvent(new CustomEvent(MEDIA_PLAYER_EVENT, { detail: { open } }));
  });

describe('the mini player in the layout', () => {
  beforeEach(() => load.mockResolvedValue({ default: () => <p>Mini player</p> }));
  afterEach(() => jest.restoreAllMocks());

  it('loads nothing of the media remote until a song plays, then mounts its widget until it closes', async () => {
    render(<MediaPlayerDock />);
    expect(load).not.toHaveBeenCalled();

    await announce(true);
    expect(await screen.findByText('Mini player')).toBeInTheDocument();
    expect(load).toHaveBeenCalledWith(MINI_PLAYER_MODULE);

    await announce(false);
    expect(screen.queryByText('Mini player')).not.toBeInTheDocument();
  });
});
