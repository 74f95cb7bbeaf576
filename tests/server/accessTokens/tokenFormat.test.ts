import { describe, expect, it } from 'vitest';
import { base62, hashToken, isWellFormedToken, newAccessToken } from '../../../server/modules/accessTokens/tokenFormat';

const ALPHABET = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';

describe('the personal access token format (decision 019)', () => {
  it('is terme_pat_, 43 base62 characters of randomness and 6 of checksum, different every time', () => {
    const tokens = Array.from({ length: 200 }, newAccessToken);
    for (const token of tokens) {
      expect(token).toMatch(/^terme_pat_[0-9A-Za-z]{49}$/);
      expect(isWellFormedToken(token)).toBe(true);
    }
    expect(new Set(tokens).size).toBe(200);
  });

  it('refuses every single-character change, a missing or extra character and another prefix', () => {
    const token = newAccessToken();
    for (let at = 'terme_pat_'.length; at < token.length; at++) {
      const other = ALPHABET[(ALPHABET.indexOf(token[at]) + 1 + (at % 60)) % 62];
      expect(isWellFormedToken(token.slice(0, at) + other + token.slice(at + 1)), `position ${at}`).toBe(false);
    }
    expect(isWellFormedToken(token.slice(0, -1))).toBe(false);
    expect(isWellFormedToken(`${token}0`)).toBe(false);
    expect(isWellFormedToken(token.replace('terme_pat_', 'terme_pax_'))).toBe(false);
    expect(isWellFormedToken(` ${token}`)).toBe(false);
  });

  it('writes numbers in base62, zero-padded', () => {
    expect(base62(0n, 3)).toBe('000');
    expect(base62(61n, 2)).toBe('0z');
    expect(base62(62n, 2)).toBe('10');
    expect(base62(2n ** 256n - 1n, 43)).toHaveLength(43);
  });

  it('keeps the SHA-256 of a token in hex', () => {
    expect(hashToken('abc')).toBe('ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad');
  });
});
