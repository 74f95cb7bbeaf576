import { object } from 'yup';
import type { AppModule } from '../../deps';
import { requireRole, signedInUser } from '../../http/auth';
import { openToTokens } from '../../http/bearer';
import { nothing, requestSchema } from '../../http/validation';
import { answers, bool, day, int, list, noContent, obj, str } from '../../http/answers';
import {
  fields,
  outOfOrderSchema,
  roomCategorySchema,
  roomSchema,
  type OutOfOrderValues,
  type RoomCategoryValues,
  type RoomValues,
} from '../../../domain/validation';
import type { OutOfOrderWire, RoomWire } from '../../../domain/roomsAdmin';
import { addOutOfOrder, createRoom, listRooms, removeOutOfOrder, updateCategory, updateRoom } from './service';

const byId = requestSchema((locale) => object({ id: fields(locale).id('valueInvalid') }));
const tags = ['Room inventory'];
const read = { config: openToTokens('inventory:read') };
const write = { config: openToTokens('inventory:write') };
const localized = obj({ it: str, en: str, de: str });
const period = obj({ id: int, room_id: int, starts_on: day, ends_on: day, reason: str });
const room = obj({ id: int, number: str, room_category_id: int, in_service: bool, out_of_order: list(period) });
const photo = obj({ id: int, url: str, width: int, height: int, alt: localized, position: int, file_name: str });
const categoryFields = {
  id: int,
  slug: str,
  name: localized,
  description: localized,
  min_adults: int,
  max_adults: int,
  max_children: int,
  version: int,
};
const category = obj({
  ...categoryFields,
  images: list(str),
  photos: list(photo),
  in_service_tonight: int,
  rooms: list(room),
});
const roomExample = { number: '108', room_category_id: 1, in_service: true };
const inTheWay =
  'Refused with 422 and `reservations` (reservation_id, reservation_number, guest, from_date, to_date) when reservations have the room on nights it would take away.';
const categoryExample = {
  name_it: 'Doppia con balcone',
  name_en: 'Double with balcony',
  name_de: 'Doppelzimmer mit Balkon',
  description_it: 'La nostra doppia classica.',
  description_en: 'Our classic double.',
  description_de: 'Unser klassisches Doppelzimmer.',
  min_adults: 1,
  max_adults: 3,
  max_children: 1,
  version: 1,
};
const schemas = {
  editCategory: {
    querystring: nothing,
    params: byId,
    body: requestSchema(roomCategorySchema, { example: categoryExample }),
    tags,
    summary: 'Change a room category’s names, descriptions and capacity, saved whole',
    description:
      'Capacity: guests from `min_adults` to `max_adults` (adults and children together), of whom at most `max_children` children. Send the `version` you read: if someone saved meanwhile, 409 with the current `version` and nothing is saved. Guests’ searches follow at once. Token scope `inventory:write`.',
    response: answers(obj(categoryFields)),
  },
  list: {
    querystring: nothing,
    tags,
    summary: 'The room categories with their physical rooms and out-of-order periods not yet over',
    description:
      '`in_service_tonight`: the rooms of the category in service on the hotel’s today, out-of-order rooms left out. Token scope `inventory:read`.',
    response: answers(obj({ categories: list(category) })),
  },
  create: {
    querystring: nothing,
    body: requestSchema(roomSchema, { example: roomExample }),
    tags,
    summary: 'Add a physical room to a category',
    description: 'A number used by another room is refused with 422 next to it. Token scope `inventory:write`.',
    response: answers(room, { status: 201 }),
  },
  edit: {
    querystring: nothing,
    params: byId,
    body: requestSchema(roomSchema, { example: roomExample }),
    tags,
    summary: 'Change a room’s number, category, or whether it is in service',
    description: `Taking a room out of service or moving it to another category: ${inTheWay} Token scope \`inventory:write\`.`,
    response: answers(room),
  },
  outOfOrder: {
    querystring: nothing,
    params: byId,
    body: requestSchema(outOfOrderSchema, {
      example: { starts_on: '2027-04-12', ends_on: '2027-04-15', reason: 'New bathroom tiles' },
    }),
    tags,
    summary: 'Put a room out of order from its first night out to the day it is back',
    description: `Guests are not sold the room on those nights, on every app process at once. A period sharing a night with another of the room is refused. ${inTheWay} Token scope \`inventory:write\`.`,
    response: answers(period, { status: 201 }),
  },
  backInService: {
    querystring: nothing,
    params: byId,
    body: nothing,
    tags,
    summary: 'Remove an out-of-order period: the room is sold again on its nights',
    description: 'Token scope `inventory:write`.',
    response: noContent('Removed.'),
  },
};

/**
 * Physical rooms and their out-of-order periods (docs/product.md §12.14), the revenue manager's
 * and the administrator's, and a channel manager's with an `inventory:*` token. Every change is
 * decided with the category's rooms locked, as a guest's hold locks them (decision 044), and is
 * in the staff actions log with before and after; guests see it at once on every process (the
 * answer cache hears the tables' triggers, migrations 0014 and 0026).
 */
export const roomsAdminModule: AppModule = async (app, { db }) => {
  app.addHook('onRequest', requireRole('revenue_manager'));

  app.get('/api/admin/rooms', { schema: schemas.list, ...read }, async () => listRooms(db));

  app.put<{ Params: { id: number }; Body: RoomCategoryValues }>(
    '/api/admin/room-categories/:id',
    { schema: schemas.editCategory, ...write },
    async (request) => {
      const row = await updateCategory(db, signedInUser(request), request.params.id, request.body);
      return {
        id: row.id,
        slug: row.slug,
        name: row.name,
        description: row.description,
        min_adults: row.minAdults,
        max_adults: row.maxAdults,
        max_children: row.maxChildren,
        version: row.version,
      };
    },
  );

  app.post<{ Body: RoomValues }>('/api/admin/rooms', { schema: schemas.create, ...write }, async (request, reply) => {
    const saved = await createRoom(db, signedInUser(request), request.body, request.locale);
    return reply.status(201).send(saved);
  });

  app.put<{ Params: { id: number }; Body: RoomValues }>(
    '/api/admin/rooms/:id',
    { schema: schemas.edit, ...write },
    async (request): Promise<RoomWire> =>
      updateRoom(db, signedInUser(request), request.params.id, request.body, request.locale),
  );

  app.post<{ Params: { id: number }; Body: OutOfOrderValues }>(
    '/api/admin/rooms/:id/out-of-order',
    { schema: schemas.outOfOrder, ...write },
    async (request, reply): Promise<OutOfOrderWire> => {
      const saved = await addOutOfOrder(db, signedInUser(request), request.params.id, request.body, request.locale);
      return reply.status(201).send(saved);
    },
  );

  app.delete<{ Params: { id: number } }>(
    '/api/admin/rooms/out-of-order/:id',
    { schema: schemas.backInService, ...write },
    async (request, reply) => {
      await removeOutOfOrder(db, signedInUser(request), request.params.id);
      return reply.status(204).send();
    },
  );
};
