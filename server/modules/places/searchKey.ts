/**
 * Lookups search by word prefix, ignoring case, accents and punctuation: 'forli' finds Forlì,
 * "sant'a" finds Aci Sant'Antonio, 'bozen' finds Bolzano/Bozen. Stored keys start with a space
 * so one `LIKE '% word%'` matches the start of any word.
 */
export function searchKey(...names: (string | null | undefined)[]): string {
  const distinct = [...new Set(names.filter((name): name is string => Boolean(name)).map(normalise))];
  return ` ${distinct.filter(Boolean).join(' ')}`;
}

/** The query side: the same normalisation; '' when nothing searchable is left. */
export function normalise(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/ß/g, 'ss')
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
}
