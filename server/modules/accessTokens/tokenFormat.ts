import { createHash, randomBytes } from 'node:crypto';
import { crc32 } from 'node:zlib';
import { TOKEN_PREFIX } from '../../../domain/accessTokens';

/**
 * The shape of a personal access token (decision 019): `terme_pat_`, 32 random bytes in base62
 * (43 characters, zero-padded) and a CRC32 of everything before it in base62 (6 characters).
 * The checksum lets a mistyped or forged token be refused without a database lookup, and lets
 * secret scanners tell a real token from a look-alike; it proves nothing (the hash lookup does).
 */
const ALPHABET = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';
const SECRET_LENGTH = 43;
const CHECKSUM_LENGTH = 6;
const SHAPE = new RegExp(`^${TOKEN_PREFIX}[0-9A-Za-z]{${SECRET_LENGTH + CHECKSUM_LENGTH}}$`);

export function base62(value: bigint, length: number): string {
  let out = '';
  let rest = value;
  while (rest > 0n) {
    out = ALPHABET[Number(rest % 62n)] + out;
    rest /= 62n;
  }
  return out.padStart(length, '0');
}

const checksumOf = (body: string) => base62(BigInt(crc32(body)), CHECKSUM_LENGTH);

/** A new token, as shown once to its creator. */
export function newAccessToken(): string {
  const body = TOKEN_PREFIX + base62(BigInt(`0x${randomBytes(32).toString('hex')}`), SECRET_LENGTH);
  return body + checksumOf(body);
}

/** Whether `token` has a token's shape and its checksum matches: false means "refuse, look nothing up". */
export function isWellFormedToken(token: string): boolean {
  if (!SHAPE.test(token)) return false;
  const body = token.slice(0, -CHECKSUM_LENGTH);
  return checksumOf(body) === token.slice(-CHECKSUM_LENGTH);
}

/** What the database keeps: a leaked table opens nothing. (The token carries 256 random bits: no salt or slow hash needed.) */
export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');
