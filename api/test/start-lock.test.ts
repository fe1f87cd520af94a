/**
 * Two servers started at the same instant on one new database (a SQLite DATA_DIR, or a
 * PostgreSQL schema when DATABASE_URL is set): the start-up work (migrations, the administrator
 * account, the demo seed) runs once, in one of them; the other waits, finds it done, and serves.
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { getNews } from 'shared-ui/contracts/news';
import { fetchProducts } from 'shared-ui/contracts/shop';
import { login } from 'shared-ui/contracts/users';
import { demoNews } from '../src/db/seed/news.ts';
import { urlOf } from './contract-call.ts';
import { createTestEnvironment, startServerProcess } from './helpers.ts';
import { ERROR_LEVEL, logLines } from './server-log.ts';

const ADMIN = { ADMIN_EMAIL: 'operator@example.org', ADMIN_PASSWORD: 'kaya-2026' };

test(
  'servers starting together on a new database migrate and seed it once',
  { timeout: 120_000 },
  async (t) => {
    const environment = await createTestEnvironment(t);
    const settings = await environment.settings({ ...ADMIN, SEED: 'demo', LOG_LEVEL: 'info' });
    const servers = await Promise.all([startServerProcess(t, settings), startServerProcess(t, settings)]);

    const lines = servers.map(logLines);
    const count = (message: string) =>
      lines.map((serverLines) => serverLines.filter((line) => line.msg === message).length);
    assert.deepEqual(count('demo content added').sort(), [0, 1], 'one server seeded');
    assert.deepEqual(count('migration 0001_foundation applied').sort(), [0, 1], 'one server migrated');
    assert.deepEqual(count(`admin account ${ADMIN.ADMIN_EMAIL}: created`).sort(), [0, 1]);
    for (const server of servers) {
      assert.deepEqual(
        logLines(server).filter((line) => line.level >= ERROR_LEVEL),
        [],
        `no error in the log of the server on ${server.url}`,
      );
    }

    for (const server of servers) {
      const news = (await (await fetch(`${server.url}${urlOf(getNews)}`)).json()) as { data: unknown[] };
      assert.equal(news.data.length, demoNews.length, 'the demo news once');
      const shop = (await (await fetch(`${server.url}${urlOf(fetchProducts)}`)).json()) as {
        products: { id: number }[];
      };
      assert.ok(shop.products.length > 0);
      const signedIn = await fetch(`${server.url}${urlOf(login)}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: ADMIN.ADMIN_EMAIL, password: ADMIN.ADMIN_PASSWORD }),
      });
      assert.equal(signedIn.status, 200);
    }
    const [first, second] = await Promise.all(
      servers.map(
        async (server) => (await (await fetch(`${server.url}${urlOf(fetchProducts)}`)).json()) as unknown,
      ),
    );
    assert.deepEqual(first, second, 'both serve the same listings');
  },
);
