import { useEffect, useRef, useState, type ChangeEvent } from 'react';
import { texts } from 'shared-ui';
import { Button } from '../button/button.tsx';
import { FieldFrame, splitFieldProps, useFieldIds, type FieldFrameProps } from '../field/field.tsx';
import './file-field.css';

export interface FileFieldProps extends FieldFrameProps {
  name: string;
  /** The chosen file, or null. */
  value: File | null;
  /** Called with a file that passed the checks, or null when the visitor removes it. */
  onChange: (file: File | null) => void;
  /** Accepted MIME types; 'image/*' style wildcards allowed. */
  accept?: readonly string[];
  /** The largest file allowed, in bytes. */
  maxBytes?: number;
  /**
   * A rule of shared-ui/validation for this file (e.g. validateSongFile), returning the spec's
   * text or null; when given, it takes the place of the `accept` and `maxBytes` checks.
   */
  check?: (file: File) => string | null;
  /** Upload progress from 0 to 100 while a form sends the file; hidden when undefined. */
  progress?: number;
  /** Show a preview of an image, audio or video file (default true). */
  preview?: boolean;
}

/** "10 MB", "300 KB": a size for people. */
export function formatBytes(bytes: number): string {
  if (bytes >= 1024 * 1024) return `${Math.round((bytes / (1024 * 1024)) * 10) / 10} MB`;
  if (bytes >= 1024) return `${Math.round(bytes / 1024)} KB`;
  return `${bytes} B`;
}

const matches = (type: string, accepted: string) =>
  accepted.endsWith('/*') ? type.startsWith(accepted.slice(0, -1)) : type === accepted;

/** The form's own rule for a picked file, else its type and size checks: the first problem, or null. */
export function checkFile(
  file: File,
  { accept, maxBytes, check }: Pick<FileFieldProps, 'accept' | 'maxBytes' | 'check'>,
): string | null {
  if (check) return check(file);
  if (accept && !accept.some((accepted) => matches(file.type, accepted))) {
    return texts.form.invalidType(accept.join(', '));
  }
  if (maxBytes !== undefined && file.size > maxBytes) return texts.form.tooLarge(formatBytes(maxBytes));
  return null;
}

/** An image, audio or video preview of a chosen file, from a temporary URL revoked when it goes. */
function Preview({ file }: { file: File }) {
  const media = useRef<{ src: string } | null>(null);
  const ref = (element: HTMLImageElement | HTMLMediaElement | null) => {
    media.current = element;
  };
  useEffect(() => {
    if (!media.current || typeof URL.createObjectURL !== 'function') return undefined;
    const url = URL.createObjectURL(file);
    media.current.src = url;
    return () => URL.revokeObjectURL(url);
  }, [file]);
  const name = texts.form.preview(file.name);
  if (file.type.startsWith('image/')) return <img ref={ref} className="ui-file-field__preview" alt={name} />;
  if (file.type.startsWith('audio/')) return <audio ref={ref} controls aria-label={name} />;
  if (file.type.startsWith('video/')) return <video ref={ref} controls aria-label={name} />;
  return null;
}

/**
 * A labelled file input: checks type and size as soon as a file is picked (the spec's texts when
 * `check` is given), previews it, offers to remove it and shows the upload's progress.
 */
export function FileField(props: FileFieldProps) {
  const { frame, control } = splitFieldProps(props);
  const { name, value, onChange, accept, maxBytes, check, progress, preview = true } = control;
  const [problem, setProblem] = useState<string | null>(null);
  const input = useRef<HTMLInputElement>(null);
  const shown = problem ?? frame.error;
  const { ids, controlProps } = useFieldIds({ hint: frame.hint, error: shown });

  const pick = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0] ?? null;
    if (!file) return;
    const found = checkFile(file, { accept, maxBytes, check });
    setProblem(found);
    if (found) {
      event.target.value = '';
      return;
    }
    onChange(file);
  };

  const remove = () => {
    if (input.current) input.current.value = '';
    setProblem(null);
    onChange(null);
    input.current?.focus();
  };

  return (
    <FieldFrame
      {...frame}
      ids={ids}
      error={shown}
      className={['ui-file-field', frame.className].filter(Boolean).join(' ')}
    >
      <input
        {...controlProps}
        ref={input}
        type="file"
        name={name}
        accept={accept?.join(',')}
        required={frame.required && !value}
        onChange={pick}
      />
      {value && (
        <div className="ui-file-field__chosen">
          {preview && <Preview file={value} />}
          <span>{texts.form.selectedFile(value.name, formatBytes(value.size))}</span>
          {progress === undefined && (
            <Button variant="ghost" size="small" onClick={remove}>
              {texts.form.removeFile}
            </Button>
          )}
        </div>
      )}
      {progress !== undefined && (
        <progress
          className="ui-file-field__progress"
          max={100}
          value={progress}
          aria-label={texts.form.uploading(Math.round(progress))}
        />
      )}
    </FieldFrame>
  );
}
