/**
 * The whole life of an upload request, in order: read (temp files, limits and
 * types checked), validate the fields, store the files (images in turn: a 503 when
 * too many wait), save the record. A refusal at any step leaves nothing behind; a
 * failed save removes the stored files again.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { readMultipart, type TempFile } from './multipart.ts';
import { takesImages, type FileRule } from './rules.ts';
import { removeStored, storeAll, type StoredFile } from './store.ts';
import { UploadError } from './upload-error.ts';

type Refusal = string | { status: number; message: string } | null;

export interface UploadSteps<T> {
  /**
   * The first problem with the text fields (and which files came), or null: a message
   * (answered 400), or a status and message (e.g. 403 for a user_id that is not the caller).
   */
  validate?: (input: {
    fields: Record<string, string>;
    files: Record<string, TempFile>;
  }) => Refusal | Promise<Refusal>;
  /** Saves the record; runs only once every file is stored. */
  save: (input: { fields: Record<string, string>; stored: Record<string, StoredFile> }) => Promise<T>;
}

export async function handleUpload<T>(
  app: FastifyInstance,
  request: FastifyRequest,
  rules: Record<string, FileRule>,
  steps: UploadSteps<T>,
): Promise<T> {
  const upload = await readMultipart(request, rules, app.media.tempDir);
  try {
    const refusal = await steps.validate?.(upload);
    if (typeof refusal === 'string') throw new UploadError(400, refusal);
    if (refusal) throw new UploadError(refusal.status, refusal.message);
    // Images are encoded in turn with other uploads' (work-gate.ts): a refusal stores nothing.
    const store = () => storeAll(app.media, upload.files);
    const images = takesImages(Object.values(upload.files).map((file) => file.rule));
    const stored = await (images ? app.imageEncoding.run(store) : store());
    try {
      return await steps.save({ fields: upload.fields, stored });
    } catch (error) {
      await removeStored(app.media, Object.values(stored));
      throw error;
    }
  } finally {
    await upload.discard();
  }
}
