import { texts } from 'shared-ui';
import { Button } from '../button/button.tsx';
import { Dialog } from '../dialog/dialog.tsx';

export interface ConfirmDialogProps {
  open: boolean;
  /** The question, e.g. account.remove.confirm('reel'); it also names the dialog. */
  message: string;
  onConfirm: () => void;
  onCancel: () => void;
  /** texts.common.confirm by default; texts.common.delete for a deletion. */
  confirmLabel?: string;
  cancelLabel?: string;
  /** A red confirm button, for what cannot be undone. */
  danger?: boolean;
  /** While the confirmed action runs. */
  busy?: boolean;
}

/** A yes-or-no question in a modal alert dialog; Cancel has the focus first, so Enter is safe. */
export function ConfirmDialog({
  open,
  message,
  onConfirm,
  onCancel,
  confirmLabel = texts.common.confirm,
  cancelLabel = texts.common.cancel,
  danger,
  busy,
}: ConfirmDialogProps) {
  return (
    <Dialog
      open={open}
      onClose={onCancel}
      title={message}
      role="alertdialog"
      footer={
        <>
          <Button variant="ghost" onClick={onCancel} disabled={busy}>
            {cancelLabel}
          </Button>
          <Button variant={danger ? 'danger' : 'primary'} onClick={onConfirm} busy={busy}>
            {confirmLabel}
          </Button>
        </>
      }
    />
  );
}
