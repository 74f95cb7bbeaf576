import { useQuery, useQueryClient } from '@tanstack/react-query';
import { i18n } from '@lingui/core';
import { api } from './client';
import { takeEarlyData } from './earlyRequests';
import type { StaffRole } from '@domain/staffRoles';

export interface User {
  id: number;
  fullName: string;
  email: string;
  bonus_terme_credit: number;
  discount_percent: number;
  is_admin: boolean;
  /** The back-office role (docs/product.md §12); null or absent for a guest. */
  role?: StaffRole | null;
}

export const userQueryKey = ['user'] as const;

export const userQueryOptions = {
  queryKey: userQueryKey,
  queryFn: () => api.get<{ user: User | null }>('/api/user').then((r) => r.user),
  // The entry's early answer, when it has come (src/api/earlyRequests.ts).
  initialData: () => takeEarlyData<{ user: User | null }>('/api/user', i18n.locale)?.user,
  staleTime: 60_000,
};

/** A signed-in guest's names and address for a buyer's fields: the full name split at its first word. */
export function buyerOf(user: Pick<User, 'fullName' | 'email'> | null | undefined) {
  const [first = '', ...rest] = (user?.fullName ?? '').split(' ');
  return { first_name: first, last_name: rest.join(' '), email: user?.email ?? '' };
}

/** The signed-in person, or null for a guest; undefined while the first answer is on its way. */
export function useUser() {
  return useQuery(userQueryOptions);
}

/**
 * After login, logout, registration or a password reset: store the new user (or null) without
 * another request. A read of /api/user still on its way was sent with the session before the
 * change: it is cancelled first, or its late answer (a guest, when the server was busy) would
 * overwrite who is signed in now and send them to the login dialog.
 */
export function useSetUser() {
  const client = useQueryClient();
  return (user: User | null) => {
    void client.cancelQueries({ queryKey: userQueryKey, exact: true });
    client.setQueryData(userQueryKey, user);
  };
}
