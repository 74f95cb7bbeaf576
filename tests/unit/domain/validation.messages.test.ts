// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { validationMessage, validationMessages } from '@domain/validation';
import { validationMessageParts } from '@domain/validation/messages';

describe('validation messages', () => {
  it('have a text in every language with the same placeholders', () => {
    for (const [key, texts] of Object.entries(validationMessages)) {
      const placeholders = (text: string) => (text.match(/\{\w+\}/g) ?? []).sort().join();
      for (const locale of ['it', 'de'] as const) {
        expect(texts[locale], `${key}.${locale}`).not.toBe('');
        expect(placeholders(texts[locale]), `${key}.${locale}`).toBe(placeholders(texts.en));
      }
    }
  });

  it('are each written in exactly one part of the catalogue (a second one would silently win)', () => {
    const keys = validationMessageParts.flatMap((part) => Object.keys(part));
    const twice = keys.filter((key, i) => keys.indexOf(key) !== i);
    expect(twice).toEqual([]);
    expect(keys.length).toBe(Object.keys(validationMessages).length);
  });

  it('fill {min} and {max}', () => {
    expect(validationMessage('de', 'passwordMin', { min: 8 })).toBe(
      'Das Passwort muss mindestens 8 Zeichen lang sein.',
    );
    expect(validationMessage('en', 'roomsMax', { max: 5 })).toBe('You can book up to 5 rooms.');
  });
});
