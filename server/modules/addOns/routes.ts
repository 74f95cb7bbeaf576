import { object } from 'yup';
import type { AppModule } from '../../deps';
import { requireRole, signedInUser } from '../../http/auth';
import { openToTokens } from '../../http/bearer';
import { nothing, requestSchema } from '../../http/validation';
import { answers, bool, int, list, obj, str } from '../../http/answers';
import { fields } from '../../../domain/validation';
import { addOnSchema, type AddOnValues } from '../../../domain/addOnsForm';
import type { AddOnWire } from '../../../domain/addOns';
import { createAddOn, listAddOns, updateAddOn } from './service';

const tags = ['Add-ons'];
const texts = obj({ it: str, en: str, de: str });
const addOn = obj({
  id: int,
  name: texts,
  description: texts,
  unit: str,
  price: int,
  vat_rate: int,
  offered: bool,
  version: int,
});
const example = {
  name: { it: 'Late check-out', en: 'Late check-out', de: 'Später Check-out' },
  description: {
    it: 'Lascia la camera alle 16.',
    en: 'Leave the room at 4 pm.',
    de: 'Verlasse das Zimmer um 16 Uhr.',
  },
  unit: 'stay',
  price: 3000,
  vat_rate: 10,
  offered: true,
  version: 2,
};
const byId = requestSchema((locale) => object({ id: fields(locale).id('valueInvalid') }));
const who = '(revenue managers, administrators; token scope `rates:read`/`rates:write`)';
const schemas = {
  list: {
    querystring: nothing,
    tags,
    summary: `The add-ons sold with a room, offered or not ${who}`,
    response: answers(obj({ add_ons: list(addOn) })),
  },
  create: {
    querystring: nothing,
    body: requestSchema(addOnSchema, { example: { ...example, version: 0 } }),
    tags,
    summary: 'Add an add-on',
    description:
      'Name and description in it, en and de; `unit` is `stay`, `night`, `person` or `person_night`; `price` per unit in cents, VAT included (0 to 5,000 €); `vat_rate` 10 or 22. Bad fields: 422 next to the field.',
    response: answers(addOn, { status: 201 }),
  },
  update: {
    querystring: nothing,
    params: byId,
    body: requestSchema(addOnSchema, { example }),
    tags,
    summary: 'Change an add-on whole; the booking journey offers it at once',
    description:
      'Send the `version` you read: if someone saved meanwhile, 409 with the current `version` and nothing is saved. Reservations keep the add-ons as they were sold.',
    response: answers(addOn),
  },
};

/**
 * The add-ons' catalogue (docs/product.md §16.9), the revenue manager's and the administrator's,
 * and a channel manager's token with `rates:read`/`rates:write`. The rules are in ./service.ts.
 */
export const addOnsAdminModule: AppModule = async (app, { db }) => {
  app.addHook('onRequest', requireRole('revenue_manager'));

  app.get('/api/admin/add-ons', { schema: schemas.list, config: openToTokens('rates:read') }, async () => ({
    add_ons: await listAddOns(db),
  }));

  app.post<{ Body: AddOnValues }>(
    '/api/admin/add-ons',
    { schema: schemas.create, config: openToTokens('rates:write') },
    async (request, reply) => reply.status(201).send(await createAddOn(db, signedInUser(request), request.body)),
  );

  app.put<{ Params: { id: number }; Body: AddOnValues }>(
    '/api/admin/add-ons/:id',
    { schema: schemas.update, config: openToTokens('rates:write') },
    async (request): Promise<AddOnWire> => updateAddOn(db, signedInUser(request), request.params.id, request.body),
  );
};
