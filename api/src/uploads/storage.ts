/**
 * The media store. On the local disk (the default) files are written to a temp file and
 * renamed into place, so a reader never sees half a file; an S3-compatible bucket
 * (s3-storage.ts) stores an object whole or not at all. Everything else reads and writes
 * media through this interface only, so neither backend is assumed anywhere else.
 */
import { randomBytes } from 'node:crypto';
import { createReadStream, mkdirSync, readdirSync, rmSync, statSync } from 'node:fs';
import { readdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { MEDIA_KIND_NAMES, type MediaKind } from './media-kinds.ts';

/** What is known of a stored file without reading it. */
export interface StoredFileInfo {
  size: number;
  modified: Date;
  /** A strong validator (quoted), changing whenever the bytes do. */
  etag: string;
}

/** Bytes `start` to `end` (both included), or the last `suffix` bytes: one range of a Range header. */
export type ByteRange = { start: number; end?: number } | { suffix: number };

/** A stored file opened for reading, whole or one range of it. */
export interface MediaRead extends StoredFileInfo {
  /** The bytes sent, when a range was asked for and is within the file (inclusive). */
  range?: { start: number; end: number };
  body: Readable;
}

/** The range asked for starts past the end of the file (answered 416). */
export class RangeNotSatisfiable extends Error {
  readonly size: number;

  constructor(size: number) {
    super('range not satisfiable');
    this.size = size;
  }
}

export interface MediaStorage {
  /** A local folder for in-progress uploads (on the same disk as a local store: rename is atomic). */
  readonly tempDir: string;
  /** Moves a finished temp file into the store under `name`; resolves once it is stored. */
  commit(kind: MediaKind, tempPath: string, name: string): Promise<void>;
  /** Writes bytes into the store under `name`, whole or not at all. */
  write(kind: MediaKind, name: string, bytes: Buffer): Promise<void>;
  remove(kind: MediaKind, name: string): Promise<void>;
  /** The names stored for a kind. */
  list(kind: MediaKind): Promise<string[]>;
  /** A stored file's bytes (throws when there is none). */
  read(kind: MediaKind, name: string): Promise<Buffer>;
  /** A stored file's size and validators, or undefined when there is none. */
  stat(kind: MediaKind, name: string): Promise<StoredFileInfo | undefined>;
  /**
   * Opens a stored file, whole or `range` of it; undefined when there is none. Throws
   * RangeNotSatisfiable for a range past its end.
   */
  open(kind: MediaKind, name: string, range?: ByteRange): Promise<MediaRead | undefined>;
}

/** The inclusive bounds of `range` in a file of `size` bytes; throws when it starts past the end. */
export function boundsOf(range: ByteRange, size: number): { start: number; end: number } {
  const start = 'suffix' in range ? Math.max(0, size - range.suffix) : range.start;
  const end = 'suffix' in range ? size - 1 : Math.min(range.end ?? size - 1, size - 1);
  if (start >= size || ('suffix' in range && range.suffix === 0)) throw new RangeNotSatisfiable(size);
  return { start, end };
}

/** Whether an error is the file system's "no such file". */
const isMissing = (error: unknown) => (error as NodeJS.ErrnoException).code === 'ENOENT';

/** A fresh random file stem: 128 bits, URL-safe. */
export const randomStem = () => randomBytes(16).toString('base64url');

/**
 * A new temp file in `tempDir`, named after the process writing it, so that a restart can tell
 * what a crashed process left from an upload another live process is still writing.
 */
export const newTempPath = (tempDir: string) => path.join(tempDir, `${process.pid}-${randomStem()}.part`);

/** Whether a process with this id runs on this machine. */
export function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

export class LocalMediaStorage implements MediaStorage {
  readonly root: string;
  readonly tempDir: string;

  constructor(root: string) {
    this.root = root;
    this.tempDir = path.join(root, '.tmp');
    for (const kind of MEDIA_KIND_NAMES) mkdirSync(this.dirOf(kind), { recursive: true });
    mkdirSync(this.tempDir, { recursive: true });
  }

  /** The folder a kind is kept in (served from by @fastify/static: plugins/app/media.ts). */
  dirOf(kind: MediaKind): string {
    return path.join(this.root, kind);
  }

  private pathOf(kind: MediaKind, name: string): string {
    return path.join(this.dirOf(kind), path.basename(name));
  }

  async list(kind: MediaKind): Promise<string[]> {
    return readdir(this.dirOf(kind));
  }

  async read(kind: MediaKind, name: string): Promise<Buffer> {
    return readFile(this.pathOf(kind, name));
  }

  async stat(kind: MediaKind, name: string): Promise<StoredFileInfo | undefined> {
    try {
      const info = await stat(this.pathOf(kind, name));
      if (!info.isFile()) return undefined;
      // Stored names are never reused, so size and time tell one file's versions apart.
      const etag = `"${info.size.toString(16)}-${Math.floor(info.mtimeMs).toString(16)}"`;
      return { size: info.size, modified: info.mtime, etag };
    } catch (error) {
      if (isMissing(error)) return undefined;
      throw error;
    }
  }

  async open(kind: MediaKind, name: string, range?: ByteRange): Promise<MediaRead | undefined> {
    const info = await this.stat(kind, name);
    if (!info) return undefined;
    const bounds = range ? boundsOf(range, info.size) : undefined;
    const body = createReadStream(this.pathOf(kind, name), bounds);
    return { ...info, ...(bounds ? { range: bounds } : {}), body };
  }

  async commit(kind: MediaKind, tempPath: string, name: string): Promise<void> {
    await rename(tempPath, path.join(this.dirOf(kind), name));
  }

  async write(kind: MediaKind, name: string, bytes: Buffer): Promise<void> {
    const temp = newTempPath(this.tempDir);
    try {
      await writeFile(temp, bytes);
      await this.commit(kind, temp, name);
    } catch (error) {
      await rm(temp, { force: true });
      throw error;
    }
  }

  async remove(kind: MediaKind, name: string): Promise<void> {
    await rm(this.pathOf(kind, name), { force: true });
  }

  /**
   * Removes unfinished uploads no live process is writing: those of a process that is gone (a
   * crash, a kill), and any older than `maxAgeMs`.
   */
  sweepTemp(now = Date.now(), maxAgeMs = 60 * 60_000): number {
    return sweepTempDir(this.tempDir, now, maxAgeMs);
  }
}

/**
 * Removes the unfinished uploads in `tempDir` no live process is writing: those of a process
 * that is gone (a crash, a kill), and any older than `maxAgeMs`. Returns how many went.
 */
export function sweepTempDir(tempDir: string, now = Date.now(), maxAgeMs = 60 * 60_000): number {
  let removed = 0;
  for (const entry of readdirSync(tempDir)) {
    const file = path.join(tempDir, entry);
    const writer = Number(/^(\d+)-/.exec(entry)?.[1]);
    try {
      const orphaned = Number.isInteger(writer) && writer !== process.pid && !isRunning(writer);
      if (orphaned || now - statSync(file).mtimeMs > maxAgeMs) {
        rmSync(file, { force: true });
        removed += 1;
      }
    } catch {
      // already gone
    }
  }
  return removed;
}
