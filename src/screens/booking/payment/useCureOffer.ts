import { useQuery } from '@tanstack/react-query';
import type { CureOfferWire } from '@domain/ssnCure/wire';
import { api, ApiError } from '@src/api/client';
import { useLocale } from '@src/i18n/useLocale';

/** A guest's cure as the payment form keeps it (product.md §16.10); `exempt` picks ticket or exemption. */
export interface CureChoice {
  room: number;
  guest: number;
  cycle: string;
  sessions: number;
  exempt: boolean;
  exemption_code: string;
  visit_day: string;
}

export interface CurePlan {
  times: { name: string; starts_at: string; ends_at: string }[];
  due_cents: number;
}

/** The cures the hotel offers (`GET /api/spa/ssn-cure`): none, and the payment page offers none. */
export function useCureOffer() {
  const locale = useLocale();
  const offer = useQuery({
    queryKey: ['ssn-cure', locale],
    queryFn: () => api.get<CureOfferWire>('/api/spa/ssn-cure', { quiet: true }),
  });
  return offer.data;
}

/**
 * The times the site would book for a cure (`GET /api/spa/ssn-cure/plan`), or the server's refusal
 * (its field and message); asked again whenever the prescription changes.
 */
export function useCurePlan(stay: { from: string; to: string }, cure: CureChoice | undefined) {
  const locale = useLocale();
  const params = cure
    ? new URLSearchParams({
        from: stay.from,
        to: stay.to,
        cycle: cure.cycle,
        sessions: String(cure.sessions),
        visit_day: cure.visit_day,
        ...(cure.exempt ? { exemption_code: cure.exemption_code } : {}),
      }).toString()
    : '';
  const plan = useQuery({
    queryKey: ['ssn-cure-plan', params, locale],
    queryFn: () => api.get<CurePlan>(`/api/spa/ssn-cure/plan?${params}`, { quiet: true }),
    enabled: Boolean(cure && stay.from && stay.to),
    retry: false,
  });
  const refusal = plan.error instanceof ApiError ? plan.error : null;
  const field = refusal && Object.keys(refusal.errors)[0]?.replace(/^ssn_cures\[0\]\./, '');
  return {
    plan: plan.data,
    loading: plan.isFetching,
    refusal: refusal
      ? { field: field || 'visit_day', message: Object.values(refusal.errors)[0]?.[0] ?? refusal.message }
      : null,
  };
}
