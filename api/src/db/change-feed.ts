/**
 * The changes channel between the server processes sharing one database: what one process
 * keeps in memory (answers and pages, remembered sessions, the files of hidden items) is
 * emptied on every process when a write changes it. A write announces what it changed once it
 * is committed (`announce`); every process's handlers (`onChange`) empty what it makes stale,
 * this process's at once and the others' through the transport:
 * - PostgreSQL: a dedicated connection `LISTEN`s on a channel of the schema and a change is a
 *   `NOTIFY`; when that connection drops, whatever was announced meanwhile is lost, so every
 *   handler empties everything, on the drop and again once it listens again;
 * - SQLite: a change is a row of `changes`; `PRAGMA data_version` (it moves when ANOTHER
 *   connection commits to the file) is read before requests are served (`catchUp`) and only
 *   when it moved are the new rows read, so the processes of one machine need no messaging.
 *   It is read once per turn of the event loop: the requests served in a turn were received
 *   (their sockets polled) before its first read, so a commit acknowledged before any of them
 *   was sent is seen; reading it before every request cost a fifth of a cached answer's time.
 */
import { createHash, randomUUID } from 'node:crypto';
import type { DatabaseSync, StatementSync } from 'node:sqlite';
import type { FastifyBaseLogger } from 'fastify';
import { sql, type Kysely } from 'kysely';
import pg from 'pg';
import type { Database } from './schema.ts';

/** What a handler is told: a change announced, or null when anything may have changed. */
export type ChangeHandler = (change: string | null) => void;

/** How the changes of one process reach the others. */
export interface ChangeTransport {
  /** Tells the other processes; resolves once they can see it. */
  send(origin: string, change: string): Promise<void>;
  /** Delivers at once what the others announced since the last look (cheap, synchronous). */
  look?(): void;
  close(): Promise<void>;
}

/** How old a SQLite change row may grow before it is swept: far past any cache's lifetime. */
const CHANGE_ROWS_KEPT_MS = 60_000;
/** How long to wait before listening again after the PostgreSQL listener's connection dropped. */
const RELISTEN_MS = 500;
/** How long an announcement waits for the other processes to acknowledge it (then goes on regardless). */
const ACK_WAIT_MS = 1_000;

/** How often a failure to look for others' changes is logged while it lasts. */
const FAILURE_LOG_EVERY_MS = 10_000;

/** One feed per database, so the repositories that change what processes remember can announce. */
const feeds = new WeakMap<Kysely<Database>, ChangeFeed>();

export class ChangeFeed {
  /** This process's feed, told apart from the others' in what the transport carries. */
  readonly origin = randomUUID();
  readonly #handlers: ChangeHandler[] = [];
  readonly #log: FastifyBaseLogger;
  #transport: ChangeTransport | null = null;
  #failureLoggedAt = 0;

  constructor(log: FastifyBaseLogger) {
    this.#log = log;
  }

  /** Calls `handler` with every change, this process's and the others'. */
  onChange(handler: ChangeHandler): void {
    this.#handlers.push(handler);
  }

  /** Starts carrying changes to and from the other processes on `db`. */
  connect(db: Kysely<Database>, transport: ChangeTransport): void {
    this.#transport = transport;
    feeds.set(db, this);
  }

  /**
   * What a write calls once committed: this process's handlers run before it resolves, and the
   * others are told. A failure to tell them is logged, not thrown: the write stands.
   */
  async announce(change: string): Promise<void> {
    this.#deliver(change);
    try {
      await this.#transport?.send(this.origin, change);
    } catch (error) {
      this.#log.error({ err: error, change }, 'could not tell the other server processes of a change');
    }
  }

  /** A change from the transport (`origin` null: anything may have changed). */
  receive(origin: string | null, change: string | null): void {
    if (origin !== this.origin) this.#deliver(change);
  }

  /** Takes in what the other processes announced since the last call (SQLite); called before each request. */
  catchUp(): void {
    try {
      this.#transport?.look?.();
    } catch (error) {
      // The database cannot be read (its own requests will say so): nothing kept can be trusted.
      this.#deliver(null);
      const now = Date.now();
      if (now - this.#failureLoggedAt < FAILURE_LOG_EVERY_MS) return;
      this.#failureLoggedAt = now;
      this.#log.error({ err: error }, 'could not read what other server processes changed');
    }
  }

  async close(): Promise<void> {
    const transport = this.#transport;
    this.#transport = null;
    await transport?.close();
  }

  #deliver(change: string | null): void {
    for (const handler of this.#handlers) {
      try {
        handler(change);
      } catch (error) {
        this.#log.error({ err: error, change }, 'a change handler failed');
      }
    }
  }
}

/** Announces `change` on the feed `db`'s processes share (nothing when it has none: scripts, seeds). */
export async function announceTo(db: Kysely<Database>, change: string): Promise<void> {
  await feeds.get(db)?.announce(change);
}

/**
 * SQLite: changes are rows, and `PRAGMA data_version` says cheaply whether another connection
 * committed anything since the last look. Rows go through `db` (it orders them with the
 * transactions of this process), looks through `connection` at once, without waiting a turn.
 */
export function sqliteTransport(
  db: Kysely<Database>,
  connection: DatabaseSync,
  feed: ChangeFeed,
  now: () => number = Date.now,
): ChangeTransport {
  const version: StatementSync = connection.prepare('PRAGMA data_version');
  const newRows = connection.prepare('select id, origin, change from changes where id > ? order by id');
  const versionNow = () => Number((version.get() as { data_version: number }).data_version);
  let seenVersion = versionNow();
  let lastId = Number(
    (connection.prepare('select coalesce(max(id), 0) as id from changes').get() as { id: number }).id,
  );
  let sweptAt = now();
  let lookedThisTurn = false;
  const nextTurn = () => {
    lookedThisTurn = false;
  };
  return {
    async send(origin, change) {
      const at = now();
      await db.insertInto('changes').values({ origin, change, created_at: at }).execute();
      if (at - sweptAt < CHANGE_ROWS_KEPT_MS) return;
      sweptAt = at;
      await db
        .deleteFrom('changes')
        .where('created_at', '<', at - CHANGE_ROWS_KEPT_MS)
        .execute();
    },
    look() {
      // Once a turn (see the top of this file).
      if (lookedThisTurn) return;
      lookedThisTurn = true;
      setImmediate(nextTurn);
      const current = versionNow();
      if (current === seenVersion) return;
      seenVersion = current;
      const rows = newRows.all(lastId) as { id: number; origin: string; change: string }[];
      // Rows swept before this process saw them: what they said is lost.
      if (rows.length > 0 && rows[0]!.id !== lastId + 1) feed.receive(null, null);
      for (const row of rows) feed.receive(row.origin, row.change);
      lastId = rows.at(-1)?.id ?? lastId;
    },
    close: async () => undefined,
  };
}

/** The NOTIFY channel of a schema (its name, hashed when too long for an identifier). */
export function channelOf(schema: string): string {
  const name = `changes_${schema}`;
  return name.length <= 63
    ? name
    : `changes_${createHash('sha256').update(schema).digest('hex').slice(0, 40)}`;
}

/**
 * PostgreSQL: a connection of its own `LISTEN`s on the schema's channel, and every process
 * knows the others that listen (each says `hello` when it starts listening, the others answer
 * `here`, and `bye` when it closes). A change is sent by `pg_notify` through `db` after the
 * write's commit (listeners never hear of a change they cannot read yet), and the announcement
 * waits until every process it knows has acknowledged it (`ack`, sent once its handlers ran),
 * so a write is answered only once a read on any process is current. A process that does not
 * acknowledge within ACK_WAIT_MS is no longer waited for until it is heard from again. When
 * the listening connection drops, every handler empties everything and it listens again.
 *
 * Each notification is `origin kind …`: `change seq text`, `ack to seq`, `hello`, `here`, `bye`.
 */
export async function postgresTransport(
  db: Kysely<Database>,
  connectionString: string,
  schema: string,
  feed: ChangeFeed,
  log: FastifyBaseLogger,
): Promise<ChangeTransport> {
  const channel = channelOf(schema);
  const me = feed.origin;
  /** The other processes listening, as far as this one knows. */
  const peers = new Set<string>();
  /** By sequence number, the announcements waiting for acknowledgements: who is still to answer. */
  const waiting = new Map<number, { left: Set<string>; done: () => void }>();
  let sequence = 0;
  let client: pg.Client | null = null;
  let closed = false;
  let retry: NodeJS.Timeout | null = null;
  /** Resolves when this process hears its own `hello`: every listener has been told of it. */
  let helloHeard: (() => void) | null = null;

  const notify = (message: string) => sql`select pg_notify(${channel}, ${`${me} ${message}`})`.execute(db);
  const tell = (message: string) =>
    notify(message).catch((error: unknown) =>
      log.warn({ err: error }, 'could not answer another process on the changes channel'),
    );
  const acknowledged = (peer: string, seq: number) => {
    const entry = waiting.get(seq);
    if (!entry?.left.delete(peer) || entry.left.size > 0) return;
    entry.done();
  };
  const gone = (peer: string) => {
    peers.delete(peer);
    for (const seq of [...waiting.keys()]) acknowledged(peer, seq);
  };

  const heard = (payload: string) => {
    const [origin = '', kind = '', ...rest] = payload.split(' ');
    if (origin === me) {
      if (kind === 'hello') helloHeard?.();
      return;
    }
    if (kind === 'bye') return gone(origin);
    peers.add(origin);
    if (kind === 'hello') void tell('here');
    else if (kind === 'ack' && rest[0] === me) acknowledged(origin, Number(rest[1]));
    else if (kind === 'change') {
      feed.receive(origin, rest.slice(1).join(' '));
      void tell(`ack ${origin} ${rest[0]}`);
    }
  };

  const listen = async (): Promise<void> => {
    const listener = new pg.Client({ connectionString });
    let lost = false;
    const drop = (error?: Error) => {
      if (lost) return;
      lost = true;
      if (client === listener) client = null;
      listener.removeAllListeners('notification');
      void listener.end().catch(() => undefined);
      if (closed) return;
      log.warn({ err: error }, 'lost the connection that hears other processes’ changes; listening again');
      feed.receive(null, null);
      retry = setTimeout(relisten, RELISTEN_MS);
    };
    listener.on('notification', (message) => {
      if (message.channel === channel && message.payload !== undefined) heard(message.payload);
    });
    listener.on('error', drop);
    listener.on('end', () => drop());
    await listener.connect();
    await listener.query(`LISTEN "${channel}"`);
    client = listener;
    const told = new Promise<void>((resolve) => {
      const timer = setTimeout(resolve, ACK_WAIT_MS);
      helloHeard = () => {
        clearTimeout(timer);
        resolve();
      };
    });
    await notify('hello');
    await told;
    helloHeard = null;
  };
  const relisten = () => {
    retry = null;
    listen().then(
      // What was announced while nobody listened is lost.
      () => feed.receive(null, null),
      (error: unknown) => {
        log.warn({ err: error }, 'could not listen for other processes’ changes; trying again');
        if (!closed) retry ??= setTimeout(relisten, RELISTEN_MS);
      },
    );
  };

  await listen();
  return {
    async send(_origin, change) {
      sequence += 1;
      const seq = sequence;
      const left = new Set(peers);
      const answered =
        left.size === 0
          ? Promise.resolve()
          : new Promise<void>((resolve) => {
              const timer = setTimeout(() => {
                // Not waited for again until heard from.
                for (const peer of left) peers.delete(peer);
                resolve();
              }, ACK_WAIT_MS);
              waiting.set(seq, {
                left,
                done: () => {
                  clearTimeout(timer);
                  resolve();
                },
              });
            }).finally(() => waiting.delete(seq));
      try {
        await notify(`change ${seq} ${change}`);
      } catch (error) {
        waiting.get(seq)?.done();
        throw error;
      }
      await answered;
    },
    async close() {
      closed = true;
      if (retry) clearTimeout(retry);
      for (const entry of waiting.values()) entry.done();
      await notify('bye').catch(() => undefined);
      const listener = client;
      client = null;
      await listener?.end().catch(() => undefined);
    },
  };
}
