import { object } from 'yup';
import type { AppModule } from '../../deps';
import { requireRole, signedInUser } from '../../http/auth';
import { nothing, requestSchema } from '../../http/validation';
import { deskCheckInSchema, fields, type DeskCheckInValues } from '../../../domain/validation';
import { saveDeskCheckIn } from './desk';
import { stayFor } from './service';

const reservation = requestSchema((locale) => object({ id: fields(locale).id('valueInvalid') }));
const schemas = {
  save: {
    querystring: nothing,
    params: reservation,
    body: requestSchema((locale) => deskCheckInSchema(locale)),
    tags: ['Front desk'],
    summary: 'Check a guest in at the desk, or correct a check-in (201 new, 200 changed)',
    description:
      'The online check-in’s rules, names up to 100 characters (the police file cuts them, with a note), and `identity_checked`: the document seen in person.',
  },
};
type Save = { Params: { id: number }; Body: DeskCheckInValues };

/**
 * POST /api/admin/room-reservations/:id/check-ins: the front desk checks a guest in, or corrects
 * a check-in (product.md §12.6). 201 for a new guest, 200 for a change.
 */
export const deskCheckInModule: AppModule = async (app, { db }) => {
  app.addHook('onRequest', requireRole('front_desk'));
  app.post<Save>('/api/admin/room-reservations/:id/check-ins', { schema: schemas.save }, async (request, reply) => {
    const staff = signedInUser(request);
    const stay = await stayFor(db, request.params.id, staff, 'ownerOrAdmin');
    const saved = await saveDeskCheckIn(db, stay, request.body, staff, request.locale);
    return reply.code(saved.created ? 201 : 200).send({ message: saved.message, check_in_id: saved.id });
  });
};
