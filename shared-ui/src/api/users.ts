import type { LoginAnswer, StatusAnswer } from '../contracts/index.ts';
import type { Credentials, Registration } from '../validation/index.ts';
import { http, readJson } from './client.ts';

/** POST /users/login.php. Throws only on network failure. */
export async function login(
  credentials: Credentials,
): Promise<Partial<LoginAnswer> & { httpStatus: number }> {
  const response = await http().post('users/login.php', { json: credentials });
  return { ...(await readJson<LoginAnswer>(response)), httpStatus: response.status };
}

/** POST /users/register.php. Throws only on network failure. */
export async function register(registration: Registration): Promise<Partial<StatusAnswer>> {
  return readJson<StatusAnswer>(await http().post('users/register.php', { json: registration }));
}

/** POST /users/logout.php: ends the server session (the cookie). */
export async function logout(): Promise<void> {
  await http().post('users/logout.php');
}
