import { useRef, useState, type FormEvent } from 'react';
import { texts } from 'shared-ui';
import type { FieldErrors } from '../../validation/forms.ts';

export interface UseFormOptions<V extends object> {
  initial: V;
  /** A rule of shared-ui/validation (validateContact, validateProduct…): errors by field name. */
  validate?: (values: V) => FieldErrors<keyof V & string>;
  /**
   * Sends the values. Throwing a `FormFailure` shows its text; anything else thrown (a network
   * failure) shows `failureText`.
   */
  onSubmit: (values: V) => Promise<void> | void;
  /** The spec's text for a failed send, e.g. contactForms.contact.network. */
  failureText?: string;
}

/** Thrown by `onSubmit` with the text to show, e.g. the server's error or contactForms.contact.failed. */
export class FormFailure extends Error {}

/**
 * The state of one form: values, the rule's errors by field, the failure of the last send and
 * whether it is sending. On submit it runs the rule, shows the spec's messages and focuses the
 * first invalid field; only a valid form is sent.
 */
export function useForm<V extends object>({ initial, validate, onSubmit, failureText }: UseFormOptions<V>) {
  const [values, setValues] = useState<V>(initial);
  const [errors, setErrors] = useState<FieldErrors<keyof V & string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const ref = useRef<HTMLFormElement>(null);

  const setValue = <K extends keyof V>(name: K, value: V[K]) =>
    setValues((current) => ({ ...current, [name]: value }));

  /** The props a field takes for `name`: `<TextField label={contactForms.contact.name} {...form.field('name')} />`. */
  const field = <K extends keyof V & string>(name: K) => ({
    name,
    value: values[name],
    onChange: (value: V[K]) => setValue(name, value),
    error: errors[name],
  });

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const found: FieldErrors<keyof V & string> = validate?.(values) ?? {};
    setErrors(found);
    setFailure(null);
    const invalid = Array.from(event.currentTarget.elements).find(
      (element): element is HTMLElement & { name: string } =>
        'name' in element &&
        typeof element.name === 'string' &&
        Boolean(found[element.name as keyof V & string]),
    );
    if (Object.keys(found).length > 0) {
      invalid?.focus();
      return;
    }
    setBusy(true);
    try {
      await onSubmit(values);
    } catch (error) {
      setFailure(
        error instanceof FormFailure ? error.message : (failureText ?? texts.common.somethingWentWrong),
      );
    } finally {
      setBusy(false);
    }
  };

  const reset = (next: V = initial) => {
    setValues(next);
    setErrors({});
    setFailure(null);
  };

  return {
    values,
    setValue,
    errors,
    setErrors,
    failure,
    setFailure,
    busy,
    field,
    reset,
    /** Spread on the `<form>` (or pass the whole form to `<Form>`). */
    formProps: { ref, noValidate: true, onSubmit: (event: FormEvent<HTMLFormElement>) => void submit(event) },
  };
}

export type FormState<V extends object> = ReturnType<typeof useForm<V>>;
