import { randomBytes, scrypt, timingSafeEqual } from 'node:crypto';

/** OWASP's scrypt parameters: N=2^17, r=8, p=1. Tests lower N through SCRYPT_COST. */
const R = 8;
const P = 1;
const KEY_LENGTH = 64;
let cost = Number(process.env.SCRYPT_COST ?? 2 ** 17);

export function setScryptCost(n: number) {
  cost = n;
}

function derive(password: string, salt: Buffer, n: number): Promise<Buffer> {
  return new Promise((resolve, reject) =>
    scrypt(password.normalize('NFKC'), salt, KEY_LENGTH, { N: n, r: R, p: P, maxmem: 256 * n * R }, (err, key) =>
      err ? reject(err) : resolve(key),
    ),
  );
}

/** `scrypt$N$r$p$salt$hash`: the parameters travel with the hash, so raising them later is safe. */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const key = await derive(password, salt, cost);
  return ['scrypt', cost, R, P, salt.toString('base64'), key.toString('base64')].join('$');
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, n, , , salt, hash] = stored.split('$');
  if (scheme !== 'scrypt' || !salt || !hash) return false;
  const key = await derive(password, Buffer.from(salt, 'base64'), Number(n));
  const expected = Buffer.from(hash, 'base64');
  return key.length === expected.length && timingSafeEqual(key, expected);
}

const dummyHashes = new Map<number, Promise<string>>();

/**
 * A hash of nothing anyone knows, at the current cost: login verifies against it when the email is
 * unknown, so the answer takes as long as for a real account and timing reveals no accounts.
 */
export function dummyHash(): Promise<string> {
  let found = dummyHashes.get(cost);
  if (!found) {
    found = hashPassword(randomBytes(16).toString('hex'));
    dummyHashes.set(cost, found);
  }
  return found;
}
