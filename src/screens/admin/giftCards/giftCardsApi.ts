import { queryOptions } from '@tanstack/react-query';
import type { IssuedGiftCardDetailsWire, IssuedGiftCardWire } from '@domain/giftCardDesk';
import { api } from '../../../api/client';

/** Issued gift cards matching `q` (front desk; others get 403, shown in place). */
export const giftCardsQuery = (q: string) =>
  queryOptions({
    queryKey: ['my', 'admin', 'gift-cards', q],
    queryFn: () =>
      api
        .get<{ cards: IssuedGiftCardWire[] }>(`/api/admin/gift-cards?q=${encodeURIComponent(q)}`, { quiet: true })
        .then((r) => r.cards),
    retry: false,
  });

export const giftCardQuery = (id: number) =>
  queryOptions({
    queryKey: ['my', 'admin', 'gift-card', id],
    queryFn: () => api.get<IssuedGiftCardDetailsWire>(`/api/admin/gift-cards/${id}`, { quiet: true }),
    retry: false,
  });

/** The three changes by hand; each answers the card as it now is. */
export const changeGiftCard = (
  id: number,
  change: 'balance' | 'validity' | 'void' | 'resend',
  values: Record<string, unknown>,
) => api.post<IssuedGiftCardDetailsWire>(`/api/admin/gift-cards/${id}/${change}`, values, { quiet: true });
