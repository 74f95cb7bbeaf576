import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Trans, useLingui } from '@lingui/react/macro';
import { useLocation } from 'wouter';
import { logout } from '../../api/accounts';
import { useSetUser, userQueryKey } from '../../api/user';
import { flash, SubmitButton } from '../../ui';

/** POST /logout, then home with a flash. The client already toasts a failure. */
export function LogoutButton() {
  const { t } = useLingui();
  const [, navigate] = useLocation();
  const setUser = useSetUser();
  const queryClient = useQueryClient();
  const mutation = useMutation({
    mutationFn: logout,
    onSuccess: () => {
      // Leave /my first: a null user there would open the login dialog.
      navigate('/');
      setUser(null);
      queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== userQueryKey[0] });
      flash('success', t`You have been logged out.`);
    },
  });
  return (
    <SubmitButton type="button" variant="secondary" loading={mutation.isPending} onClick={() => mutation.mutate()}>
      <Trans>Log out</Trans>
    </SubmitButton>
  );
}
