import type { RoomsSearch } from '../bookingQuery';
import type { ReservedRoom } from '../bookingSelection';
import { allPicked, type PackageStay, type TreatmentPick } from './schedulingRules';

/**
 * A package's treatment times in the room booking (docs/product.md §16.6): which rooms of the
 * selection need times before paying, and the times as the purchase posts them. Pure: the booking
 * machine decides with it, the purchase post sends its `treatmentTimesOf`.
 */

/** The picks of each room, by its temp id. */
export type PicksByRoom = Readonly<Record<string, readonly TreatmentPick[]>>;

/** A time as POST /my/room-reservations takes it: the room's index, the guest (from 0), the treatment, the start. */
export interface TreatmentTimePost {
  room: number;
  guest: number;
  treatment_id: number;
  starts_at: string;
}

/** The stay a room's package asks times for, or null when its rate includes no treatment. */
export function packageStayOf(search: Pick<RoomsSearch, 'arrival' | 'departure'>, room: ReservedRoom) {
  const treatments = room.rate_variation?.treatments ?? [];
  if (room.rate_variation_id <= 0 || treatments.length === 0) return null;
  return {
    from: search.arrival,
    to: search.departure,
    guests: room.adults + room.children,
    treatments: treatments.map((t) => ({ treatmentId: t.treatment_id, perPerson: t.per_person })),
  } satisfies PackageStay;
}

/** The first room whose package still lacks times (every guest, every count), or null. */
export function roomLackingTimes(
  search: Pick<RoomsSearch, 'arrival' | 'departure'>,
  rooms: readonly ReservedRoom[],
  picks: PicksByRoom,
): ReservedRoom | null {
  return (
    rooms.find((room) => {
      const stay = packageStayOf(search, room);
      return stay !== null && !allPicked(stay, picks[room.temp_id] ?? []);
    }) ?? null
  );
}

/** Every room's picks in the purchase's shape, in room order then pick order. */
export function treatmentTimesOf(rooms: readonly ReservedRoom[], picks: PicksByRoom): TreatmentTimePost[] {
  return rooms.flatMap((room, index) =>
    (picks[room.temp_id] ?? []).map((pick) => ({
      room: index,
      guest: pick.guest,
      treatment_id: pick.treatmentId,
      starts_at: new Date(pick.start).toISOString(),
    })),
  );
}

/** Which room's pick the server refused, from the index into `treatmentTimesOf`'s list. */
export function refusedPickAt(
  rooms: readonly ReservedRoom[],
  picks: PicksByRoom,
  index: number,
): { tempId: string; index: number } | null {
  let seen = 0;
  for (const room of rooms) {
    const mine = picks[room.temp_id] ?? [];
    if (index < seen + mine.length) return { tempId: room.temp_id, index: index - seen };
    seen += mine.length;
  }
  return null;
}
