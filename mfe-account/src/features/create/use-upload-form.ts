import { useRef, useState } from 'react';
import { FormFailure, useForm } from 'shared-ui/form';
import type { FieldErrors } from 'shared-ui/validation';
import { account } from 'shared-ui/texts/account';
import { isCancelled, UploadNetworkError, type SendFormOptions } from 'shared-ui/upload';
import type { CreateResult } from './api.ts';

export interface UploadFormOptions<V extends object> {
  initial: V;
  validate: (values: V) => FieldErrors<keyof V & string>;
  /** Sends the (valid) values with the upload options. */
  send: (values: V, options: SendFormOptions) => Promise<CreateResult>;
  /** The spec's success text, e.g. 'Article created successfully!'. */
  success: string;
  /** The spec's failure text, e.g. 'Error creating article, please try again.'. */
  failed: string;
  /** The text for a network failure or a refused size (music names the size); `failed` by default. */
  network?: (values: V, status?: number) => string;
}

/**
 * One create form: the spec's rules before sending, 'Submitting...' and the upload's progress
 * while sending, a way to cancel, the form emptied on success, and everything typed and picked
 * kept when the upload fails or is cancelled (the member submits again, nothing lost).
 */
export function useUploadForm<V extends object>(options: UploadFormOptions<V>) {
  const [progress, setProgress] = useState<number | undefined>(undefined);
  const [done, setDone] = useState<string | null>(null);
  /** Changes on success, so the file inputs start empty too. */
  const [generation, setGeneration] = useState(0);
  const uploading = useRef<AbortController | null>(null);

  const form = useForm<V>({
    initial: options.initial,
    validate: options.validate,
    failureText: options.failed,
    onSubmit: async (values) => {
      setDone(null);
      const controller = new AbortController();
      uploading.current = controller;
      setProgress(0);
      try {
        const answer = await options.send(values, { onProgress: setProgress, signal: controller.signal });
        if (answer.status >= 300 || answer.body.status !== 'success') {
          const refused = answer.status === 413 && options.network ? options.network(values, 413) : undefined;
          const message = answer.status >= 400 && answer.status < 500 ? answer.body.message : undefined;
          throw new FormFailure(refused ?? message ?? options.failed);
        }
        form.reset();
        setGeneration((n) => n + 1);
        setDone(options.success);
      } catch (error) {
        if (isCancelled(error)) throw new FormFailure(account.create.cancelled);
        if (error instanceof UploadNetworkError)
          throw new FormFailure(options.network?.(values) ?? options.failed);
        throw error;
      } finally {
        uploading.current = null;
        setProgress(undefined);
      }
    },
  });

  /** Edits after a success start a new item: the success notice goes. */
  const field = <K extends keyof V & string>(name: K) => ({
    ...form.field(name),
    onChange: (value: V[K]) => {
      setDone(null);
      form.setValue(name, value);
    },
  });

  return {
    form,
    field,
    progress,
    done,
    generation,
    cancel: () => uploading.current?.abort(),
  };
}

export type UploadForm<V extends object> = ReturnType<typeof useUploadForm<V>>;
