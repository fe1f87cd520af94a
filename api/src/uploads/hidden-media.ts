/**
 * The stored files of hidden items, held in memory: every media request asks whether its file
 * is one, and the answer must cost nothing (hidden items are few). The set is read from the
 * database when the server starts and read again after every moderation change (`invalidate`),
 * which also tells the other processes sharing the database (`announce`, db/change-feed.ts):
 * they read theirs again (`reload`), and a media request waits for a read under way (`reading`).
 */
import type { FastifyBaseLogger } from 'fastify';
import type { HiddenFile } from '../db/hidden-media.repository.ts';
import { storedFileNames } from './images.ts';
import type { MediaKind } from './media-kinds.ts';

/** How long to wait before reading the set again after a failed read. */
const RETRY_MS = 2_000;

export class HiddenMedia {
  /** By `kind/file name` (an image's every width): the owners of the items hiding it. */
  #owners = new Map<string, readonly number[]>();
  #running: Promise<void> | null = null;
  #queued: Promise<void> | null = null;
  #retry: NodeJS.Timeout | null = null;
  readonly #read: () => Promise<HiddenFile[]>;
  readonly #log: FastifyBaseLogger;
  readonly #announce: () => Promise<void>;

  constructor(
    read: () => Promise<HiddenFile[]>,
    log: FastifyBaseLogger,
    announce: () => Promise<void> = async () => undefined,
  ) {
    this.#read = read;
    this.#log = log;
    this.#announce = announce;
  }

  /** The read under way, if any: a request that must see the latest set waits for it. */
  get reading(): Promise<void> | null {
    return this.#queued ?? this.#running;
  }

  /** The owners of the hidden items a served file belongs to; undefined when it is public. */
  ownersOf(kind: MediaKind, file: string): readonly number[] | undefined {
    return this.#owners.get(`${kind}/${file}`);
  }

  /** How many served files are hidden (an image counts once per width). */
  get size(): number {
    return this.#owners.size;
  }

  /**
   * Reads the set from the database and puts it in place; rejects if it cannot be read (the
   * set in place stays). A call while a read runs gets one more read after it, shared by
   * every call made meanwhile, so a change committed before the call is always seen.
   */
  reload(): Promise<void> {
    if (this.#queued) return this.#queued;
    if (!this.#running) {
      this.#running = this.#readNow().finally(() => (this.#running = null));
      return this.#running;
    }
    this.#queued = this.#running
      .catch(() => undefined)
      .then(() => {
        this.#queued = null;
        return this.reload();
      });
    return this.#queued;
  }

  /**
   * What a moderation change (hide, dismiss, restore, remove) calls once it is committed: the
   * set is read again. When the read fails (the database unavailable) the change stands: the
   * failure is logged and the read tried again until it succeeds, without failing the caller.
   */
  async invalidate(): Promise<void> {
    await Promise.all([this.refresh(), this.#announce()]);
  }

  /** Reads the set again (another process changed it), trying again until a read succeeds. */
  async refresh(): Promise<void> {
    try {
      await this.reload();
    } catch (error) {
      this.#log.error({ err: error }, 'could not read the files of hidden items; trying again');
      this.#retry ??= setTimeout(() => {
        this.#retry = null;
        void this.refresh();
      }, RETRY_MS).unref();
    }
  }

  /** Stops a pending retry (the server is closing). */
  close(): void {
    if (this.#retry) clearTimeout(this.#retry);
    this.#retry = null;
  }

  async #readNow(): Promise<void> {
    const owners = new Map<string, number[]>();
    for (const { kind, name, owner } of await this.#read()) {
      for (const file of storedFileNames(name)) {
        const key = `${kind}/${file}`;
        const known = owners.get(key);
        if (!known) owners.set(key, [owner]);
        else if (!known.includes(owner)) known.push(owner);
      }
    }
    this.#owners = owners;
  }
}
