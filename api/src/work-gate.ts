/**
 * Bounded heavy work. Password hashes (argon2id, 19 MiB each: auth/password.ts) and image
 * encodes (sharp: uploads/images.ts) run on libuv's thread pool, four threads by default, which
 * file reads and writes share; its line is first come, first served and has no end. Without a
 * bound, a crowd's logins and uploads queue there behind each other, and everything else behind
 * them, and every one is answered late. A gate lets `running` jobs of its kind run at once and
 * up to `waiting` more wait in turn, as many as can start within `waitMs` at the pace jobs have
 * been finishing; any further one is refused at once with a BusyError (a 503 with Retry-After:
 * plugins/app/error-handler.ts), and one that has waited `waitMs` all the same is refused then,
 * instead of being served late. The callers do the work before they write, so a refusal has
 * changed nothing.
 */

import type { onRequestHookHandler } from 'fastify';
import type { Say } from './messages.ts';

export interface WorkLimits {
  /** Jobs running at once. */
  running: number;
  /** Jobs that may wait for a turn, at most. */
  waiting: number;
  /** The longest a job may wait before it is refused (ms). */
  waitMs: number;
}

/** The server has more work of this kind than it can do in time: a 503, to try again later. */
export class BusyError extends Error {
  readonly statusCode = 503;
  /** When to try again, in whole seconds (the `Retry-After` header). */
  readonly retryAfterSeconds: number;

  constructor(message: string, retryAfterSeconds: number) {
    super(message);
    this.name = 'BusyError';
    this.retryAfterSeconds = retryAfterSeconds;
  }
}

interface Waiter {
  admit: () => void;
  timer: NodeJS.Timeout;
}

export class WorkGate {
  readonly limits: WorkLimits;
  readonly #message: Say;
  #running = 0;
  readonly #line: Waiter[] = [];
  /** How long a job has been taking (ms): a moving average, 0 before the first. */
  #jobMs = 0;

  /** `message` is the refusal's text (messages.ts). */
  constructor(limits: WorkLimits, message: Say) {
    this.limits = limits;
    this.#message = message;
  }

  /** Jobs running now and waiting now. */
  get load(): { running: number; waiting: number } {
    return { running: this.#running, waiting: this.#line.length };
  }

  /**
   * Throws the BusyError a job coming now would get: for work that takes its turn later, so that
   * what would be refused then is refused before anything is done for it (`roomIn`, below).
   */
  checkRoom(): void {
    if (this.#running >= this.limits.running && this.#lineIsFull()) throw this.#refusal();
  }

  /** Runs `job` when a turn is free; throws a BusyError when none will be in time. */
  async run<T>(job: () => Promise<T>): Promise<T> {
    if (this.#running < this.limits.running) this.#running += 1;
    else await this.#wait();
    const started = Date.now();
    try {
      return await job();
    } finally {
      const ms = Date.now() - started;
      this.#jobMs = this.#jobMs === 0 ? ms : this.#jobMs * 0.9 + ms * 0.1;
      this.#leave();
    }
  }

  #refusal(): BusyError {
    // By then the line has moved on by at least a full wait.
    return new BusyError(this.#message(), Math.max(1, Math.ceil(this.limits.waitMs / 1000)));
  }

  /** Whether one more in line could not start within `waitMs`, or there is no room in it. */
  #lineIsFull(): boolean {
    // Its turn comes once the jobs ahead of it and one more have finished, `running` at a time.
    const expectedMs = ((this.#line.length + 1) * this.#jobMs) / this.limits.running;
    return this.#line.length >= this.limits.waiting || expectedMs > this.limits.waitMs;
  }

  #wait(): Promise<void> {
    if (this.#lineIsFull()) return Promise.reject(this.#refusal());
    return new Promise((resolve, reject) => {
      const waiter: Waiter = {
        admit: resolve,
        timer: setTimeout(() => {
          this.#line.splice(this.#line.indexOf(waiter), 1);
          reject(this.#refusal());
        }, this.limits.waitMs),
      };
      this.#line.push(waiter);
    });
  }

  /** A finished job hands its turn to the first in line (the count of running ones stays). */
  #leave(): void {
    const next = this.#line.shift();
    if (!next) {
      this.#running -= 1;
      return;
    }
    clearTimeout(next.timer);
    next.admit();
  }
}

/**
 * A route's `onRequest` hook answering at once, with the gate's 503, a call that would find no
 * turn: before its body is read, and before a rate limit counts it (the route's own hooks run
 * before the limit's), so that people told to try again are not then locked out for the minute.
 */
export function roomIn(gate: WorkGate): onRequestHookHandler {
  return (_request, _reply, done) => {
    try {
      gate.checkRoom();
      done();
    } catch (error) {
      done(error as Error);
    }
  };
}
