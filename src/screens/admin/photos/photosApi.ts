import { queryOptions, type QueryClient } from '@tanstack/react-query';
import { i18n } from '@lingui/core';
import type { PhotoOwner, PhotoWire } from '@domain/photos';
import { api, apiErrorOf } from '../../../api/client';
import { requestInit } from '../../../api/requestInit';

export const photosQuery = (owner: PhotoOwner, id: number) =>
  queryOptions({
    queryKey: ['my', 'admin', 'photos', owner, id],
    queryFn: () => api.get<{ photos: PhotoWire[] }>(`/api/admin/photos/${owner}/${id}`, { quiet: true }),
    retry: false,
  });

/**
 * Sends a photo as multipart/form-data (docs/product.md §12.18), with the same headers as every
 * other request (CSRF token, language) but the browser's own content type and boundary.
 */
export async function uploadPhoto(owner: PhotoOwner, id: number, form: FormData): Promise<PhotoWire> {
  const init = requestInit('POST', i18n.locale || 'it');
  const response = await fetch(`/api/admin/photos/${owner}/${id}`, { ...init, body: form });
  const text = await response.text();
  let data: Record<string, unknown> = {};
  try {
    data = text ? JSON.parse(text) : {};
  } catch {
    data = { message: text };
  }
  if (!response.ok) throw apiErrorOf(response.status, data, response.statusText);
  return data as unknown as PhotoWire;
}

export const updatePhoto = (photo: PhotoWire, position: number) =>
  api.put<PhotoWire>(
    `/api/admin/photos/${photo.id}`,
    { alt_it: photo.alt.it, alt_en: photo.alt.en, alt_de: photo.alt.de, position },
    { quiet: true },
  );

export const removePhoto = (id: number) => api.delete<void>(`/api/admin/photos/${id}`, { quiet: true });

/** After a change: this owner's photos asked again, and the rooms list that shows them. */
export const refreshPhotos = (queryClient: QueryClient, owner: PhotoOwner, id: number) =>
  Promise.all([
    queryClient.invalidateQueries({ queryKey: photosQuery(owner, id).queryKey }),
    queryClient.invalidateQueries({ queryKey: ['my', 'admin', 'rooms'] }),
  ]);
