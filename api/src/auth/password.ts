import { argon2, randomBytes, timingSafeEqual, type Argon2Parameters } from 'node:crypto';

/** argon2id with the OWASP minimum profile: 19 MiB, 2 passes, 1 lane. */
const PROFILE = { memory: 19456, passes: 2, parallelism: 1, tagLength: 32 } as const;
const NONCE_BYTES = 16;
const PHC_PATTERN = /^\$argon2id\$v=19\$m=(\d+),t=(\d+),p=(\d+)\$([A-Za-z0-9+/]+)\$([A-Za-z0-9+/]+)$/;

function derive(parameters: Argon2Parameters): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    argon2('argon2id', parameters, (error, key) => (error ? reject(error) : resolve(key)));
  });
}

const encode = (bytes: Buffer) => bytes.toString('base64').replace(/=+$/, '');

/** Hashes a password into a PHC string: `$argon2id$v=19$m=…,t=…,p=…$salt$hash`. */
export async function hashPassword(password: string): Promise<string> {
  const nonce = randomBytes(NONCE_BYTES);
  const tag = await derive({ message: password, nonce, ...PROFILE });
  const { memory, passes, parallelism } = PROFILE;
  return `$argon2id$v=19$m=${memory},t=${passes},p=${parallelism}$${encode(nonce)}$${encode(tag)}`;
}

/** True when the password matches the PHC string; false for a wrong password or an unreadable hash. */
export async function verifyPassword(phc: string, password: string): Promise<boolean> {
  const match = PHC_PATTERN.exec(phc);
  if (!match) return false;
  const [, memory = '', passes = '', parallelism = '', nonce = '', tag = ''] = match;
  const expected = Buffer.from(tag, 'base64');
  const actual = await derive({
    message: password,
    nonce: Buffer.from(nonce, 'base64'),
    memory: Number(memory),
    passes: Number(passes),
    parallelism: Number(parallelism),
    tagLength: expected.length,
  });
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}

let decoy: Promise<string> | undefined;

/**
 * A hash of a random password, verified when an email is unknown so that a login
 * takes as long for a missing account as for a wrong password.
 */
export function decoyHash(): Promise<string> {
  decoy ??= hashPassword(randomBytes(16).toString('hex'));
  return decoy;
}
