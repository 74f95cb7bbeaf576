import { useEffect } from 'react';
import { useLocation, useSearch } from 'wouter';
import { openAuthDialog } from '@src/shared/auth/authDialogStore';
import { InvitationScreen } from './InvitationScreen';

/**
 * /{lang}/register (product.md §6, §10): the home page with the dialog open on registration;
 * with `?invitation=…` (a participant invitation mail's link) the invitation's own page.
 */
export function RegisterRedirect() {
  const invitation = new URLSearchParams(useSearch()).get('invitation');
  if (invitation) return <InvitationScreen token={invitation} />;
  return <OpenRegistration />;
}

function OpenRegistration() {
  const [, navigate] = useLocation();
  useEffect(() => {
    navigate('/', { replace: true });
    openAuthDialog({ mode: 'register' });
  }, [navigate]);
  return null;
}
