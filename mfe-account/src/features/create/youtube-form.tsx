import { TextArea } from 'shared-ui/text-area';
import { TextField } from 'shared-ui/text-field';
import { account } from 'shared-ui/texts/account';
import { limits, validateYoutube, youtubeVideoId } from 'shared-ui/validation';
import { ownListPath } from '../content/content-nav.tsx';
import { createYoutube, type NewYoutube } from './api.ts';
import { UploadFormFrame } from './upload-form-frame.tsx';
import { useUploadForm } from './use-upload-form.ts';

const t = account.create;
const empty: NewYoutube = { videoId: '', youtubedescription: '' };

/** A pasted YouTube link becomes its video id; anything else stays as typed. */
export function keepVideoId(value: string): string {
  if (!/[/.]/.test(value)) return value;
  return youtubeVideoId(value) ?? value;
}

/** Add YouTube Video ID (spec section 5): the id (or a link) and a description of ≤ 90 (sent cut to 300). */
export function YoutubeForm({ userId }: { userId: number }) {
  const upload = useUploadForm<NewYoutube>({
    initial: empty,
    validate: validateYoutube,
    send: (values, options) => createYoutube(userId, values, options),
    success: account.create.youtubeAdded,
    failed: account.create.youtubeFailed,
  });
  const { field } = upload;
  return (
    <UploadFormFrame
      upload={upload}
      label={account.create.tabs[3]}
      listPath={ownListPath('youtube', userId)}
      listLabel={t.seeList.youtube}
    >
      <TextField
        label={t.videoId}
        hint={t.videoIdHint}
        required
        {...field('videoId')}
        onChange={(value) => field('videoId').onChange(keepVideoId(value))}
      />
      <TextArea
        label={t.youtubeDescription}
        required
        rows={3}
        maxLength={limits.youtubeDescriptionFieldMax}
        showCount
        {...field('youtubedescription')}
      />
    </UploadFormFrame>
  );
}
