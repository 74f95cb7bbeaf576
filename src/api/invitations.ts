import { api } from './client';
import type { InvitationPreview } from '@domain/daySpa';

export type { InvitationPreview };

/** What an invitation link invites to; 404/410 with the reason when it cannot be used. */
export const fetchInvitation = (token: string) =>
  api.get<InvitationPreview>(`/api/invitations/${encodeURIComponent(token)}`, { quiet: true });

/** Accepts the invitation for the signed-in account. */
export const acceptInvitation = (token: string) =>
  api.post<{ reservation_number: string }>(`/api/invitations/${encodeURIComponent(token)}/accept`, {}, { quiet: true });
