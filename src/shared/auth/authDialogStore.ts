import { useSyncExternalStore } from 'react';
import type { User } from '@src/api/user';
import type { InvitationPreview } from '@src/api/invitations';

export type AuthMode = 'login' | 'register';

export interface AuthDialogRequest {
  mode?: AuthMode;
  /**
   * Called once the person is signed in. Without it the dialog goes to /my after 800 ms (product.md §6.1);
   * journeys that gate a step on login (a rate, a slot) pass one to carry on where they were.
   */
  onSignedIn?: (user: User | null) => void;
  /** Called when the dialog closes without a sign-in (Escape, the close button, a link away). */
  onDismissed?: () => void;
  /** A participant invitation link: shown in the dialog, its address filled in, sent with the form. */
  invitation?: { token: string; preview: InvitationPreview };
}

interface AuthDialogState {
  open: boolean;
  request: AuthDialogRequest;
}

let state: AuthDialogState = { open: false, request: {} };
const listeners = new Set<() => void>();
const emit = () => listeners.forEach((l) => l());

/** Opens the full-screen login / register dialog from anywhere (nav bar, a journey's login gate). */
export function openAuthDialog(request: AuthDialogRequest = {}) {
  state = { open: true, request };
  emit();
}

/** Closed by the person without signing in: the opener hears `onDismissed`. */
export function closeAuthDialog() {
  if (!state.open) return;
  state = { ...state, open: false };
  emit();
  state.request.onDismissed?.();
}

/** Closed because the person signed in (the dialog then calls the opener's `onSignedIn`). */
export function finishAuthDialog() {
  state = { ...state, open: false };
  emit();
}

/** Closes the dialog of `request` if it is still open, without telling its opener (the opener went away). */
export function withdrawAuthDialog(request: AuthDialogRequest) {
  if (!state.open || state.request !== request) return;
  state = { ...state, open: false };
  emit();
}

export function useAuthDialog(): AuthDialogState {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => state,
  );
}
