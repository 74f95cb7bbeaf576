import { useEffect } from 'react';
import { useLocation } from 'wouter';
import { openAuthDialog } from './authDialogStore';

/** /{lang}/register (a path SPEC refers to): the home page with the dialog open on registration. */
export function RegisterRedirect() {
  const [, navigate] = useLocation();
  useEffect(() => {
    navigate('/', { replace: true });
    openAuthDialog({ mode: 'register' });
  }, [navigate]);
  return null;
}
