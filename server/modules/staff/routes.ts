import { object } from 'yup';
import type { AppModule } from '../../deps';
import { requireAdmin, signedInUser } from '../../http/auth';
import { answers, list, obj } from '../../http/answers';
import { nothing, requestSchema } from '../../http/validation';
import {
  fields,
  staffDisabledSchema,
  staffInviteSchema,
  staffRoleSchema,
  type StaffDisabledValues,
  type StaffInviteValues,
  type StaffRoleValues,
} from '../../../domain/validation';
import type { StaffMemberWire } from '../../../domain/staffRoles';
import { changeStaffRole, inviteStaff, listStaff, setStaffDisabled, staffMemberSchema } from './service';

const byId = requestSchema((locale) => object({ id: fields(locale).id('valueInvalid') }));
const tags = ['Staff'];
const schemas = {
  list: {
    querystring: nothing,
    tags,
    summary: 'Staff accounts and their roles (administrators)',
    response: answers(obj({ staff: list(staffMemberSchema) })),
  },
  invite: {
    querystring: nothing,
    body: requestSchema(staffInviteSchema, {
      example: {
        first_name: 'Luca',
        last_name: 'Ferrari',
        email: 'luca@terme.example',
        role: 'front_desk',
        mail_language: 'it',
      },
    }),
    tags,
    summary: 'Invite a colleague by e-mail: the mail’s one-time link sets the password (administrators)',
    response: answers(staffMemberSchema, { status: 201 }),
  },
  role: {
    querystring: nothing,
    params: byId,
    body: requestSchema(staffRoleSchema),
    tags,
    summary: 'Change a staff account’s role; the last active administrator keeps theirs (409)',
    response: answers(staffMemberSchema),
  },
  disabled: {
    querystring: nothing,
    params: byId,
    body: requestSchema(staffDisabledSchema),
    tags,
    summary: 'Disable a staff account (its sessions end) or enable it again (administrators)',
    response: answers(staffMemberSchema),
  },
};

/**
 * Staff accounts (docs/product.md §12), the administrator's only: the list, inviting a colleague
 * by e-mail, changing a role, disabling an account. Every change is in the staff actions log with
 * the role or state before and after.
 */
export const staffModule: AppModule = async (app, deps) => {
  app.addHook('onRequest', requireAdmin);

  app.get('/api/admin/staff', { schema: schemas.list }, async (): Promise<{ staff: StaffMemberWire[] }> => ({
    staff: await listStaff(deps.db),
  }));

  app.post<{ Body: StaffInviteValues }>('/api/admin/staff', { schema: schemas.invite }, async (request, reply) => {
    const invited = await inviteStaff(deps, signedInUser(request), request.body, request.locale);
    return reply.status(201).send(invited);
  });

  app.put<{ Params: { id: number }; Body: StaffRoleValues }>(
    '/api/admin/staff/:id/role',
    { schema: schemas.role },
    async (request): Promise<StaffMemberWire> =>
      changeStaffRole(deps.db, signedInUser(request), request.params.id, request.body.role),
  );

  app.put<{ Params: { id: number }; Body: StaffDisabledValues }>(
    '/api/admin/staff/:id/disabled',
    { schema: schemas.disabled },
    async (request): Promise<StaffMemberWire> =>
      setStaffDisabled(deps.db, signedInUser(request), request.params.id, request.body.disabled),
  );
};
