import { act, render, screen, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { texts } from 'shared-ui';
import { mockMatchMedia } from '../test/browser.ts';
import { about } from '../texts/about.ts';
import { contactPage } from '../texts/contact.ts';
import { install } from '../texts/install.ts';
import { legal } from '../texts/legal/index.ts';
import { smallPages } from '../texts/small-pages.ts';
import { AppRoutes, isShellPage } from './app.tsx';

// Remote modules load for real in the end-to-end suite; these are the shell's own pages.
jest.mock('../features/remotes/remote-module.tsx', () => ({
  RemoteModule: ({ id }: { id: string }) => <p>Remote module {id}</p>,
}));

const main = () => within(screen.getByRole('main'));

const renderRoutes = (path: string) =>
  render(
    <MemoryRouter initialEntries={[path]}>
      <AppRoutes />
    </MemoryRouter>,
  );

/** Renders the app at a path and waits for the page (some load their code on demand). */
async function renderAt(path: string) {
  const { container } = renderRoutes(path);
  await within(container).findByRole('heading', { level: 1 });
}

describe('isShellPage', () => {
  it.each(['/', '/home', '/home/', '/about-us', '/contact-us', '/install-app'])(
    '%s is the shell’s own',
    (path) => expect(isShellPage(path)).toBe(true),
  );
  it.each(['/articles', '/marketplace', '/music', '/login', '/no-such-page'])('%s is not', (path) =>
    expect(isShellPage(path)).toBe(false),
  );
});

describe('shell routes', () => {
  beforeEach(() => mockMatchMedia());

  it.each([
    ['/home', texts.home.karibu],
    ['/about', about.title],
    ['/about-us', about.title],
    ['/contact-us', contactPage.title],
    ['/settings', texts.nav.settings],
    ['/notifications', texts.layout.notifications],
    ['/privacy-policy', texts.nav.privacy],
    ['/privacy_policy', texts.nav.privacy],
    ['/terms-conditions', texts.nav.terms],
    ['/cookie-policy', texts.nav.cookies],
    ['/install-app', install.title],
    ['/not-allowed', smallPages.accessDenied.title],
  ])('%s shows %s inside the layout', async (path, heading) => {
    await renderAt(path);
    expect(main().getByRole('heading', { level: 1, name: new RegExp(`^${heading}`) })).toBeInTheDocument();
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();
  });

  it('shows the Access Denied texts and a way home', async () => {
    await renderAt('/not-allowed');
    expect(main().getByText(smallPages.accessDenied.notPermitted)).toBeInTheDocument();
    expect(main().getByText(smallPages.accessDenied.askAdministrator)).toBeInTheDocument();
    expect(main().getByRole('link', { name: smallPages.accessDenied.returnHome })).toHaveAttribute(
      'href',
      '/home',
    );
  });

  it('says more settings are coming', async () => {
    await renderAt('/settings');
    expect(main().getByText(smallPages.settings.comingSoon)).toBeInTheDocument();
  });

  it('turns low-data mode on and off with its switch; every page then says it is on, with a link here', async () => {
    await renderAt('/settings');
    const lowData = screen.getByRole('switch', { name: smallPages.settings.lowData });
    expect(lowData).not.toBeChecked();
    const noteText = new RegExp(texts.layout.lowDataOn.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
    expect(screen.queryByText(noteText)).not.toBeInTheDocument();
    await userEvent.click(lowData);
    expect(lowData).toBeChecked();
    expect(document.cookie).toContain('lowData=on');
    const note = screen.getByText(noteText);
    expect(within(note).getByRole('link', { name: texts.layout.lowDataSettings })).toHaveAttribute(
      'href',
      '/settings',
    );
    await userEvent.click(lowData);
    expect(lowData).not.toBeChecked();
    expect(document.cookie).toContain('lowData=off');
    expect(screen.queryByText(noteText)).not.toBeInTheDocument();
  });

  it.each(['/privacy-policy', '/terms-conditions', '/cookie-policy'])(
    '%s is dated May 2025',
    async (path) => {
      await renderAt(path);
      expect(main().getByText(legal.lastUpdated)).toBeInTheDocument();
    },
  );

  it('states the minimum age and that no data is collected from under 18', async () => {
    await renderAt('/terms-conditions');
    expect(main().getByText(/at least 13 years old/)).toBeInTheDocument();
    await renderAt('/privacy-policy');
    expect(
      screen.getByText(/We do not collect personal information from anyone under 18/),
    ).toBeInTheDocument();
  });

  it('names the consent cookie and its lifetime in the cookie policy', async () => {
    await renderAt('/cookie-policy');
    const table = main().getByRole('table');
    expect(within(table).getByRole('row', { name: /visited/ })).toHaveTextContent('365 days');
  });

  it('tells About the nine tribes, the four core values and the Kaya forests', async () => {
    await renderAt('/about');
    const tribes = main().getByRole('heading', { name: about.tribesTitle }).closest('section') as HTMLElement;
    expect(
      within(tribes)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([...texts.community.tribes]);
    for (const value of texts.community.coreValues) {
      expect(main().getByRole('button', { name: value.title })).toBeInTheDocument();
    }
    const sections = [about.missionTitle, about.workTitle, about.storiesTitle, about.voicesTitle];
    for (const section of [...sections, about.learningTitle, about.forestsTitle]) {
      expect(main().getByRole('heading', { name: section })).toBeInTheDocument();
    }
    for (const paragraph of about.forests) expect(main().getByText(paragraph)).toBeInTheDocument();
  });

  it('hands every other path to the remotes, inside the layout', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    await act(async () => {
      renderRoutes('/music');
    });
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(main().queryByRole('heading', { name: texts.home.karibu })).not.toBeInTheDocument();
    jest.restoreAllMocks();
  });
});
