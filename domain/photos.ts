import type { Locale, Translations } from './locales';

/**
 * Photos of room categories and day-spa products (docs/product.md §12.18): what is accepted, how
 * they are served, and the words of a refusal. The server decides by decoding the file, never by
 * its name or declared type.
 */
export const PHOTO_LIMITS = {
  /** The largest file accepted, before it is decoded. */
  maxBytes: 8 * 1024 * 1024,
  /** The most pixels decoded (a small file may claim a huge image). */
  maxInputPixels: 50_000_000,
  /** Re-encoded to fit in this box, never enlarged. */
  maxWidth: 1600,
  maxHeight: 1200,
  perOwner: 12,
  altMax: 200,
} as const;

export const PHOTO_FORMATS = ['jpeg', 'png', 'webp'] as const;

/** Whose photo: a room category, or a day-spa product (its products row). */
export type PhotoOwner = 'room-categories' | 'day-spa-products';
export const PHOTO_OWNERS: readonly PhotoOwner[] = ['room-categories', 'day-spa-products'];

/** A photo as staff list it, and as guests get it (width and height set, so nothing shifts as it loads). */
export interface PhotoWire {
  id: number;
  url: string;
  width: number;
  height: number;
  alt: Translations;
  position: number;
  file_name: string;
}

/** What a guest screen needs of a photo, in the guest's language. */
export interface GuestPhoto {
  url: string;
  width: number;
  height: number;
  alt: string;
}

/** A photo as the guest side reads it with its category or product: the address is made from the hash. */
export interface StoredPhoto {
  hash: string;
  width: number;
  height: number;
  alt: Translations;
}

export const guestPhotos = (stored: readonly StoredPhoto[] | null | undefined, locale: Locale): GuestPhoto[] =>
  (stored ?? []).map((p) => ({ url: photoUrl(p.hash), width: p.width, height: p.height, alt: p.alt[locale] }));

/** The public address of a photo: its content hash, so it is cached for good and a new photo is a new address. */
export const photoUrl = (hash: string) => `/api/photos/${hash}.webp`;

export const photoMessages = {
  photoMissing: {
    en: 'Choose a photo to upload.',
    it: 'Scegli una foto da caricare.',
    de: 'Wähle ein Foto zum Hochladen.',
  },
  photoFormat: {
    en: 'This file is not a JPEG, PNG or WebP photo.',
    it: 'Questo file non è una foto JPEG, PNG o WebP.',
    de: 'Diese Datei ist kein JPEG-, PNG- oder WebP-Foto.',
  },
  photoTooBig: {
    en: 'The photo is larger than 8 MB: send a smaller one.',
    it: 'La foto supera gli 8 MB: inviane una più piccola.',
    de: 'Das Foto ist größer als 8 MB: Schick ein kleineres.',
  },
  photoTooMany: {
    en: 'At most 12 photos: remove one first.',
    it: 'Al massimo 12 foto: rimuovine prima una.',
    de: 'Höchstens 12 Fotos: Entferne zuerst eines.',
  },
  altTooLong: {
    en: 'At most 200 characters.',
    it: 'Al massimo 200 caratteri.',
    de: 'Höchstens 200 Zeichen.',
  },
  photoNotFound: {
    en: 'Photo not found.',
    it: 'Foto non trovata.',
    de: 'Foto nicht gefunden.',
  },
  ownerNotFound: {
    en: 'There is nothing here to add a photo to.',
    it: 'Non c’è nulla qui a cui aggiungere una foto.',
    de: 'Hier gibt es nichts, dem ein Foto hinzugefügt werden kann.',
  },
} satisfies Record<string, Translations>;
