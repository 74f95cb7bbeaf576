import { useQuery } from '@tanstack/react-query';
import type { CreatedToken, NewTokenValues } from '@machines/accessTokens.machine';
import { api } from './client';

/** A scope as `GET /oauth/scopes` lists it, described in the screen's language. */
export interface TokenScopeOption {
  id: string;
  description: string;
}

/** A token as `GET /oauth/personal-access-tokens` lists it (never the token itself). */
export interface PersonalToken {
  id: number;
  name: string;
  scopes: string[];
  last_four: string;
  created_at: string;
  last_used_at: string | null;
  expires_at: string;
}

export const accessTokensQueryKey = ['access-tokens'] as const;

export function useTokenScopes(locale: string) {
  return useQuery({
    queryKey: ['token-scopes', locale],
    queryFn: () => api.get<TokenScopeOption[]>('/oauth/scopes'),
    staleTime: Infinity,
  });
}

export function useAccessTokens() {
  return useQuery({
    queryKey: accessTokensQueryKey,
    queryFn: () => api.get<PersonalToken[]>('/oauth/personal-access-tokens'),
  });
}

/** The form shows refusals itself (quiet: no toast). */
export const createAccessToken = (values: NewTokenValues) =>
  api.post<CreatedToken>('/oauth/personal-access-tokens', values, { quiet: true });

export const deleteAccessToken = (id: number) =>
  api.delete<void>(`/oauth/personal-access-tokens/${id}`, { quiet: true });
