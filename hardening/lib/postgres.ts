/**
 * A private PostgreSQL cluster on loopback for one test, run as the `postgres` user (the
 * tests run as root on CI, as .ci/run does). It can be stopped and started under a running
 * server, to see the server fail cleanly and recover.
 */
import { execFileSync } from 'node:child_process';
import { chmodSync, chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { freePort } from '../../scripts/lib/free-port.ts';

export interface PostgresCluster {
  url: string;
  stop(): void;
  start(): void;
  /** Stops it for good and removes its files. */
  remove(): void;
}

function binDir(): string {
  const root = '/usr/lib/postgresql';
  const versions = existsSync(root) ? readdirSync(root).sort((a, b) => Number(a) - Number(b)) : [];
  const bin = versions.length ? path.join(root, versions.at(-1)!, 'bin') : '';
  if (!bin || !existsSync(path.join(bin, 'initdb')))
    throw new Error('PostgreSQL is not installed: run `apt-get install -y postgresql` (as root on Debian).');
  return bin;
}

let switchUser: string[] | undefined;

/** Runs a PostgreSQL program as the postgres user (runuser, or setpriv where PAM refuses). */
function asPostgres(program: string, args: string[]): void {
  if (process.getuid?.() !== 0)
    throw new Error('Starting a private PostgreSQL cluster needs root (to run it as the postgres user).');
  if (!switchUser) {
    switchUser = ['runuser', '-u', 'postgres', '--'];
    try {
      execFileSync(switchUser[0]!, [...switchUser.slice(1), 'true'], { stdio: 'ignore' });
    } catch {
      switchUser = ['setpriv', '--reuid=postgres', '--regid=postgres', '--init-groups'];
    }
  }
  const [command, ...prefix] = switchUser;
  execFileSync(command!, [...prefix, path.join(binDir(), program), ...args], { cwd: '/', stdio: 'pipe' });
}

export async function startPostgres(): Promise<PostgresCluster> {
  const port = await freePort();
  const dir = mkdtempSync('/tmp/hardening-postgres-');
  chmodSync(dir, 0o755);
  const uid = Number(execFileSync('id', ['-u', 'postgres']).toString());
  const gid = Number(execFileSync('id', ['-g', 'postgres']).toString());
  chownSync(dir, uid, gid);
  const data = path.join(dir, 'data');
  asPostgres('initdb', ['-D', data, '-A', 'trust', '-U', 'postgres', '-E', 'UTF8', '--no-locale']);
  const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off`;
  const start = () =>
    asPostgres('pg_ctl', [
      '-D',
      data,
      '-l',
      path.join(dir, 'server.log'),
      '-w',
      '-t',
      '60',
      '-o',
      options,
      'start',
    ]);
  const stop = () => asPostgres('pg_ctl', ['-D', data, '-m', 'fast', '-w', 'stop']);
  start();
  let removed = false;
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    start,
    stop,
    remove() {
      if (removed) return;
      removed = true;
      try {
        stop();
      } catch {
        // already stopped
      }
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
