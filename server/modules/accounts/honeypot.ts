import { createCipheriv, createDecipheriv, createHmac, randomBytes } from 'node:crypto';

/**
 * The registration honeypot (after spatie/laravel-honeypot): a hidden name field that people leave
 * empty, and the time the form was shown, encrypted so a bot cannot forge an old enough one.
 * Everything is derived from the session secret: stable per deployment, no state to keep.
 */
export interface HoneypotConfig {
  enabled: true;
  nameFieldName: string;
  validFromFieldName: string;
  encryptedValidFrom: string;
}

const VALID_FROM_FIELD = 'valid_from';
const IV_BYTES = 12;
const TAG_BYTES = 16;
/** Tolerated clock difference between app processes behind one load balancer. */
const CLOCK_SKEW_MS = 5_000;
/** A form's stamp serves one registration within an hour of being shown (issue 9: one stamp served 133). */
export const STAMP_LIFETIME_MS = 3600_000;

const derive = (secret: string, purpose: string) => createHmac('sha256', secret).update(`honeypot:${purpose}`).digest();

export function honeypotFieldNames(secret: string) {
  return {
    nameFieldName: `my_name_${derive(secret, 'name').toString('hex').slice(0, 8)}`,
    validFromFieldName: VALID_FROM_FIELD,
  };
}

/** AES-256-GCM of the time in ms: iv | tag | ciphertext, base64url. */
export function encryptValidFrom(secret: string, now = Date.now()): string {
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv('aes-256-gcm', derive(secret, 'key'), iv);
  const ciphertext = Buffer.concat([cipher.update(String(now), 'utf8'), cipher.final()]);
  return Buffer.concat([iv, cipher.getAuthTag(), ciphertext]).toString('base64url');
}

/** The time sealed in `value`, or null when it is not ours (forged, altered, garbage). */
export function decryptValidFrom(secret: string, value: string): number | null {
  const raw = Buffer.from(value, 'base64url');
  if (raw.length <= IV_BYTES + TAG_BYTES) return null;
  try {
    const decipher = createDecipheriv('aes-256-gcm', derive(secret, 'key'), raw.subarray(0, IV_BYTES));
    decipher.setAuthTag(raw.subarray(IV_BYTES, IV_BYTES + TAG_BYTES));
    const text = Buffer.concat([decipher.update(raw.subarray(IV_BYTES + TAG_BYTES)), decipher.final()]).toString(
      'utf8',
    );
    return /^\d{1,15}$/.test(text) ? Number(text) : null;
  } catch {
    return null;
  }
}

export function honeypotConfig(secret: string): HoneypotConfig {
  return { enabled: true, ...honeypotFieldNames(secret), encryptedValidFrom: encryptValidFrom(secret) };
}

/**
 * True when the submission looks human: the name field is empty and the form was shown at least
 * `minAgeMs` ago by this deployment. Nothing says which check failed: bots learn nothing.
 */
export function passesHoneypot(
  secret: string,
  minAgeMs: number,
  body: Record<string, unknown>,
  now = Date.now(),
): boolean {
  const { nameFieldName, validFromFieldName } = honeypotFieldNames(secret);
  const name = body[nameFieldName];
  if (name !== undefined && name !== null && name !== '') return false;
  const sealed = body[validFromFieldName];
  if (typeof sealed !== 'string' || !sealed) return false;
  const validFrom = decryptValidFrom(secret, sealed);
  if (validFrom === null || validFrom > now + CLOCK_SKEW_MS) return false;
  return now - validFrom >= minAgeMs && now - validFrom <= STAMP_LIFETIME_MS;
}

/**
 * The stamp of a submission that passed, as registration spends it: a key of its own and the
 * time it was shown (the spent mark is kept as long as the stamp could be used).
 */
export function spentStamp(secret: string, body: Record<string, unknown>): { key: string; shownAt: Date } | null {
  const sealed = body[VALID_FROM_FIELD];
  const validFrom = typeof sealed === 'string' ? decryptValidFrom(secret, sealed) : null;
  if (validFrom === null) return null;
  return {
    key: `honeypot-spent:${createHmac('sha256', secret)
      .update(sealed as string)
      .digest('hex')}`,
    shownAt: new Date(validFrom),
  };
}
