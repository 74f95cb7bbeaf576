import { queryOptions } from '@tanstack/react-query';
import type { StaffMemberWire, StaffRole } from '@domain/staffRoles';
import { api } from '../../../api/client';

/** The staff accounts (administrators only; others get 403, shown in place). */
export const staffQuery = queryOptions({
  queryKey: ['my', 'admin', 'staff'],
  queryFn: () => api.get<{ staff: StaffMemberWire[] }>('/api/admin/staff', { quiet: true }).then((r) => r.staff),
  retry: false,
});

export const inviteStaff = (values: Record<string, unknown>) =>
  api.post<StaffMemberWire>('/api/admin/staff', values, { quiet: true });

export const changeStaffRole = (id: number, role: StaffRole) =>
  api.put<StaffMemberWire>(`/api/admin/staff/${id}/role`, { role });

export const setStaffDisabled = (id: number, disabled: boolean) =>
  api.put<StaffMemberWire>(`/api/admin/staff/${id}/disabled`, { disabled });
