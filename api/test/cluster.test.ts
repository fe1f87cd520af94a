/**
 * WORKERS=2: two server processes answer on one port; one killed is replaced while the other
 * keeps serving; SIGHUP replaces them one at a time without a request failing; SIGTERM stops all.
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { setTimeout as sleep } from 'node:timers/promises';
import { health } from 'shared-ui/contracts/health';
import type { RunningServer } from '../../scripts/lib/server-process.ts';
import { urlOf } from './contract-call.ts';
import { createTestEnvironment, startServerProcess } from './helpers.ts';
import { getOnce, logLines, waitForLine, type LogLine } from './server-log.ts';

const STARTED = /^worker (\d+) started$/;

/** The pids of the workers the primary has seen start, in order. */
const startedWorkers = (server: RunningServer) =>
  logLines(server).flatMap((line) => {
    const pid = STARTED.exec(line.msg)?.[1];
    return pid ? [Number(pid)] : [];
  });

async function waitForWorkers(server: RunningServer, count: number): Promise<number[]> {
  await waitForLine(server, () => startedWorkers(server).length >= count);
  return startedWorkers(server);
}

/** Asks for the health check `times` times, each on a new connection; every answer must be 200. */
async function askHealth(server: RunningServer, times: number): Promise<void> {
  for (let i = 0; i < times; i++) {
    const answer = await getOnce(`${server.url}${urlOf(health)}`);
    assert.equal(answer.status, 200, answer.body);
  }
}

/**
 * The processes that answered the health check since log line `since`, from their request log
 * lines (written a moment after the answer: waited for until they name the `expected` ones).
 */
async function healthAnswerers(server: RunningServer, since: number, expected: number[]) {
  const answerers = () =>
    new Set(
      logLines(server)
        .slice(since)
        .filter((line: LogLine) => line.msg === 'request completed' && line.req?.url === urlOf(health))
        .map((line) => line.pid),
    );
  const named = (found: Set<number>) => expected.every((pid) => found.has(pid));
  await waitForLine(server, () => named(answerers()), 10_000).catch(() => undefined);
  return answerers();
}

async function startCluster(t: Parameters<typeof createTestEnvironment>[0]) {
  const environment = await createTestEnvironment(t);
  // Every request logged: the log tells which process answered it.
  const settings = await environment.settings({ WORKERS: '2', LOG_LEVEL: 'info', REQUEST_LOG_SAMPLE: '1' });
  const server = await startServerProcess(t, settings);
  const workers = await waitForWorkers(server, 2);
  return { server, workers };
}

test(
  'WORKERS=2 serves from two processes; a killed worker is replaced while the other serves',
  { timeout: 60_000 },
  async (t) => {
    const { server, workers } = await startCluster(t);
    assert.equal(new Set(workers).size, 2);
    assert.ok(!workers.includes(server.child.pid!), 'the primary serves no request itself');

    const before = logLines(server).length;
    await askHealth(server, 12);
    assert.deepEqual(await healthAnswerers(server, before, workers), new Set(workers), 'both workers answer');

    const [killed, survivor] = workers as [number, number];
    process.kill(killed, 'SIGKILL');
    // From the moment the primary knows (a connection it handed to the worker as it died is lost).
    await waitForLine(
      server,
      (line) => line.msg === `worker ${killed} was stopped by SIGKILL; starting another`,
    );
    const seen = logLines(server).length;
    await askHealth(server, 12);
    assert.deepEqual(
      await healthAnswerers(server, seen, [survivor]),
      new Set([survivor]),
      'the other worker serves on',
    );

    const [replacement] = (await waitForWorkers(server, 3)).slice(2);
    const later = logLines(server).length;
    await askHealth(server, 12);
    assert.deepEqual(
      await healthAnswerers(server, later, [survivor, replacement!]),
      new Set([survivor, replacement]),
    );

    await server.stop();
    assert.equal(server.child.exitCode, 0, server.output());
    for (const pid of [survivor, replacement]) {
      assert.ok(logLines(server).some((line) => line.msg === `worker ${pid} exited with code 0`));
    }
  },
);

test(
  'SIGHUP replaces the workers one at a time while requests keep being answered',
  { timeout: 60_000 },
  async (t) => {
    const { server, workers } = await startCluster(t);

    server.child.kill('SIGHUP');
    let restarted = false;
    const done = waitForLine(server, (line) => line.msg === 'rolling restart done', 60_000).then(() => {
      restarted = true;
    });
    let asked = 0;
    while (!restarted) {
      await askHealth(server, 1);
      asked += 1;
      await sleep(20);
    }
    await done;
    assert.ok(asked > 5, `requests were made during the restart (${asked})`);

    const fresh = startedWorkers(server).slice(2);
    assert.equal(fresh.length, 2, 'two new workers');
    for (const pid of workers) {
      assert.ok(
        logLines(server).some((line) => line.msg === `worker ${pid} exited with code 0`),
        `${pid} drained`,
      );
    }
    const since = logLines(server).length;
    await askHealth(server, 12);
    assert.deepEqual(await healthAnswerers(server, since, fresh), new Set(fresh));
    await server.stop();
    assert.equal(server.child.exitCode, 0, server.output());
  },
);
