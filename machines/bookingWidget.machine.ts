import { assign, fromPromise, setup } from 'xstate';
import { hasAllAges } from '../domain/bookingQuery';
import {
  MAX_ADULTS_PER_ROOM,
  MAX_CHILDREN_PER_ROOM,
  MAX_ROOMS,
  MIN_ADULTS_PER_ROOM,
  MIN_ROOMS,
} from '../domain/constants';

/** A room as the widget edits it: an age per child, null until chosen. */
export interface WidgetRoom {
  adults: number;
  children: number;
  childrenAges: (number | null)[];
}

export interface WidgetSearch {
  from: string;
  to: string;
  rooms: WidgetRoom[];
  code: string;
}

/** Why a search was refused: a kid without an age (product.md §2.1 "Age missing"), or another rule's message. */
export type SearchRefusal = { reason: 'ageMissing' } | { reason: 'rule'; message: string };

export interface BookingWidgetContext extends WidgetSearch {
  /** Why the last search was refused, until the next edit. */
  refusal: SearchRefusal | null;
}

/**
 * 'Age missing' comes first whatever else the check found: it is the one thing the guest has most
 * likely forgotten (product.md §2.1), and the rules' other messages may follow from it.
 */
function refusalOf(rooms: readonly WidgetRoom[], error: unknown): SearchRefusal {
  if (!hasAllAges(rooms)) return { reason: 'ageMissing' };
  return { reason: 'rule', message: error instanceof Error ? error.message : String(error) };
}

export type BookingWidgetEvent =
  | { type: 'dates.change'; from: string; to: string }
  | { type: 'room.add' }
  | { type: 'room.remove'; index: number }
  | { type: 'adults.change'; index: number; adults: number }
  | { type: 'children.change'; index: number; children: number }
  | { type: 'age.change'; index: number; child: number; age: number | null }
  | { type: 'code.change'; code: string }
  | { type: 'search.submit' };

export const newWidgetRoom = (): WidgetRoom => ({ adults: 2, children: 0, childrenAges: [] });

const editRoom = (rooms: WidgetRoom[], index: number, change: (room: WidgetRoom) => WidgetRoom) =>
  rooms.map((room, i) => (i === index ? change(room) : room));

/** Keeps one age slot per child: new children start without an age. */
function withChildren(room: WidgetRoom, children: number): WidgetRoom {
  const count = Math.max(0, Math.min(MAX_CHILDREN_PER_ROOM, children));
  const ages = room.childrenAges.slice(0, count);
  while (ages.length < count) ages.push(null);
  return { ...room, children: count, childrenAges: ages };
}

/** What an edit does to the search. */
function applyEdit(context: BookingWidgetContext, event: BookingWidgetEvent): Partial<BookingWidgetContext> {
  switch (event.type) {
    case 'dates.change':
      return { from: event.from, to: event.to };
    case 'room.add':
      return { rooms: [...context.rooms, newWidgetRoom()] };
    case 'room.remove':
      return { rooms: context.rooms.filter((_, i) => i !== event.index) };
    case 'adults.change':
      return {
        rooms: editRoom(context.rooms, event.index, (r) => ({
          ...r,
          adults: Math.max(MIN_ADULTS_PER_ROOM, Math.min(MAX_ADULTS_PER_ROOM, event.adults)),
        })),
      };
    case 'children.change':
      return { rooms: editRoom(context.rooms, event.index, (r) => withChildren(r, event.children)) };
    case 'age.change':
      return {
        rooms: editRoom(context.rooms, event.index, (r) => ({
          ...r,
          childrenAges: r.childrenAges.map((age, i) => (i === event.child ? event.age : age)),
        })),
      };
    case 'code.change':
      return { code: event.code };
    default:
      return {};
  }
}

/** The edits, taken in editing and in invalid (where an edit also leaves the invalid state). */
const edits = (target?: 'editing') => {
  const edit = { target, actions: ['applyEdit'] as const };
  return {
    'dates.change': edit,
    'room.add': { ...edit, guard: 'canAddRoom' as const },
    'room.remove': { ...edit, guard: 'canRemoveRoom' as const },
    'adults.change': edit,
    'children.change': edit,
    'age.change': edit,
    'code.change': edit,
  };
};

/**
 * The booking widget (product.md §2.1) (home page, booking.dates, the full-screen modal): the guest
 * edits dates, rooms, people, ages and a promo code; Search goes to processing (button disabled),
 * validates with the domain's schema (ages, season rules) and submits the GET form; a validation
 * failure clears processing and flashes the reason ('Age missing').
 */
export const bookingWidgetMachine = setup({
  types: {
    context: {} as BookingWidgetContext,
    events: {} as BookingWidgetEvent,
    input: {} as Partial<WidgetSearch> & { from: string; to: string },
  },
  actors: {
    /** Resolves when the search may be sent; rejects with the first reason it may not. */
    validateSearch: fromPromise<void, WidgetSearch>(async () => {
      throw new Error('provide validateSearch');
    }),
  },
  guards: {
    canAddRoom: ({ context }) => context.rooms.length < MAX_ROOMS,
    canRemoveRoom: ({ context }) => context.rooms.length > MIN_ROOMS,
  },
  actions: {
    /** Sends the browser's GET form to {lang}/booking/rooms-available. */
    submitSearch: (_, _params: { search: WidgetSearch }) => {
      throw new Error('provide submitSearch');
    },
    /** Flashes why the search was refused. */
    notifyInvalid: (_, _params: { refusal: SearchRefusal }) => {
      throw new Error('provide notifyInvalid');
    },
    applyEdit: assign(({ context, event }) => ({ ...applyEdit(context, event), refusal: null })),
  },
}).createMachine({
  id: 'bookingWidget',
  context: ({ input }) => ({
    from: input.from,
    to: input.to,
    rooms: input.rooms?.length ? input.rooms.slice(0, MAX_ROOMS) : [newWidgetRoom()],
    code: input.code ?? '',
    refusal: null,
  }),
  initial: 'editing',
  states: {
    editing: {
      description: 'Dates, rooms, adults, kids with their ages and a promo code; Search is enabled.',
      on: { ...edits(), 'search.submit': 'processing' },
    },
    processing: {
      description: 'Search pressed: the button is disabled while the search is checked.',
      tags: ['busy'],
      invoke: {
        id: 'validateSearch',
        src: 'validateSearch',
        input: ({ context }) => ({ from: context.from, to: context.to, rooms: context.rooms, code: context.code }),
        onDone: 'submitted',
        onError: {
          target: 'invalid',
          actions: [
            assign({ refusal: ({ context, event }) => refusalOf(context.rooms, event.error) }),
            {
              type: 'notifyInvalid',
              params: ({ context, event }) => ({ refusal: refusalOf(context.rooms, event.error) }),
            },
          ],
        },
      },
    },
    invalid: {
      description: "The search was refused: processing cleared, the reason flashed ('Age missing').",
      on: { ...edits('editing'), 'search.submit': 'processing' },
    },
    submitted: {
      description: 'The GET form goes to booking.rooms; the page is leaving.',
      tags: ['busy'],
      type: 'final',
      entry: {
        type: 'submitSearch',
        params: ({ context }) => ({
          search: { from: context.from, to: context.to, rooms: context.rooms, code: context.code },
        }),
      },
    },
  },
});
