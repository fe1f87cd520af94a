/**
 * Reads a multipart request: text fields as strings, each file streamed to a
 * temp file with its size limit enforced while it streams, then its type
 * checked from its bytes and, for audio and video, that it is whole. Nothing reaches the media store here; on any refusal
 * every temp file is removed.
 */
import { createWriteStream } from 'node:fs';
import { rm } from 'node:fs/promises';
import { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { FastifyRequest } from 'fastify';
import { fileTypeFromFile } from 'file-type';
import { isWholeMedia } from './integrity.ts';
import {
  ACCEPTED_TYPES,
  damagedText,
  missingText,
  tooLargeText,
  wrongTypeText,
  type FileRule,
} from './rules.ts';
import { newTempPath } from './storage.ts';
import { UploadError } from './upload-error.ts';
import { messages } from '../messages.ts';

export interface TempFile {
  field: string;
  path: string;
  size: number;
  /** The type recognised from the bytes. */
  mime: string;
  /** The extension that goes with `mime`. */
  ext: string;
  rule: FileRule;
}

export interface ParsedUpload {
  fields: Record<string, string>;
  files: Record<string, TempFile>;
  /** Removes every temp file still there (safe to call twice). */
  discard(): Promise<void>;
}

class TooLarge extends Error {}

/** Passes bytes through, failing once more than `max` have gone by. */
function sizeLimit(max: number) {
  let seen = 0;
  return new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      seen += chunk.length;
      callback(seen > max ? new TooLarge() : null, chunk);
    },
  });
}

export async function readMultipart(
  request: FastifyRequest,
  rules: Record<string, FileRule>,
  tempDir: string,
): Promise<ParsedUpload> {
  if (!request.isMultipart()) throw new UploadError(415, messages.uploads.notMultipart);
  const fields: Record<string, string> = {};
  const files: Record<string, TempFile> = {};
  const temps: string[] = [];
  const discard = async () => {
    await Promise.all(temps.splice(0).map((file) => rm(file, { force: true })));
  };
  let refusal: UploadError | null = null;

  try {
    for await (const part of request.parts()) {
      if (part.type === 'field') {
        fields[part.fieldname] = String(part.value ?? '');
        continue;
      }
      const rule = rules[part.fieldname];
      if (refusal || !rule || files[part.fieldname]) {
        refusal ??= new UploadError(400, messages.uploads.unexpectedFile(part.fieldname));
        part.file.resume();
        continue;
      }
      const temp = newTempPath(tempDir);
      temps.push(temp);
      let size = 0;
      try {
        const counter = sizeLimit(rule.maxBytes);
        counter.on('data', (chunk: Buffer) => (size += chunk.length));
        await pipeline(part.file, counter, createWriteStream(temp));
      } catch (error) {
        if (!(error instanceof TooLarge)) throw error;
        refusal = new UploadError(413, tooLargeText(rule));
        part.file.resume();
        continue;
      }
      if (size === 0) continue; // a file input left empty
      const type = await fileTypeFromFile(temp);
      if (!type || !ACCEPTED_TYPES[rule.accept].includes(type.mime)) {
        refusal = new UploadError(415, wrongTypeText(rule));
        continue;
      }
      if (!(await isWholeMedia(temp, type.mime))) {
        refusal = new UploadError(400, damagedText(rule));
        continue;
      }
      files[part.fieldname] = {
        field: part.fieldname,
        path: temp,
        size,
        mime: type.mime,
        ext: type.ext,
        rule,
      };
    }
    if (!refusal) {
      const missing = Object.entries(rules).find(([field, rule]) => rule.required && !files[field]);
      if (missing) refusal = new UploadError(400, missingText(missing[1]));
    }
  } catch (error) {
    await discard();
    const code = (error as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE' || code === 'FST_FILES_LIMIT' || code === 'FST_PARTS_LIMIT') {
      throw new UploadError(413, messages.uploads.whole);
    }
    throw error;
  }
  if (refusal) {
    await discard();
    throw refusal;
  }
  return { fields, files, discard };
}
