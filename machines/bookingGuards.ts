import { allReserved, offersFor, searchQuery } from '../domain/bookingSelection';
import { packageStayOf, roomLackingTimes } from '../domain/packages/bookingTimes';
import { isRefusal } from '../domain/submitFailure';
import type { BookingContext, BookingEvent } from './bookingContext';

type Args = { context: BookingContext; event: BookingEvent };

const sameSearch = (a: BookingContext['search'], b: BookingContext['search']) => searchQuery(a) === searchQuery(b);

/** The booking journey's guards (booking.machine.ts, product.md §2.2, §2.3, §16.6): pure reads of its context. */
export const bookingGuards = {
  hasRooms: ({ context }: Args) => context.search.rooms.length > 0,
  hasPageRates: ({ context }: Args) => context.pageRates !== null && context.search.rooms.length > 0,
  hasPageRefusal: ({ context }: Args) => context.pageRefusal !== null && context.search.rooms.length > 0,
  openedOnPayment: ({ context }: Args) => context.openedOn === 'payment',
  allReserved: ({ context }: Args) => allReserved(context.rooms),
  hasOffers: ({ context }: Args) =>
    context.rates !== null && offersFor(context.rates, context.rooms, context.editingIndex).length > 0,
  isSignedIn: ({ context }: Args) => context.customer !== null,
  canPay: ({ context }: Args) => context.customer !== null && allReserved(context.rooms),
  /** A room's package still lacks times, or the server refused one: they come before the card. */
  timesMissing: ({ context }: Args) =>
    context.treatmentRefusal !== null ||
    roomLackingTimes(context.search, context.rooms, context.treatmentPicks) !== null,
  hasPackage: ({ context }: Args) => context.rooms.some((room) => packageStayOf(context.search, room) !== null),
  isSignedOut: ({ event }: Args) => event.type === 'user.change' && event.customer === null,
  isShownSearch: ({ context, event }: Args) => event.type === 'route.rooms' && sameSearch(context.search, event.search),
  /** A 422: the search is wrong (not the network or the server), so retrying cannot help. */
  isRefusedSearch: (_: unknown, params: { error: unknown }) => isRefusal(params.error),
};
