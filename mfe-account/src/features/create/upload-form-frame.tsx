import { Fragment, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { texts } from 'shared-ui';
import { Button } from 'shared-ui/button';
import { Form } from 'shared-ui/form';
import { MessageBanner } from 'shared-ui/message-banner';
import { account } from 'shared-ui/texts/account';
import type { UploadForm } from './use-upload-form.ts';

export interface UploadFormFrameProps<V extends object> {
  upload: UploadForm<V>;
  /** Names the form (the tab's label). */
  label: string;
  /** Where the new item shows, and the link's text. */
  listPath: string;
  listLabel: string;
  /** Said after the success: the upload is being prepared and will be public when ready. */
  preparing?: string;
  /** The form sends files: show the upload's progress and a way to cancel it. */
  withFiles?: boolean;
  children: ReactNode;
}

/**
 * A create form's frame: its fields (new ones after a success), 'Submitting...' on the button,
 * the upload's percentage with Cancel while files leave, the failure (red) with a word that
 * nothing was lost, and the success (green) with a link to the list that now holds the item (and,
 * for a song or a reel, a word that it is public once its copies are made).
 */
export function UploadFormFrame<V extends object>({
  upload,
  label,
  listPath,
  listLabel,
  preparing,
  withFiles = false,
  children,
}: UploadFormFrameProps<V>) {
  const { form, progress, done, generation, cancel } = upload;
  const sending = withFiles && progress !== undefined;
  return (
    <Form
      form={form}
      aria-label={label}
      submitLabel={account.create.submit}
      busyLabel={account.create.submitting}
      actions={
        sending ? (
          <Button variant="ghost" onClick={cancel}>
            {account.create.cancelUpload}
          </Button>
        ) : undefined
      }
    >
      <Fragment key={generation}>{children}</Fragment>
      {sending && (
        <div className="account-upload" role="status">
          <progress max={100} value={progress} aria-label={texts.form.uploading(progress)} />
          <span>{texts.form.uploading(progress)}</span>
        </div>
      )}
      {form.failure && <p className="account-muted">{account.create.kept}</p>}
      {done && (
        <MessageBanner tone="success">
          {done} {preparing && <span>{preparing}</span>} <Link to={listPath}>{listLabel}</Link>
        </MessageBanner>
      )}
    </Form>
  );
}
