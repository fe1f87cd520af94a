/**
 * The settings that name addresses (config.ts): the site's own (PUBLIC_URL), the origins allowed
 * to call cross-origin (CORS_ORIGINS), the proxies trusted (TRUST_PROXY) and the API base of each
 * host (API_HOSTS). Each adds what is wrong with its value to `problems`.
 */
import { compile as compileTrust } from '@fastify/proxy-addr';
import { Type } from 'typebox';
import { Value } from 'typebox/value';

/** The origin `text` is (an http or https address without path, query or fragment), or undefined. */
function originOf(text: string): string | undefined {
  const url = URL.canParse(text) ? new URL(text) : undefined;
  const isWeb = url?.protocol === 'http:' || url?.protocol === 'https:';
  return isWeb && url.origin === text.replace(/\/$/, '') ? url.origin : undefined;
}

export function origins(list: string, problems: string[]): string[] {
  const result: string[] = [];
  for (const item of list.split(',').map((entry) => entry.trim())) {
    if (!item) continue;
    const origin = originOf(item);
    if (origin === undefined) {
      problems.push(`CORS_ORIGINS: ${JSON.stringify(item)} is not an origin like https://example.org`);
    } else {
      result.push(origin);
    }
  }
  return result;
}

export function siteAddress(text: string, problems: string[]): string {
  const origin = originOf(text);
  if (origin === undefined) {
    problems.push(
      `PUBLIC_URL=${JSON.stringify(text)}: expected the site's address, an http(s) origin without a path, like https://mijikenda.example`,
    );
  }
  return origin ?? text;
}

/** What TRUST_PROXY says instead of a list of proxies, and why it is refused. */
const UNTRUSTWORTHY_PROXY_SETTINGS: [RegExp, string][] = [
  [/^true$/i, 'would believe every hop, so any client could choose the address it is counted by'],
  [/^\d+$/, 'a number of hops cannot tell a proxy from a client that reaches the server directly'],
];

/**
 * The proxies whose `X-Forwarded-For`, `-Proto` and `-Host` are believed: a comma-separated
 * list of addresses and ranges (`10.0.0.0/8`, `::1`, or proxy-addr's names `loopback`,
 * `linklocal`, `uniquelocal`), each checked by the parser Fastify itself uses. `false` trusts none.
 */
export function trustedProxies(value: string, problems: string[]): false | string[] {
  if (/^false$/i.test(value)) return false;
  const refused = UNTRUSTWORTHY_PROXY_SETTINGS.find(([pattern]) => pattern.test(value));
  if (refused) {
    problems.push(
      `TRUST_PROXY=${JSON.stringify(value)}: ${refused[1]}. List the addresses of the proxies in front of the server instead, e.g. TRUST_PROXY=127.0.0.1 or TRUST_PROXY=10.0.0.0/8,127.0.0.1`,
    );
    return false;
  }
  const list = value
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  if (list.length === 0) return false;
  try {
    compileTrust(list);
  } catch (error) {
    problems.push(
      `TRUST_PROXY=${JSON.stringify(value)}: ${(error as Error).message}; expected 'false' or the proxies' addresses or ranges, e.g. 10.0.0.0/8,127.0.0.1`,
    );
    return false;
  }
  return list;
}

export function hostTable(json: string | undefined, problems: string[]): Record<string, string> {
  if (json === undefined) return {};
  let value: unknown;
  try {
    value = JSON.parse(json);
  } catch {
    value = undefined;
  }
  const table = Type.Record(Type.String({ minLength: 1 }), Type.String({ minLength: 1 }));
  if (typeof value !== 'object' || value === null || Array.isArray(value) || !Value.Check(table, value)) {
    problems.push('API_HOSTS: expected a JSON object of host name to API base address');
    return {};
  }
  return value as Record<string, string>;
}
