import assert from 'node:assert/strict';
import type { TestContext } from 'node:test';
import { login, register } from 'shared-ui/contracts/users';
import type { App } from '../src/app.ts';
import { callEndpoint } from './contract-call.ts';
import { createTestEnvironment, type BuildOptions, type TestEnvironment } from './helpers.ts';

/** A logged-in account: `cookie` is the `sid` value, to pass as `cookies: { sid: cookie }`. */
export interface TestSession {
  cookie: string;
  user: { id: number; username: string; email: string };
  password: string;
}

export interface AccountOverrides {
  username?: string;
  email?: string;
  password?: string;
}

/** The administrator account `makeAdmin` creates through ADMIN_EMAIL / ADMIN_PASSWORD. */
export const TEST_ADMIN = { email: 'admin@example.org', password: 'kaya-admin' } as const;

let accounts = 0;

/** Logs in through the API; fails the test when that does not succeed. */
export async function logIn(app: App, email: string, password: string): Promise<TestSession> {
  const response = await callEndpoint(app, login, { body: { email, password } });
  assert.equal(response.statusCode, 200, `login of ${email}: ${response.body}`);
  const cookie = response.cookies.find((candidate) => candidate.name === 'sid');
  assert.ok(cookie, 'login sets the sid cookie');
  return { cookie: cookie.value, user: response.json().user, password };
}

/** Registers a new member (unique defaults, or the given fields) and logs them in. */
export async function registerAndLogin(app: App, overrides: AccountOverrides = {}): Promise<TestSession> {
  accounts += 1;
  const account = {
    username: overrides.username ?? `Member ${accounts}`,
    email: overrides.email ?? `member-${process.pid}-${accounts}@example.org`,
    password: overrides.password ?? 'pwani-2026',
  };
  const response = await callEndpoint(app, register, { body: account });
  assert.equal(response.statusCode, 201, `registration of ${account.email}: ${response.body}`);
  return logIn(app, account.email, account.password);
}

/**
 * An app whose administrator account comes from ADMIN_EMAIL / ADMIN_PASSWORD (as in production),
 * logged in. Pass an environment to reuse its storage.
 */
export async function makeAdmin(
  t: TestContext,
  options: BuildOptions & { environment?: TestEnvironment } = {},
): Promise<{ app: App; admin: TestSession; environment: TestEnvironment }> {
  const { environment = await createTestEnvironment(t), env, ...rest } = options;
  const app = await environment.build({
    ...rest,
    env: { ADMIN_EMAIL: TEST_ADMIN.email, ADMIN_PASSWORD: TEST_ADMIN.password, ...env },
  });
  const admin = await logIn(app, TEST_ADMIN.email, TEST_ADMIN.password);
  return { app, admin, environment };
}
