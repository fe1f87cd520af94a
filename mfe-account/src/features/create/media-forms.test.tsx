import { screen, waitFor } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { texts } from 'shared-ui';
import { addMusic } from 'shared-ui/contracts/music';
import { createReel } from 'shared-ui/contracts/reels';
import { logout } from 'shared-ui/contracts/users';
import { createYoutube } from 'shared-ui/contracts/youtube';
import { auth } from 'shared-ui/texts/auth';
import { account } from 'shared-ui/texts/account';
import { limits } from 'shared-ui/validation';
import { networkFailure, on, serverFailure, type FakeRoute } from '../../../../jest/fake-api.ts';
import { AMINA, ownReel, song, youtubeEntry } from '../../test/fixtures.ts';
import { cleanUpPage, renderPage } from '../../test/render-page.tsx';
import { CreatePage } from './create-page.tsx';

const t = account.create;
const file = (name: string, type: string, size = 64) => new File([new Uint8Array(size)], name, { type });

afterEach(cleanUpPage);

/** Opens the create page on `tab` with the API answering by `routes`; returns the requests sent. */
const open = (tab: string, ...routes: FakeRoute[]) =>
  renderPage(`/create?tab=${tab}`, { '/create': <CreatePage /> }, routes).sent;
const submit = () => userEvent.click(screen.getByRole('button', { name: t.submit }));

describe('the create page', () => {
  it('greets the member, opens the tab of the URL and puts the chosen tab in the URL', async () => {
    open('music');
    expect(screen.getByRole('heading', { level: 1, name: t.greeting('Amina') })).toBeInTheDocument();
    const tabs = screen.getAllByRole('tab');
    expect(tabs.map((tab) => tab.textContent)).toEqual([...account.create.tabs]);
    expect(screen.getByRole('tab', { name: account.create.tabs[2] })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await userEvent.click(screen.getByRole('tab', { name: account.create.tabs[1] }));
    expect(screen.getByRole('status', { name: 'location' })).toHaveTextContent('/create?tab=reel');
    expect(screen.getByRole('form', { name: account.create.tabs[1] })).toBeInTheDocument();
  });

  it('logs out to / (spec: from /create)', async () => {
    const sent = open(
      'article',
      on(logout, () => ({ status: 'success', message: 'Logged out.' })),
    );
    await userEvent.click(screen.getByRole('button', { name: auth.logout }));
    expect(screen.getByRole('status', { name: 'location' })).toHaveTextContent(/^\/$/);
    expect(localStorage.getItem('userSession')).toBeNull();
    await waitFor(() => expect(sent.some((request) => request.endpoint === logout)).toBe(true));
  });
});

describe('Create Real', () => {
  it('requires a description of at most 50 characters and a video file', async () => {
    open('reel');
    await submit();
    expect(screen.getByText(texts.validation.required('Description'))).toBeInTheDocument();
    expect(screen.getByText(texts.validation.required('The video'))).toBeInTheDocument();
    expect(screen.getByLabelText(/^Description/)).toHaveAttribute(
      'maxlength',
      String(limits.reelDescriptionFieldMax),
    );
    await userEvent.upload(screen.getByLabelText(/^Video/), file('song.mp3', 'audio/mpeg'), {
      applyAccept: false,
    });
    expect(screen.getByText(texts.form.invalidType('video/*'))).toBeInTheDocument();
  });

  it('sends the reel and empties the form', async () => {
    const sent = open(
      'reel',
      on(createReel, () => ({
        status: 'success',
        message: 'Reel created.',
        reel: { ...ownReel(1), user_id: AMINA.id, user_name: AMINA.username },
      })),
    );
    await userEvent.type(screen.getByLabelText(/^Description/), '  Chakacha at dusk  ');
    await userEvent.upload(screen.getByLabelText(/^Video/), file('dance.mp4', 'video/mp4'));
    await submit();
    expect(await screen.findByText(account.create.reelCreated)).toBeInTheDocument();
    // Its copies are made before others see it: the owner is told.
    expect(screen.getByText(account.create.reelPreparing)).toBeInTheDocument();
    const upload = sent.find((request) => request.endpoint === createReel);
    expect(upload?.path).toBe('reels/create_reel.php');
    // The multipart form's text fields, and the names of the files it carries.
    expect(upload?.body).toEqual({ user_id: '7', description: 'Chakacha at dusk', video1: 'dance.mp4' });
    expect(screen.getByLabelText(/^Description/)).toHaveValue('');
  });

  it("says 'Error creating real, please try again.' when the server fails", async () => {
    open(
      'reel',
      on(createReel, () => serverFailure()),
    );
    await userEvent.type(screen.getByLabelText(/^Description/), 'Chakacha');
    await userEvent.upload(screen.getByLabelText(/^Video/), file('dance.mp4', 'video/mp4'));
    await submit();
    expect(await screen.findByRole('alert')).toHaveTextContent(account.create.reelFailed);
    expect(screen.getByLabelText(/^Description/)).toHaveValue('Chakacha');
  });
});

describe('Add Music', () => {
  async function fillSong(song = file('ngoma.mp3', 'audio/mpeg')) {
    await userEvent.type(screen.getByLabelText(/^Song title/), 'Ngoma ya Pwani');
    await userEvent.type(screen.getByLabelText(/^Artist/), 'Kaya Drummers');
    await userEvent.type(screen.getByLabelText(/^Short description/), 'Drums of the coast.');
    await userEvent.type(screen.getByLabelText(/^Category/), 'Traditional');
    await userEvent.upload(screen.getByLabelText(/^Cover image/), file('cover.png', 'image/png'));
    await userEvent.upload(screen.getByLabelText(/^Song file/), song);
  }

  it('requires every field and both files, and keeps title, artist and category at 50', async () => {
    open('music');
    await submit();
    for (const name of ['Title', 'Artist', 'Description', 'Category', 'The cover image', 'The song file']) {
      expect(screen.getByText(texts.validation.required(name))).toBeInTheDocument();
    }
    const title = screen.getByLabelText(/^Song title/);
    await userEvent.type(title, 'x'.repeat(60));
    expect(title).toHaveValue('x'.repeat(50));
    expect(screen.getByLabelText(/^Artist/)).toHaveAttribute('maxlength', '50');
    expect(screen.getByLabelText(/^Category/)).toHaveAttribute('maxlength', '50');
    expect(screen.getByLabelText(/^Short description/)).toHaveAttribute('maxlength', '300');
  });

  it("refuses a song of another type or over 10MB with the spec's texts", async () => {
    open('music');
    const songField = screen.getByLabelText(/^Song file/);
    await userEvent.upload(songField, file('tune.wav', 'audio/wav'), { applyAccept: false });
    expect(songField).toHaveAccessibleDescription(
      'Invalid file type (audio/wav). Please upload an MP4 or MP3 file.',
    );
    expect(screen.queryByText(account.create.invalidFileType)).not.toBeInTheDocument();
    await userEvent.upload(songField, file('long.mp3', 'audio/mpeg', limits.musicMaxBytes + 1));
    expect(screen.getByText(account.create.fileTooLarge)).toBeInTheDocument();
    await userEvent.upload(songField, file('clip.mp4', 'video/mp4'));
    expect(screen.queryByText(account.create.fileTooLarge)).not.toBeInTheDocument();
  });

  it('uploads the song with the cuts applied and empties the form', async () => {
    const sent = open(
      'music',
      on(addMusic, () => ({ status: 'success', message: 'Music uploaded.', song: song(1) })),
    );
    await fillSong();
    await submit();
    expect(await screen.findByText(account.create.musicUploaded)).toBeInTheDocument();
    expect(screen.getByText(account.create.songPreparing)).toBeInTheDocument();
    const upload = sent.find((request) => request.endpoint === addMusic);
    expect(upload?.path).toBe('music/add_music.php');
    expect(upload?.body).toEqual({
      user_id: '7',
      song_title: 'Ngoma ya Pwani',
      song_artist: 'Kaya Drummers',
      small_description: 'Drums of the coast.',
      category: 'Traditional',
      song_image: 'cover.png',
      song_file: 'ngoma.mp3',
    });
    expect(screen.getByLabelText(/^Song title/)).toHaveValue('');
  });

  it("on a dropped connection says 'Error uploading music!', or names the size for a large song; the form stays", async () => {
    // A dropped connection, then a song too large for the server, then a server failure.
    let attempts = 0;
    open(
      'music',
      on(addMusic, (call) => {
        attempts += 1;
        if (attempts === 1) return networkFailure();
        if (attempts === 2) return call.answer(413, { status: 'error', message: 'Too large.' });
        return serverFailure();
      }),
    );
    await fillSong();
    await submit();
    expect(await screen.findByRole('alert')).toHaveTextContent(account.create.musicNetwork);
    await userEvent.click(screen.getByRole('button', { name: account.create.submit }));
    expect(await screen.findByText(account.create.musicNetworkSize)).toBeInTheDocument();
    expect(screen.getByLabelText(/^Song title/)).toHaveValue('Ngoma ya Pwani');
    await submit();
    expect(await screen.findByText(account.create.musicFailed)).toBeInTheDocument();
  });
});

describe('Add YouTube Video ID', () => {
  it('requires the id and a description of at most 90, and keeps the id of a pasted link', async () => {
    open('youtube');
    await submit();
    expect(screen.getByText(texts.validation.required('The video ID'))).toBeInTheDocument();
    expect(screen.getByText(texts.validation.required('Description'))).toBeInTheDocument();
    expect(screen.getByLabelText(/^Description/)).toHaveAttribute('maxlength', '90');
    const id = screen.getByLabelText(/^YouTube video ID/);
    await userEvent.click(id);
    await userEvent.paste('https://www.youtube.com/watch?v=dQw4w9WgXcQ&t=42');
    expect(id).toHaveValue('dQw4w9WgXcQ');
    await userEvent.clear(id);
    await userEvent.paste('https://youtu.be/abcdefghijk');
    expect(id).toHaveValue('abcdefghijk');
  });

  it("adds the video, and says 'Error creating, please try again.' when the server fails", async () => {
    let attempts = 0;
    const sent = open(
      'youtube',
      on(createYoutube, () =>
        ++attempts === 1
          ? { status: 'success', message: account.create.youtubeAdded, entry: youtubeEntry(1) }
          : serverFailure(),
      ),
    );
    await userEvent.type(screen.getByLabelText(/^YouTube video ID/), 'dQw4w9WgXcQ');
    await userEvent.type(screen.getByLabelText(/^Description/), 'Kaya elders speak');
    await submit();
    expect(await screen.findByText(account.create.youtubeAdded, { exact: false })).toBeInTheDocument();
    const upload = sent.find((request) => request.endpoint === createYoutube);
    expect(upload?.path).toBe('youtube/create_youtube.php');
    expect(upload?.body).toEqual({
      user_id: '7',
      videoId: 'dQw4w9WgXcQ',
      youtubedescription: 'Kaya elders speak',
    });
    await userEvent.type(screen.getByLabelText(/^YouTube video ID/), 'dQw4w9WgXcQ');
    await userEvent.type(screen.getByLabelText(/^Description/), 'Again');
    await submit();
    expect(await screen.findByRole('alert')).toHaveTextContent(account.create.youtubeFailed);
  });
});
