import { useSyncExternalStore } from 'react';

export type AuthMode = 'login' | 'register';

export interface AuthDialogRequest {
  mode?: AuthMode;
  /**
   * Called once the person is signed in. Without it the dialog goes to /my after 800 ms (SPEC);
   * journeys that gate a step on login (a rate, a slot) pass one to carry on where they were.
   */
  onSignedIn?: () => void;
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

export function closeAuthDialog() {
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
