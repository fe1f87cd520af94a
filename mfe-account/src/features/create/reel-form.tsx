import { FileField } from 'shared-ui/file-field';
import { TextArea } from 'shared-ui/text-area';
import { account } from 'shared-ui/texts/account';
import { limits, validateReel } from 'shared-ui/validation';
import { ownListPath } from '../content/content-nav.tsx';
import { createReel, type NewReel } from './api.ts';
import { UploadFormFrame } from './upload-form-frame.tsx';
import { useUploadForm } from './use-upload-form.ts';

const VIDEO_TYPES = ['video/*'] as const;
const empty: NewReel = { description: '', video1: null };

/** Create Real (spec section 5): description required, 50 in the field (sent cut to 300), a video. */
export function ReelForm({ userId }: { userId: number }) {
  const upload = useUploadForm<NewReel>({
    initial: empty,
    validate: validateReel,
    send: (values, options) => createReel(userId, values, options),
    success: account.create.reelCreated,
    failed: account.create.reelFailed,
  });
  const { field } = upload;
  return (
    <UploadFormFrame
      upload={upload}
      label={account.create.tabs[1]}
      listPath={ownListPath('reels', userId)}
      listLabel={account.create.seeList.reel}
      preparing={account.create.reelPreparing}
      withFiles
    >
      <TextArea
        label={account.create.reelDescription}
        required
        rows={2}
        maxLength={limits.reelDescriptionFieldMax}
        showCount
        {...field('description')}
      />
      <FileField
        label={account.create.video}
        required
        accept={VIDEO_TYPES}
        maxBytes={limits.videoMaxBytes}
        {...field('video1')}
        progress={upload.progress}
      />
    </UploadFormFrame>
  );
}
