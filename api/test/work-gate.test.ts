import assert from 'node:assert/strict';
import { test } from 'node:test';
import { BusyError, WorkGate } from '../src/work-gate.ts';

const MESSAGE = 'Busy, try again.';

/** A job that runs until the test finishes it. */
function heldJob() {
  let finish!: () => void;
  const done = new Promise<void>((resolve) => (finish = resolve));
  return { job: () => done, finish };
}

/** Where a promise stands, without waiting for it. */
async function state(promise: Promise<unknown>): Promise<'pending' | 'fulfilled' | 'rejected'> {
  const pending = Symbol('pending');
  try {
    return (await Promise.race([promise, Promise.resolve(pending)])) === pending ? 'pending' : 'fulfilled';
  } catch {
    return 'rejected';
  }
}

const isBusy = (error: unknown) =>
  error instanceof BusyError &&
  error.statusCode === 503 &&
  error.message === MESSAGE &&
  error.retryAfterSeconds >= 1;

test('at most `running` jobs run at once; the others start in the order they came', async () => {
  const gate = new WorkGate({ running: 2, waiting: 10, waitMs: 60_000 }, () => MESSAGE);
  const jobs = Array.from({ length: 5 }, heldJob);
  const started: number[] = [];
  const runs = jobs.map((held, i) =>
    gate.run(async () => {
      started.push(i);
      await held.job();
      return i;
    }),
  );
  await Promise.resolve();
  assert.deepEqual(started, [0, 1]);
  assert.deepEqual(gate.load, { running: 2, waiting: 3 });
  jobs[1]!.finish();
  assert.equal(await runs[1], 1);
  assert.deepEqual(started, [0, 1, 2]);
  jobs[0]!.finish();
  jobs[2]!.finish();
  await Promise.all([runs[0], runs[2]]);
  assert.deepEqual(started, [0, 1, 2, 3, 4]);
  jobs[3]!.finish();
  jobs[4]!.finish();
  assert.deepEqual(await Promise.all(runs), [0, 1, 2, 3, 4]);
  assert.deepEqual(gate.load, { running: 0, waiting: 0 });
});

test('past `waiting` in line, a job is refused at once and never runs', async () => {
  const gate = new WorkGate({ running: 1, waiting: 1, waitMs: 60_000 }, () => MESSAGE);
  const first = heldJob();
  const running = gate.run(first.job);
  const waiting = gate.run(async () => 'second');
  let ran = false;
  await assert.rejects(
    gate.run(async () => {
      ran = true;
    }),
    isBusy,
  );
  assert.equal(ran, false);
  assert.equal(await state(waiting), 'pending');
  first.finish();
  await running;
  assert.equal(await waiting, 'second');
  assert.deepEqual(gate.load, { running: 0, waiting: 0 });
});

test('a job that has waited `waitMs` is refused then, and the line moves on', async (t) => {
  t.mock.timers.enable({ apis: ['setTimeout', 'Date'] });
  const gate = new WorkGate({ running: 1, waiting: 5, waitMs: 2000 }, () => MESSAGE);
  const first = heldJob();
  const running = gate.run(first.job);
  const late = gate.run(async () => 'late');
  t.mock.timers.tick(1000);
  const later = gate.run(async () => 'later');
  t.mock.timers.tick(1000);
  await assert.rejects(late, isBusy);
  assert.equal(await state(later), 'pending');
  assert.deepEqual(gate.load, { running: 1, waiting: 1 });
  first.finish();
  await running;
  assert.equal(await later, 'later');
});

test('a job that could not start within `waitMs` at the pace jobs finish is refused at once', async (t) => {
  t.mock.timers.enable({ apis: ['setTimeout', 'Date'] });
  const gate = new WorkGate({ running: 1, waiting: 100, waitMs: 1000 }, () => MESSAGE);
  // One job of 600 ms sets the pace.
  const paced = heldJob();
  const pacing = gate.run(paced.job);
  t.mock.timers.tick(600);
  paced.finish();
  await pacing;

  const first = heldJob();
  const running = gate.run(first.job);
  const next = gate.run(async () => 'next'); // its turn in about 600 ms
  await assert.rejects(
    gate.run(async () => 'after it'),
    isBusy,
  ); // about 1200 ms
  first.finish();
  await running;
  assert.equal(await next, 'next');
});

test('checkRoom refuses now what a job coming now would be refused, and nothing else', async () => {
  const gate = new WorkGate({ running: 1, waiting: 1, waitMs: 60_000 }, () => MESSAGE);
  gate.checkRoom();
  const first = heldJob();
  const running = gate.run(first.job);
  gate.checkRoom(); // a turn in line is free
  const waiting = gate.run(async () => 'second');
  assert.throws(() => gate.checkRoom(), isBusy);
  first.finish();
  await Promise.all([running, waiting]);
  gate.checkRoom();
});

test('a job that fails gives its turn to the next one', async () => {
  const gate = new WorkGate({ running: 1, waiting: 1, waitMs: 60_000 }, () => MESSAGE);
  const first = heldJob();
  const failing = gate.run(async () => {
    await first.job();
    throw new Error('could not read the image');
  });
  const next = gate.run(async () => 'next');
  first.finish();
  await assert.rejects(failing, /could not read the image/);
  assert.equal(await next, 'next');
  assert.deepEqual(gate.load, { running: 0, waiting: 0 });
});
