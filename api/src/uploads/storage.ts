/**
 * The media store. Files are written to a temp file and renamed into place,
 * so a reader never sees half a file. Behind one interface so an object store
 * can take over from the local disk.
 */
import { randomBytes } from 'node:crypto';
import { mkdirSync, readdirSync, rmSync, statSync } from 'node:fs';
import { rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { MEDIA_KIND_NAMES, type MediaKind } from './media-kinds.ts';

export interface MediaStorage {
  /** A folder for in-progress uploads, on the same disk as the store (rename is atomic). */
  readonly tempDir: string;
  /** Moves a finished temp file into the store under `name`. */
  commit(kind: MediaKind, tempPath: string, name: string): Promise<void>;
  /** Writes bytes into the store under `name` (through a temp file). */
  write(kind: MediaKind, name: string, bytes: Buffer): Promise<void>;
  remove(kind: MediaKind, name: string): Promise<void>;
  /** The folder a kind is served from (local disk only). */
  dirOf(kind: MediaKind): string;
}

/** A fresh random file stem: 128 bits, URL-safe. */
export const randomStem = () => randomBytes(16).toString('base64url');

/**
 * A new temp file in `tempDir`, named after the process writing it, so that a restart can tell
 * what a crashed process left from an upload another live process is still writing.
 */
export const newTempPath = (tempDir: string) => path.join(tempDir, `${process.pid}-${randomStem()}.part`);

/** Whether a process with this id runs on this machine. */
function isRunning(pid: number): boolean {
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

  dirOf(kind: MediaKind): string {
    return path.join(this.root, kind);
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
    await rm(path.join(this.dirOf(kind), path.basename(name)), { force: true });
  }

  /**
   * Removes unfinished uploads no live process is writing: those of a process that is gone (a
   * crash, a kill), and any older than `maxAgeMs`.
   */
  sweepTemp(now = Date.now(), maxAgeMs = 60 * 60_000): number {
    let removed = 0;
    for (const entry of readdirSync(this.tempDir)) {
      const file = path.join(this.tempDir, entry);
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
}
