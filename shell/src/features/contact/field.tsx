import { useId, type ChangeEvent } from 'react';

interface Props {
  name: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: string;
  type?: 'text' | 'email' | 'tel';
  required?: boolean;
  multiline?: boolean;
  autoComplete?: string;
  maxLength?: number;
}

/** A labelled input or text area with its error, announced and linked to the field. */
export function Field({
  name,
  label,
  value,
  onChange,
  error,
  type = 'text',
  required,
  multiline,
  ...rest
}: Props) {
  const id = useId();
  const errorId = `${id}-error`;
  const common = {
    id,
    name,
    value,
    required,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': error ? errorId : undefined,
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => onChange(event.target.value),
    ...rest,
  };
  return (
    <div className="ui-field">
      <label htmlFor={id} className={required ? 'contact-required' : undefined}>
        {label}
      </label>
      {multiline ? <textarea rows={5} {...common} /> : <input type={type} {...common} />}
      {error && (
        <p id={errorId} className="contact-field-error">
          {error}
        </p>
      )}
    </div>
  );
}
