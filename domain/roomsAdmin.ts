import type { IsoDate } from './dates';
import type { PhotoWire } from './photos';
import type { ValidationMessageKey } from './validation/messages';

/**
 * The rules of physical rooms and their out-of-order periods (docs/product.md §12.14): pure, so
 * the server decides with them inside its transaction (the room's row locked) and the tests read
 * them from the product's words.
 */

/** A period a room is out of order: its first night out, the day it is back (as a departure), why. */
export interface OutOfOrderDraft {
  starts_on: IsoDate;
  ends_on: IsoDate;
  reason: string;
}

export interface OutOfOrderWire extends OutOfOrderDraft {
  id: number;
  room_id: number;
}

/** A physical room as staff save it: its number, its category, in service or not. */
export interface RoomDraft {
  number: string;
  room_category_id: number;
  in_service: boolean;
}

export interface RoomWire extends RoomDraft {
  id: number;
  out_of_order: OutOfOrderWire[];
}

/** A category as the rooms screen lists it, with its rooms, what staff edit of it and its photos (§12.18). */
export interface RoomCategoryWire {
  id: number;
  slug: string;
  name: { it: string; en: string; de: string };
  description: { it: string; en: string; de: string };
  min_adults: number;
  max_adults: number;
  max_children: number;
  version: number;
  images: string[];
  photos: PhotoWire[];
  /** Rooms in service on the hotel's today (active and not out of order tonight). */
  in_service_tonight: number;
  rooms: RoomWire[];
}

/** A reservation holding nights of the room a change would take away, as the refusal lists it. */
export interface RoomNightsInTheWay {
  reservation_id: number;
  reservation_number: string;
  guest: string;
  from_date: IsoDate;
  to_date: IsoDate;
}

type Nights = { starts_on: IsoDate; ends_on: IsoDate };

/** Two periods share a night when each starts before the other ends (the end day is not a night). */
export const periodsOverlap = (a: Nights, b: Nights): boolean => a.starts_on < b.ends_on && b.starts_on < a.ends_on;

export type OutOfOrderProblem = {
  field: 'starts_on' | 'ends_on';
  key: Extract<ValidationMessageKey, 'outOfOrderEndsBeforeStart' | 'outOfOrderOverlaps'>;
  /** The period overlapped, for its message. */
  other?: Nights;
};

/**
 * What is wrong with an out-of-order period among the room's others (§12.14): it is back in
 * service after its first night out (a later day), and it shares no night with another period.
 */
export function outOfOrderProblems(draft: Nights, others: readonly Nights[]): OutOfOrderProblem[] {
  if (draft.ends_on <= draft.starts_on) return [{ field: 'ends_on', key: 'outOfOrderEndsBeforeStart' }];
  const other = [...others].sort((a, b) => (a.starts_on < b.starts_on ? -1 : 1)).find((o) => periodsOverlap(draft, o));
  return other
    ? [{ field: 'starts_on', key: 'outOfOrderOverlaps', other: { starts_on: other.starts_on, ends_on: other.ends_on } }]
    : [];
}
