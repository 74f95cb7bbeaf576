import { useMemo } from 'react';
import { Form, Formik } from 'formik';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Trans, useLingui } from '@lingui/react/macro';
import { STAFF_ROLES, type StaffMemberWire, type StaffRole } from '@domain/staffRoles';
import { staffInviteSchema } from '@domain/validation';
import { useUser } from '../../../api/user';
import { useLocale } from '../../../i18n/useLocale';
import { FieldErrorsProvider, SelectField, Skeleton, SubmitButton, TextField } from '../../../ui';
import { FormFailureMessage } from '@src/shared/forms/FormFailureMessage';
import { submitToMachine, useFormSubmit } from '@src/shared/forms/useFormSubmit';
import { AdminLoadError } from '../AdminLoadError';
import { useRoleNames } from './roleNames';
import { changeStaffRole, inviteStaff, setStaffDisabled, staffQuery } from './staffApi';
import { StaffChangeRefusal, useStaffChange } from '../useStaffChange';

const SHOWN_FIELDS = ['first_name', 'last_name', 'email', 'role', 'mail_language'] as const;

/**
 * /{lang}/admin/staff (docs/product.md §12): the administrator's staff accounts: who, their role,
 * whether they may sign in; invite a colleague, change a role, disable or enable an account.
 */
export function StaffScreen() {
  const staff = useQuery(staffQuery);
  return (
    <section aria-labelledby="staff-title" className="admin-staff">
      <h2 id="staff-title">
        <Trans>Staff accounts</Trans>
      </h2>
      {staff.isPending ? <Skeleton count={3} height={32} /> : null}
      {staff.isError ? <AdminLoadError error={staff.error} /> : null}
      {staff.data ? (
        <>
          <StaffTable staff={staff.data} />
          <InviteForm />
        </>
      ) : null}
    </section>
  );
}

function StaffTable({ staff }: { staff: StaffMemberWire[] }) {
  const { t } = useLingui();
  const roleNames = useRoleNames();
  const me = useUser().data?.id;
  const { refusal, run } = useStaffChange((client) => client.invalidateQueries({ queryKey: staffQuery.queryKey }));
  return (
    <>
      <StaffChangeRefusal refusal={refusal} />
      <table className="admin-table" data-testid="staff-table">
        <thead>
          <tr>
            <th scope="col">
              <Trans>Name</Trans>
            </th>
            <th scope="col">
              <Trans>Email</Trans>
            </th>
            <th scope="col">
              <Trans>Role</Trans>
            </th>
            <th scope="col">
              <Trans>Account</Trans>
            </th>
          </tr>
        </thead>
        <tbody>
          {staff.map((member) => {
            const name = `${member.first_name} ${member.last_name}`;
            return (
              <tr key={member.id} data-testid={`staff-${member.email}`}>
                <th scope="row">
                  {name}
                  {member.id === me ? (
                    <>
                      {' '}
                      <Trans>(you)</Trans>
                    </>
                  ) : null}
                </th>
                <td>{member.email}</td>
                <td>
                  <select
                    aria-label={t`Role of ${name}`}
                    value={member.role}
                    onChange={(event) => void run(() => changeStaffRole(member.id, event.target.value as StaffRole))}
                  >
                    {STAFF_ROLES.map((role) => (
                      <option key={role} value={role}>
                        {roleNames[role]}
                      </option>
                    ))}
                  </select>
                </td>
                <td>
                  {member.disabled_at ? (
                    <Trans>Disabled</Trans>
                  ) : member.invitation_pending ? (
                    <Trans>Invited, no password yet</Trans>
                  ) : (
                    <Trans>Active</Trans>
                  )}{' '}
                  <button
                    type="button"
                    className="button button--secondary button--small"
                    onClick={() => void run(() => setStaffDisabled(member.id, !member.disabled_at))}
                  >
                    {member.disabled_at ? t`Enable ${name}` : t`Disable ${name}`}
                  </button>
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </>
  );
}

/** Inviting a colleague: the form, sending, sent (the list shows them) or failed (errors by the fields). */
function InviteForm() {
  const { t } = useLingui();
  const locale = useLocale();
  const roleNames = useRoleNames();
  const queryClient = useQueryClient();
  const schema = useMemo(() => staffInviteSchema(locale), [locale]);
  const view = useFormSubmit({
    submit: (input) => inviteStaff(input),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: staffQuery.queryKey }),
  });
  const invited = view.state === 'succeeded' ? (view.result as StaffMemberWire) : null;
  const languages = [
    { value: 'it', label: 'Italiano' },
    { value: 'en', label: 'English' },
    { value: 'de', label: 'Deutsch' },
  ];
  return (
    <section aria-labelledby="invite-title" data-machine="staffInvite" data-state={view.state}>
      <h3 id="invite-title">
        <Trans>Invite a colleague</Trans>
      </h3>
      <FieldErrorsProvider errors={view.fieldErrors} onClear={view.onClear}>
        <Formik
          initialValues={{ first_name: '', last_name: '', email: '', role: 'front_desk', mail_language: locale }}
          validationSchema={schema}
          onSubmit={submitToMachine(view.submit)}
        >
          <Form noValidate className="admin-staff__invite" aria-label={t`Invite a colleague`}>
            <TextField name="first_name" label={t`First name`} autoComplete="off" />
            <TextField name="last_name" label={t`Last name`} autoComplete="off" />
            <TextField name="email" type="email" label={t`Email`} autoComplete="off" />
            <SelectField
              name="role"
              label={t`Role`}
              options={STAFF_ROLES.map((role) => ({ value: role, label: roleNames[role] }))}
            />
            <SelectField name="mail_language" label={t`Language of the mail`} options={languages} />
            <FormFailureMessage {...view} shownFields={SHOWN_FIELDS} />
            <SubmitButton loading={view.loading}>
              <Trans>Send the invitation</Trans>
            </SubmitButton>
          </Form>
        </Formik>
      </FieldErrorsProvider>
      {invited ? (
        <p role="status" className="notice notice--success">
          <Trans>Invitation sent to {invited.email}.</Trans>
        </p>
      ) : null}
    </section>
  );
}
