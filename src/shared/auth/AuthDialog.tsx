import { useAuthDialog, type AuthDialogRequest } from './authDialogStore';
import { AuthDialogSession } from './AuthDialogSession';
import './auth.css';

// Each openAuthDialog() call is a new request object: a new request starts a fresh session.
const sessionIds = new WeakMap<AuthDialogRequest, number>();
let nextSessionId = 1;
const sessionIdOf = (request: AuthDialogRequest) => {
  if (!sessionIds.has(request)) sessionIds.set(request, nextSessionId++);
  return sessionIds.get(request)!;
};

/** The full-screen login / register dialog (product.md §6); Layout mounts it while it is open. */
export function AuthDialog() {
  const { request } = useAuthDialog();
  return <AuthDialogSession key={sessionIdOf(request)} request={request} />;
}
