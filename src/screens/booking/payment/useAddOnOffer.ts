import { useQuery } from '@tanstack/react-query';
import { useSelector } from '@xstate/react';
import type { AddOnUnit } from '@domain/addOns';
import { stayNights } from '@domain/dates';
import { api } from '@src/api/client';
import { useLocale } from '@src/i18n/useLocale';
import { useBookingJourney } from '../journey/bookingJourneyContext';

export interface OfferedAddOn {
  id: number;
  name: string;
  description: string;
  unit: AddOnUnit;
  price: number;
  vat_rate: number;
  /** The server's price of this add-on for each room of the booking (cents). */
  amounts: number[];
}

/**
 * The add-ons offered with the booking's rooms, as the server prices them for each room
 * (`GET /api/add-ons?nights=&persons=`, product.md §16.9). The extras' list and the order summary
 * read the same query, so both show the server's figures.
 */
export function useAddOnOffer() {
  const locale = useLocale();
  const { actor } = useBookingJourney();
  const search = useSelector(actor, (s) => s.context.search);
  const rooms = useSelector(actor, (s) => s.context.rooms);
  const nights = search.arrival && search.departure ? stayNights(search.arrival, search.departure).length : 0;
  const persons = rooms.map((r) => r.adults + r.children).join(',');
  const offer = useQuery({
    queryKey: ['add-ons', nights, persons, locale],
    queryFn: () =>
      api.get<{ add_ons: OfferedAddOn[] }>(`/api/add-ons?nights=${nights}&persons=${persons}`, { quiet: true }),
    enabled: nights > 0 && rooms.length > 0,
  });
  return offer.data?.add_ons ?? [];
}
