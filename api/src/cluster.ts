/**
 * `WORKERS=N`: this process (the primary) holds the port and hands its connections to N server
 * processes (node:cluster), each a whole server (api/src/server.ts). A worker that dies is
 * replaced while the others keep serving. SIGTERM or SIGINT drains every worker and exits once
 * all have; SIGHUP replaces the workers one at a time (a rolling restart, e.g. after a deploy):
 * each new worker serves before an old one drains, so one always serves.
 */
import cluster, { type Worker } from 'node:cluster';
import Fastify, { type FastifyBaseLogger } from 'fastify';
import type { Config } from './config.ts';

/** The signal that asks for a rolling restart. */
export const RESTART_SIGNAL = 'SIGHUP';

/** How a worker ended, in words. */
function ending(code: number | null, signal: string | null): string {
  return signal ? `was stopped by ${signal}` : `exited with code ${code}`;
}

export function runPrimary(config: Config): void {
  // Fastify's logger, for log lines like the workers' (the primary serves nothing itself).
  const log: FastifyBaseLogger = Fastify({ logger: { level: config.logLevel } }).log;
  const workers = new Set<Worker>();
  const serving = new WeakSet<Worker>();
  /** Workers asked to drain (a rolling restart, a shutdown): their exit is expected. */
  const retiring = new WeakSet<Worker>();
  let stopping = false;
  let failed = false;

  const fork = (): Worker => {
    const worker = cluster.fork();
    const pid = worker.process.pid;
    workers.add(worker);
    worker.once('listening', () => {
      serving.add(worker);
      log.info(`worker ${pid} started`);
    });
    worker.once('exit', (code, signal) => {
      workers.delete(worker);
      if (stopping && code !== 0) failed = true;
      if (stopping || retiring.has(worker)) {
        log.info(`worker ${pid} ${ending(code, signal)}`);
      } else if (!serving.has(worker)) {
        // Failing before it served (bad settings, no database): another would fail the same way.
        log.error(`worker ${pid} ${ending(code, signal)} before it served; no other is started`);
      } else {
        log.warn(`worker ${pid} ${ending(code, signal)}; starting another`);
        fork();
      }
      if (workers.size === 0) process.exit(stopping && !failed ? 0 : 1);
    });
    return worker;
  };

  /** Resolves true once `worker` serves, false if it exits first. */
  const started = (worker: Worker) =>
    new Promise<boolean>((resolve) => {
      worker.once('listening', () => resolve(true));
      worker.once('exit', () => resolve(false));
    });

  const exited = (worker: Worker) => new Promise<void>((resolve) => worker.once('exit', () => resolve()));

  const retire = (worker: Worker) => {
    if (retiring.has(worker)) return;
    retiring.add(worker);
    worker.process.kill('SIGTERM');
    // No new connection is handed to it from now on (not only once it says its server closed).
    worker.disconnect();
  };

  let restarting = false;
  const restart = async () => {
    if (restarting || stopping) return;
    restarting = true;
    log.info(`${RESTART_SIGNAL} received: replacing the ${workers.size} worker(s) one at a time`);
    for (const old of [...workers]) {
      if (stopping) break;
      if (!(await started(fork()))) {
        log.error('a new worker did not start: the rolling restart stops, the running workers keep serving');
        break;
      }
      retire(old);
      await exited(old);
    }
    if (!stopping) log.info('rolling restart done');
    restarting = false;
  };

  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.on(signal, () => {
      if (stopping) return;
      stopping = true;
      log.info(`${signal} received: draining ${workers.size} worker(s)`);
      for (const worker of workers) retire(worker);
    });
  }
  process.on(RESTART_SIGNAL, () => void restart());

  log.info(`starting ${config.workers} workers`);
  for (let i = 0; i < config.workers; i++) fork();
}
