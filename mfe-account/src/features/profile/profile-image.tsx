import { useState, type FormEvent } from 'react';
import { texts } from 'shared-ui';
import { Button } from 'shared-ui/button';
import { FileField } from 'shared-ui/file-field';
import { MessageBanner, type MessageTone } from 'shared-ui/message-banner';
import { account } from 'shared-ui/texts/account';
import { limits, validateProfileImage } from 'shared-ui/validation';
import { updateProfileImage } from './api.ts';

const IMAGE_TYPES = ['image/*'] as const;

/**
 * The profile-image update (spec): a file is required ('Please select an image to update.'),
 * previewed before it is sent; the page shows the new image once the server has it.
 */
export function ProfileImageForm({
  userId,
  onUpdated,
}: {
  userId: number;
  onUpdated: (name: string) => void;
}) {
  const [image, setImage] = useState<File | null>(null);
  const [progress, setProgress] = useState<number | undefined>(undefined);
  const [notice, setNotice] = useState<{ tone: MessageTone; text: string } | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const problem = validateProfileImage(image);
    if (problem || !image) {
      setNotice({ tone: image ? 'danger' : 'info', text: problem ?? texts.profile.imageRequired });
      return;
    }
    setNotice(null);
    setProgress(0);
    try {
      const answer = await updateProfileImage(userId, image, { onProgress: setProgress });
      if (answer.success && answer.profile_image) {
        onUpdated(answer.profile_image);
        setImage(null);
        setNotice({ tone: 'success', text: texts.profile.imageUpdated });
      } else setNotice({ tone: 'danger', text: answer.message || texts.profile.imageUpdateFailed });
    } catch {
      setNotice({ tone: 'danger', text: texts.profile.imageUpdateError });
    } finally {
      setProgress(undefined);
    }
  };

  return (
    <form className="account-image-form" onSubmit={(event) => void submit(event)} noValidate>
      <FileField
        label={account.profile.newImage}
        name="profile_image"
        accept={IMAGE_TYPES}
        maxBytes={limits.imageMaxBytes}
        value={image}
        onChange={(file) => {
          setImage(file);
          setNotice(null);
        }}
        progress={progress}
      />
      {notice && <MessageBanner tone={notice.tone}>{notice.text}</MessageBanner>}
      <Button
        type="submit"
        variant="secondary"
        busy={progress !== undefined}
        busyLabel={account.profile.updatingImage}
      >
        {account.profile.updateImage}
      </Button>
    </form>
  );
}
