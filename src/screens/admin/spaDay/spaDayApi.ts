import { queryOptions, type QueryClient } from '@tanstack/react-query';
import type { AppointmentWire, FreeSlotWire, SpaDayWire } from '@domain/spaSchedule/wire';
import { api } from '../../../api/client';

/** The spa's day (docs/product.md §16): therapists, bookings and blocked hours of `date`. */
export const spaDayQuery = (date: string) =>
  queryOptions({
    queryKey: ['my', 'admin', 'spa-day', date],
    queryFn: () => api.get<SpaDayWire>(`/api/admin/spa/day?date=${date}`, { quiet: true }),
    retry: false,
  });

/** The free times of a treatment on one day, for moving a booking there. */
export const freeSlotsQuery = (treatmentId: number, date: string) =>
  queryOptions({
    queryKey: ['spa-free-slots', treatmentId, date],
    queryFn: () =>
      api.get<{ slots: FreeSlotWire[] }>(`/api/spa/free-slots?treatment_id=${treatmentId}&from=${date}&to=${date}`, {
        quiet: true,
      }),
    retry: false,
  });

export const bookTreatment = (values: Record<string, unknown>) =>
  api.post<AppointmentWire>('/api/admin/spa/bookings', values, { quiet: true });

export const moveBooking = (id: number, values: Record<string, unknown>) =>
  api.put<AppointmentWire>(`/api/admin/spa/bookings/${id}`, values, { quiet: true });

export const blockHours = (values: Record<string, unknown>) =>
  api.post<AppointmentWire>('/api/admin/spa/blocks', values, { quiet: true });

export const freeBlock = (id: number) => api.delete<void>(`/api/admin/spa/blocks/${id}`, { quiet: true });

/** After a change: every day and free time asked again. */
export const refreshSpa = (queryClient: QueryClient) =>
  Promise.all([
    queryClient.invalidateQueries({ queryKey: ['my', 'admin', 'spa-day'] }),
    queryClient.invalidateQueries({ queryKey: ['spa-free-slots'] }),
  ]);
