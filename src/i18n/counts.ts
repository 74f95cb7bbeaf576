import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';

/**
 * Counted words with the language's plural rules (ICU `plural`, CLDR via Intl.PluralRules):
 * '1 adult, 2 adults', '1 adulto, 2 adulti', '1 Erwachsener, 2 Erwachsene'. One place for the
 * screens, so a form is never chosen by `n === 1` in a view.
 */
export function useCounts() {
  const { t } = useLingui();
  return {
    adults: (count: number) => t({ message: plural(count, { one: '# adult', other: '# adults' }) }),
    kids: (count: number) => t({ message: plural(count, { one: '# kid', other: '# kids' }) }),
    nights: (count: number) => t({ message: plural(count, { one: '# night', other: '# nights' }) }),
    people: (count: number) => t({ message: plural(count, { one: '# person', other: '# people' }) }),
    guests: (count: number) => t({ message: plural(count, { one: '# guest', other: '# guests' }) }),
    years: (count: number) => t({ message: plural(count, { one: '# year', other: '# years' }) }),
    roomsLeft: (count: number) =>
      t({ message: plural(count, { one: 'Only # room left', other: 'Only # rooms left' }) }),
    upToPeople: (count: number) => t({ message: plural(count, { one: 'Up to # person', other: 'Up to # people' }) }),
  };
}

/** '2 adults, 1 kid' (kids only when there are some). */
export function useOccupancy() {
  const counts = useCounts();
  return (adults: number, children: number) =>
    children > 0 ? `${counts.adults(adults)}, ${counts.kids(children)}` : counts.adults(adults);
}
