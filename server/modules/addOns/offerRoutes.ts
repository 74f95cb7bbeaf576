import { number, object, string } from 'yup';
import type { AppModule } from '../../deps';
import { PUBLIC_READ } from '../../http/session';
import { requestSchema } from '../../http/validation';
import { answers, int, list, obj, str } from '../../http/answers';
import { fields } from '../../../domain/validation';
import { addOnQuantity } from '../../../domain/addOns';
import { listAddOns } from './service';

const PERSONS = /^([1-9]|1\d|20)(,([1-9]|1\d|20)){0,19}$/;
const query = requestSchema((locale) => {
  const f = fields(locale);
  return object({
    nights: number().typeError(f.m('valueInvalid')).required(f.m('valueInvalid')).integer().min(1).max(60),
    persons: string().required(f.m('valueInvalid')).matches(PERSONS, f.m('valueInvalid')),
  });
});

const schema = {
  querystring: query,
  tags: ['Rooms'],
  summary: 'The add-ons offered with a room, each with what it costs for each room of a stay',
  description:
    '`persons` is each room’s adults and children, comma-separated (`3,2`). `amounts[i]` is the add-on’s price for room i in cents, VAT included: the unit price × 1 (per stay), the nights, the persons, or both. The booking is priced again by the server when it is held.',
  response: answers(
    obj({
      add_ons: list(
        obj({ id: int, name: str, description: str, unit: str, price: int, vat_rate: int, amounts: list(int) }),
      ),
    }),
  ),
};

/** What the payment step's "Extras" list shows (docs/product.md §16.9): the server's figures, for each room. */
export const addOnsOfferModule: AppModule = async (app, { db }) => {
  app.get<{ Querystring: { nights: number; persons: string } }>(
    '/api/add-ons',
    { schema, ...PUBLIC_READ },
    async (request) => {
      const persons = request.query.persons.split(',').map(Number);
      const offered = await listAddOns(db, { offered: true });
      return {
        add_ons: offered.map((a) => ({
          id: a.id,
          name: a.name[request.locale],
          description: a.description[request.locale],
          unit: a.unit,
          price: a.price,
          vat_rate: a.vat_rate,
          amounts: persons.map((n) => a.price * addOnQuantity(a.unit, { nights: request.query.nights, persons: n })),
        })),
      };
    },
  );
};
