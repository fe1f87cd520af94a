import { render, screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { useState } from 'react';
import { texts } from '../../texts/index.ts';
import { account } from '../../texts/account.ts';
import { limits } from '../../validation/limits.ts';
import { validateSongFile } from '../../validation/forms.ts';
import { FileField, formatBytes, type FileFieldProps } from './file-field.tsx';

function Song(props: Partial<FileFieldProps>) {
  const [file, setFile] = useState<File | null>(null);
  return <FileField name="song_file" label="Song file" value={file} onChange={setFile} {...props} />;
}

const file = (name: string, type: string, size = 10) => {
  const made = new File(['x'], name, { type });
  Object.defineProperty(made, 'size', { value: size });
  return made;
};

describe('FileField', () => {
  beforeAll(() => {
    URL.createObjectURL = jest.fn(() => 'blob:preview');
    URL.revokeObjectURL = jest.fn();
  });

  it('refuses a file of the wrong type with the spec text of the form rule', async () => {
    render(<Song check={validateSongFile} />);
    await userEvent.upload(screen.getByLabelText('Song file'), file('notes.txt', 'text/plain'));
    expect(screen.getByLabelText('Song file')).toHaveAccessibleDescription(
      account.create.invalidMusicFileType('text/plain'),
    );
    expect(screen.getByLabelText('Song file')).toBeInvalid();
    expect(screen.queryByRole('button', { name: texts.form.removeFile })).not.toBeInTheDocument();
  });

  it('refuses a file over the size limit', async () => {
    render(<Song check={validateSongFile} />);
    await userEvent.upload(
      screen.getByLabelText('Song file'),
      file('long.mp3', 'audio/mpeg', limits.musicMaxBytes + 1),
    );
    expect(screen.getByLabelText('Song file')).toHaveAccessibleDescription(account.create.fileTooLarge);
  });

  it('checks accept and maxBytes itself when no rule is given', async () => {
    render(<Song accept={['image/*']} maxBytes={1024} />);
    await userEvent.upload(screen.getByLabelText('Song file'), file('a.pdf', 'application/pdf'), {
      applyAccept: false,
    });
    expect(screen.getByLabelText('Song file')).toHaveAccessibleDescription(texts.form.invalidType('image/*'));
    await userEvent.upload(screen.getByLabelText('Song file'), file('big.png', 'image/png', 4096));
    expect(screen.getByLabelText('Song file')).toHaveAccessibleDescription(texts.form.tooLarge('1 KB'));
  });

  it('previews an accepted image, names it and lets the visitor remove it', async () => {
    render(<Song accept={['image/*']} />);
    await userEvent.upload(screen.getByLabelText('Song file'), file('cover.png', 'image/png', 2048));
    expect(screen.getByRole('img', { name: texts.form.preview('cover.png') })).toHaveAttribute(
      'src',
      'blob:preview',
    );
    expect(screen.getByText(texts.form.selectedFile('cover.png', '2 KB'))).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: texts.form.removeFile }));
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
    expect(screen.getByLabelText('Song file')).toHaveFocus();
  });

  it('shows the upload progress while the form sends the file', () => {
    render(<Song progress={40} />);
    expect(screen.getByRole('progressbar', { name: texts.form.uploading(40) })).toHaveAttribute(
      'value',
      '40',
    );
  });

  it('writes sizes for people', () => {
    expect(formatBytes(limits.musicMaxBytes)).toBe('10 MB');
    expect(formatBytes(300 * 1024)).toBe('300 KB');
    expect(formatBytes(12)).toBe('12 B');
  });
});
