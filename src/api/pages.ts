import { queryOptions } from '@tanstack/react-query';
import { api } from './client';
import type { EditablePage, EditablePageSummary } from '@domain/pageEditor';
import type { EditableType } from '@domain/validation';

export type { EditablePage, EditablePageSummary };

// The administrator's page editor. Quiet: the editor shows a refusal in place (403 still toasts).

export const adminPagesQuery = queryOptions({
  queryKey: ['my', 'admin', 'pages'],
  queryFn: () => api.get<EditablePageSummary[]>('/api/admin/pages', { quiet: true }),
  retry: false,
});

export const fetchEditablePage = (id: number) => api.get<EditablePage>(`/api/admin/pages/${id}`, { quiet: true });

/** product.md §12.5: `PUT /api/{type}/{id}` with `body`; `type` defaults to pages. */
export const putBody = (id: number, body: string, type: EditableType = 'pages') =>
  api.put<EditablePage>(`/api/${type}/${id}`, { body }, { quiet: true });

/** Restores an earlier version: the server saves its body anew. */
export const restorePageVersion = (id: number, versionId: number) =>
  api.post<EditablePage>(`/api/admin/pages/${id}/restore`, { version_id: versionId }, { quiet: true });
