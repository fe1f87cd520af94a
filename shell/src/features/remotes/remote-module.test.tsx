import { act, render, screen } from '@testing-library/react';
import type { ReactElement } from 'react';
import { renderToString } from 'react-dom/server';
import { userEvent } from '@testing-library/user-event';
import { texts, type RuntimeConfig } from 'shared-ui';
import { loadRemoteModule } from './load-remote.ts';
import { preloadExposed, RemoteModule } from './remote-module.tsx';
import { embedKey, RenderedRemoteContext } from './server-rendered.ts';

// The federation runtime cannot fetch remotes inside jsdom (the end-to-end suite loads real ones);
// here the loader is replaced to drive RemoteModule through each state.
jest.mock('./load-remote.ts', () => ({ loadRemoteModule: jest.fn() }));
const load = jest.mocked(loadRemoteModule);

const Widget = ({ label }: { label?: string }) => <p>Widget {label}</p>;
const ok = () => Promise.resolve({ default: Widget });
const fail = () => Promise.reject(new Error('blocked'));

/** Suspending renders must run inside an awaited act (React 19). */
const renderAsync = async (ui: ReactElement) => {
  let result: ReturnType<typeof render> | undefined;
  await act(async () => {
    result = render(ui);
  });
  return result as ReturnType<typeof render>;
};

/**
 * The failure shows in place after one load (`alsoCheck` looks at the rest of the page then);
 * Try again loads once more, and the remote, working now, shows.
 */
async function expectFailedThenRecovered(alsoCheck?: () => void) {
  expect(await screen.findByText(texts.common.somethingWentWrong)).toBeInTheDocument();
  alsoCheck?.();
  expect(load).toHaveBeenCalledTimes(1);

  load.mockImplementation(ok);
  await act(() => userEvent.click(screen.getByRole('button', { name: texts.common.retry })));
  expect(await screen.findByText('Widget')).toBeInTheDocument();
  expect(load).toHaveBeenCalledTimes(2);
}

describe('RemoteModule', () => {
  beforeEach(() => {
    load.mockReset();
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => jest.restoreAllMocks());

  it('shows a loading state, then the exposed component with its props', async () => {
    load.mockImplementation(ok);
    let finish: (value: { default: typeof Widget }) => void = () => undefined;
    load.mockImplementation(() => new Promise((resolve) => (finish = resolve)));
    await renderAsync(
      <RemoteModule id="good/Widget" props={{ label: 'ready' }} loadingLabel="Loading widget…" />,
    );
    expect(screen.getByRole('status')).toHaveTextContent('Loading widget…');
    await act(async () => finish({ default: Widget }));
    expect(await screen.findByText('Widget ready')).toBeInTheDocument();
  });

  it('shows the fallback after a failed load, without loading again, until Try again', async () => {
    load.mockImplementation(fail);
    await renderAsync(
      <>
        <p>Rest of the page</p>
        <RemoteModule id="broken/App" />
      </>,
    );
    await expectFailedThenRecovered(() => expect(screen.getByText('Rest of the page')).toBeInTheDocument());
  });

  it('tries a failed remote again when it is mounted again', async () => {
    load.mockImplementation(fail);
    const { unmount } = await renderAsync(<RemoteModule id="flaky/App" />);
    expect(await screen.findByText(texts.common.somethingWentWrong)).toBeInTheDocument();
    unmount();
    load.mockImplementation(ok);
    await renderAsync(<RemoteModule id="flaky/App" />);
    expect(await screen.findByText('Widget')).toBeInTheDocument();
  });

  it('renders a preloaded module at once, without a loading state or a second load', async () => {
    load.mockImplementation(ok);
    await preloadExposed('ready/App');
    render(<RemoteModule id="ready/App" props={{ label: 'first' }} />);
    expect(screen.getByText('Widget first')).toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('shows a failed preload in place without loading again, until Try again', async () => {
    load.mockImplementation(fail);
    await expect(preloadExposed('gone/App')).rejects.toThrow('blocked');
    await renderAsync(<RemoteModule id="gone/App" />);
    await expectFailedThenRecovered();
  });

  it('waits for a preload still under way instead of starting another', async () => {
    let finish: (value: { default: typeof Widget }) => void = () => undefined;
    load.mockImplementation(() => new Promise((resolve) => (finish = resolve)));
    const preloaded = preloadExposed('slow/App');
    await renderAsync(<RemoteModule id="slow/App" loadingLabel="Loading page…" />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading page…');
    await act(async () => {
      finish({ default: Widget });
      await preloaded;
    });
    expect(await screen.findByText('Widget')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('loads a working remote once for every place that shows it', async () => {
    load.mockImplementation(ok);
    await renderAsync(
      <>
        <RemoteModule id="shared/Widget" props={{ label: 'one' }} />
        <RemoteModule id="shared/Widget" props={{ label: 'two' }} />
      </>,
    );
    expect(await screen.findByText('Widget one')).toBeInTheDocument();
    expect(screen.getByText('Widget two')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it("on the server, writes the markup each embedded module's remote rendered for its props, and leaves the others to the browser", () => {
    const config: RuntimeConfig = { remotes: {} };
    const embedded = { [embedKey('stories/Results', { kinds: ['people'] })]: '<p>People found</p>' };
    const markup = renderToString(
      <RenderedRemoteContext value={{ config, embedded }}>
        <RemoteModule id="stories/Results" props={{ kinds: ['people'] }} serverRendered />
        <RemoteModule
          id="stories/Results"
          props={{ kinds: ['stories'] }}
          serverRendered
          loadingLabel="Searching"
        />
      </RenderedRemoteContext>,
    );
    expect(markup).toContain('<div class="remote-module"><p>People found</p></div>');
    // The one its remote did not render shows its loading state; nothing was loaded on the server.
    expect(markup).toContain('Searching');
    expect(load).not.toHaveBeenCalled();
  });
});
