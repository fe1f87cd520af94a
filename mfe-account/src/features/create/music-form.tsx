import { FileField } from 'shared-ui/file-field';
import { TextArea } from 'shared-ui/text-area';
import { TextField } from 'shared-ui/text-field';
import { account } from 'shared-ui/texts/account';
import { limits, prepareMusic, validateMusic, validateSongFile } from 'shared-ui/validation';
import { ownListPath } from '../content/content-nav.tsx';
import { addMusic, type NewSong } from './api.ts';
import { IMAGE_TYPES } from './article-form.tsx';
import { UploadFormFrame } from './upload-form-frame.tsx';
import { useUploadForm } from './use-upload-form.ts';

const t = account.create;
const empty: NewSong = {
  song_title: '',
  song_artist: '',
  small_description: '',
  category: '',
  song_image: null,
  song_file: null,
};

/** A song over half the limit that fails on the way was most likely too big for the connection. */
const LARGE_SONG = limits.musicMaxBytes / 2;

/**
 * Add Music (spec section 5): title, artist and category cut to 50, description ≤ 300, a cover
 * image and a song file (MP3 or MP4, at most 10MB, the spec's texts as soon as one is picked).
 */
export function MusicForm({ userId }: { userId: number }) {
  const upload = useUploadForm<NewSong>({
    initial: empty,
    validate: (values) => validateMusic(prepareMusic(values)),
    send: (values, options) => addMusic(userId, prepareMusic(values), options),
    success: account.create.musicUploaded,
    failed: account.create.musicFailed,
    network: (values, status) =>
      status === 413 || (values.song_file?.size ?? 0) > LARGE_SONG
        ? account.create.musicNetworkSize
        : account.create.musicNetwork,
  });
  const { field } = upload;
  const text = (name: 'song_title' | 'song_artist' | 'category', label: string) => (
    <TextField label={label} required maxLength={limits.songTextMax} showCount {...field(name)} />
  );
  return (
    <UploadFormFrame
      upload={upload}
      label={account.create.tabs[2]}
      listPath={ownListPath('music', userId)}
      listLabel={t.seeList.music}
      preparing={t.songPreparing}
      withFiles
    >
      {text('song_title', t.songTitle)}
      {text('song_artist', t.songArtist)}
      <TextArea
        label={t.songDescription}
        required
        maxLength={limits.musicDescriptionMax}
        showCount
        {...field('small_description')}
      />
      {text('category', t.songCategory)}
      <FileField
        label={t.coverImage}
        required
        accept={IMAGE_TYPES}
        maxBytes={limits.imageMaxBytes}
        {...field('song_image')}
        progress={upload.progress}
      />
      <FileField
        label={t.songFile}
        required
        accept={limits.musicTypes}
        check={validateSongFile}
        {...field('song_file')}
        progress={upload.progress}
      />
    </UploadFormFrame>
  );
}
