import * as users from '../contracts/endpoints/users.ts';
import type { Credentials, Registration } from '../validation/index.ts';
import { call, replyOf } from './endpoints.ts';

/** Logs in: the server's answer (each field optional) and its HTTP status. Throws only on network failure. */
export async function login(credentials: Credentials) {
  const response = await call(users.login, { body: credentials });
  return { ...(await replyOf(users.login, response)), httpStatus: response.status };
}

/** Creates an account: the server's answer, each field optional. Throws only on network failure. */
export async function register(registration: Registration) {
  return replyOf(users.register, await call(users.register, { body: registration }));
}

/** Ends the server session (the cookie). */
export async function logout(): Promise<void> {
  await call(users.logout, {});
}
