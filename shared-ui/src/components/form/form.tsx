import type { ReactNode } from 'react';
import { Button } from '../button/button.tsx';
import { MessageBanner } from '../message-banner/message-banner.tsx';
import type { FormState } from './use-form.ts';
import './form.css';

export { FormFailure, useForm, type FormState, type UseFormOptions } from './use-form.ts';

export interface FormProps<V extends object> {
  /** The state from useForm. */
  form: FormState<V>;
  /** The submit button's text. */
  submitLabel: string;
  /** Its text while sending (e.g. account.create.submitting). */
  busyLabel?: string;
  /** Keeps the submit button disabled (e.g. during a login cooldown). */
  submitDisabled?: boolean;
  /** More buttons beside submit (Cancel, Logout). */
  actions?: ReactNode;
  id?: string;
  'aria-label'?: string;
  children: ReactNode;
}

/**
 * A form: its fields, the failure of the last send in a red banner, and the submit button. It is
 * sent by script; without one its button is not shown, and its method is POST, so that nothing
 * typed in it (an email, a message) ever ends up in an address.
 */
export function Form<V extends object>({
  form,
  submitLabel,
  busyLabel,
  submitDisabled,
  actions,
  children,
  ...attributes
}: FormProps<V>) {
  return (
    <form {...attributes} {...form.formProps} method="post" className="ui-form">
      {children}
      {form.failure && <MessageBanner tone="danger">{form.failure}</MessageBanner>}
      <div className="ui-form__actions">
        <Button
          type="submit"
          className="ui-needs-script"
          busy={form.busy}
          busyLabel={busyLabel}
          disabled={submitDisabled}
        >
          {submitLabel}
        </Button>
        {actions}
      </div>
    </form>
  );
}
