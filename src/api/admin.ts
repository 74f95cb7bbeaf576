import { queryOptions } from '@tanstack/react-query';
import { api } from './client';
import type {
  AdminReservation,
  ArrivalsResponse,
  FailedMailsResponse,
  FailedMailWire,
  GuestRequestWire,
  PoliceReportSummary,
  RequestsInboxResponse,
  RequestStatus,
  StaffActionWire,
} from '@domain/frontDesk';
import type { LedgerStay, TouristTaxMonth, TouristTaxExemption } from '@domain/touristTax';
import type { MonthMovement } from '@domain/istat';

/** What the desk records at departure (domain/validation/touristTax.ts). */
export interface TouristTaxRecord {
  status: 'collected' | 'not_paid';
  method: 'cash' | 'card' | null;
  exemptions: TouristTaxExemption[];
}

export type {
  AdminReservation,
  ArrivalsResponse,
  FailedMailsResponse,
  FailedMailWire,
  GuestRequestWire,
  PoliceReportSummary,
  RequestsInboxResponse,
  RequestStatus,
  StaffActionWire,
};

// The front desk's reads. Quiet: the pages show a refusal (403) in place. Keys start with 'my'
// so that logging out drops them with the rest of the signed-in person's data.

export const arrivalsQuery = (date: string) =>
  queryOptions({
    queryKey: ['my', 'admin', 'arrivals', date],
    queryFn: () => api.get<ArrivalsResponse>(`/api/admin/arrivals?date=${date}`, { quiet: true }),
    retry: false,
  });

export const adminReservationQuery = (id: string) =>
  queryOptions({
    queryKey: ['my', 'admin', 'reservation', id],
    queryFn: () => api.get<AdminReservation>(`/api/admin/room-reservations/${encodeURIComponent(id)}`, { quiet: true }),
    retry: false,
  });

export const policeReportQuery = (date: string) =>
  queryOptions({
    queryKey: ['my', 'admin', 'police-report', date],
    queryFn: () => api.get<PoliceReportSummary>(`/api/admin/police-report?date=${date}`, { quiet: true }),
    retry: false,
  });

/** The file itself: a plain link, so the browser downloads it with the session cookie. */
export const policeReportFileUrl = (date: string) => `/api/admin/police-report/file?date=${date}`;

export const staffActionsQuery = queryOptions({
  queryKey: ['my', 'admin', 'staff-actions'],
  queryFn: () => api.get<StaffActionWire[]>('/api/admin/staff-actions', { quiet: true }),
  retry: false,
});

/** The guests' requests of one status, newest first, with how many each status has. */
export const requestsInboxQuery = (status: RequestStatus) =>
  queryOptions({
    queryKey: ['my', 'admin', 'requests', status],
    queryFn: () => api.get<RequestsInboxResponse>(`/api/admin/requests?status=${status}`, { quiet: true }),
    retry: false,
  });

/** Moves a request along (new, in progress, done); a failure toasts like any other call. */
export const postRequestStatus = (id: number, status: RequestStatus) =>
  api.post<GuestRequestWire>(`/api/admin/requests/${id}/status`, { status });

/** The mails every attempt of which failed (with their count, shown beside the front desk's menu). */
export const failedMailsQuery = queryOptions({
  queryKey: ['my', 'admin', 'mails'],
  queryFn: () => api.get<FailedMailsResponse>('/api/admin/mails', { quiet: true }),
  retry: false,
});

/** Sends a failed mail again (a fresh series of attempts). A refusal (409, 404) is shown by the caller. */
export const postMailRetry = (id: number) =>
  api.post<FailedMailWire>(`/api/admin/mails/${id}/retry`, {}, { quiet: true });

/** The front desk checks a guest in, or corrects a check-in (product.md §12.6). */
export const saveDeskCheckIn = (reservationId: string, values: Record<string, unknown>) =>
  api.post<{ message: string }>(`/api/admin/room-reservations/${encodeURIComponent(reservationId)}/check-ins`, values, {
    quiet: true,
  });

/** The tourist-tax ledger of a month (product.md §12.7). */
export const touristTaxQuery = (month: string) =>
  queryOptions({
    queryKey: ['my', 'admin', 'tourist-tax', month],
    queryFn: () => api.get<TouristTaxMonth>(`/api/admin/tourist-tax?month=${month}`, { quiet: true }),
    retry: false,
  });

export const recordTouristTax = (reservationId: number, values: TouristTaxRecord) =>
  api.post<LedgerStay>(`/api/admin/room-reservations/${reservationId}/tourist-tax`, values, { quiet: true });

/** The reports: plain links, downloaded with the session cookie. */
export const touristTaxReportUrl = (month: string, format: 'csv' | 'pdf') =>
  `/api/admin/tourist-tax/report.${format}?month=${month}`;
export const touristTaxYearUrl = (year: string) => `/api/admin/tourist-tax/year.csv?year=${year}`;

/** ISTAT's monthly movement (product.md §12.8). */
export const istatQuery = (month: string) =>
  queryOptions({
    queryKey: ['my', 'admin', 'istat', month],
    queryFn: () => api.get<MonthMovement & { month: string }>(`/api/admin/istat?month=${month}`, { quiet: true }),
    retry: false,
  });

export const istatFileUrl = (month: string, file: 'report.csv' | 'report.pdf' | 'ross1000.xml') =>
  `/api/admin/istat/${file}?month=${month}`;
