import { useId, type ReactNode } from 'react';
import { texts } from 'shared-ui';
import './field.css';

/** What every field takes besides its control's own attributes. */
export interface FieldFrameProps {
  /** The visible label; it is also the control's accessible name. */
  label: string;
  /** A hint under the label, read out with the control. */
  hint?: ReactNode;
  /** The error under the control: marks it aria-invalid and is read out with it. */
  error?: string | null;
  /** Marks the label with a visual asterisk (the control gets `required`). */
  required?: boolean;
  /** Hides the label visually (it stays the accessible name), e.g. a search box. */
  hideLabel?: boolean;
  className?: string;
}

/** Splits a field's props into the frame's (label, hint, error…) and the control's own. */
export function splitFieldProps<P extends FieldFrameProps>(props: P) {
  const { label, hint, error, required, hideLabel, className, ...control } = props;
  return { frame: { label, hint, error, required, hideLabel, className }, control };
}

/** The counter of a text control with a limit, when `showCount` asks for it. */
export const countOf = (value: string, maxLength?: number, showCount?: boolean) =>
  showCount && maxLength ? { used: value.length, max: maxLength } : undefined;

/** The ids and ARIA attributes that tie a control to its label, hint, counter and error. */
export function useFieldIds(props: Pick<FieldFrameProps, 'hint' | 'error'>, counter = false) {
  const id = useId();
  const ids = { id, hint: `${id}-hint`, error: `${id}-error`, counter: `${id}-count` };
  const describedBy = [props.hint && ids.hint, counter && ids.counter, props.error && ids.error]
    .filter(Boolean)
    .join(' ');
  return {
    ids,
    controlProps: {
      id,
      'aria-invalid': props.error ? true : undefined,
      'aria-describedby': describedBy || undefined,
    },
  };
}

/**
 * The frame of one field: label, hint, the control, an optional character counter and the error.
 * TextField, TextArea, NumberField, Select and FileField are built on it.
 */
export function FieldFrame({
  ids,
  label,
  hint,
  error,
  required,
  hideLabel,
  className,
  count,
  children,
}: FieldFrameProps & {
  ids: ReturnType<typeof useFieldIds>['ids'];
  /** Characters used and allowed, for the counter. */
  count?: { used: number; max: number };
  children: ReactNode;
}) {
  return (
    <div className={['ui-field', className].filter(Boolean).join(' ')}>
      <label
        htmlFor={ids.id}
        className={
          [required && 'ui-field__required', hideLabel && 'visually-hidden'].filter(Boolean).join(' ') ||
          undefined
        }
      >
        {label}
      </label>
      {hint && (
        <p id={ids.hint} className="ui-field__hint">
          {hint}
        </p>
      )}
      {children}
      {count && <CharacterCount id={ids.counter} {...count} />}
      {error && (
        <p id={ids.error} className="ui-field__error">
          {error}
        </p>
      )}
    </div>
  );
}

/** "12 / 20" under a field; the last tenth of the limit is announced politely. */
function CharacterCount({ id, used, max }: { id: string; used: number; max: number }) {
  const left = max - used;
  const near = left <= Math.max(5, Math.ceil(max / 10));
  return (
    <p id={id} className={near ? 'ui-field__count ui-field__count--near' : 'ui-field__count'}>
      <span>{texts.form.characterCount(used, max)}</span>
      <span className="visually-hidden" aria-live={near ? 'polite' : 'off'}>
        {texts.form.charactersLeft(Math.max(0, left))}
      </span>
    </p>
  );
}
