import { queryOptions, type QueryClient } from '@tanstack/react-query';
import type { OutOfOrderWire, RoomCategoryWire, RoomNightsInTheWay, RoomWire } from '@domain/roomsAdmin';
import { api, ApiError } from '../../../api/client';

/** The categories with their rooms and periods (revenue managers and administrators; others get 403, shown in place). */
export const roomsQuery = queryOptions({
  queryKey: ['my', 'admin', 'rooms'],
  queryFn: () => api.get<{ categories: RoomCategoryWire[] }>('/api/admin/rooms', { quiet: true }),
  retry: false,
});

export const addOutOfOrder = (roomId: number, values: Record<string, unknown>) =>
  api.post<OutOfOrderWire>(`/api/admin/rooms/${roomId}/out-of-order`, values, { quiet: true });

export const removeOutOfOrder = (id: number) =>
  api.delete<void>(`/api/admin/rooms/out-of-order/${id}`, { quiet: true });

/** The reservations a refusal lists (docs/product.md §12.14), or none. */
export const nightsOf = (error: unknown): RoomNightsInTheWay[] =>
  error instanceof ApiError && Array.isArray(error.body.reservations)
    ? (error.body.reservations as RoomNightsInTheWay[])
    : [];

/** After a change: this list asked again; the guest search asks the server each time, whose caches follow by themselves. */
export const refreshRooms = (queryClient: QueryClient) =>
  queryClient.invalidateQueries({ queryKey: roomsQuery.queryKey });

export const updateCategory = (id: number, values: Record<string, unknown>) =>
  api.put<RoomCategoryWire>(`/api/admin/room-categories/${id}`, values, { quiet: true });

export const createRoom = (values: Record<string, unknown>) =>
  api.post<RoomWire>('/api/admin/rooms', values, { quiet: true });

export const updateRoom = (id: number, values: Record<string, unknown>) =>
  api.put<RoomWire>(`/api/admin/rooms/${id}`, values, { quiet: true });
