import { useState, type ReactNode } from 'react';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useLingui } from '@lingui/react/macro';
import { ApiError } from '../../api/client';

/** A refused staff change: the server's message, and what stands in the way when it lists it. */
export type StaffRefusal<Detail> = { message: string; detail: Detail | undefined };

/**
 * A change made from a button of a staff list (stop a plan, reopen a day, remove a period): the
 * server's refusal is kept to show above the list (docs/product.md §12.1: the reason, and the
 * stays or reservations in the way when it names them), and the list is read again either way,
 * so it shows what is stored whether the change was saved or refused.
 */
export function useStaffChange<Detail = undefined>(
  refresh: (client: QueryClient) => Promise<unknown>,
  detailOf?: (error: unknown) => Detail,
) {
  const { t } = useLingui();
  const queryClient = useQueryClient();
  const [refusal, setRefusal] = useState<StaffRefusal<Detail> | null>(null);
  const run = async (change: () => Promise<unknown>) => {
    setRefusal(null);
    try {
      await change();
    } catch (error) {
      setRefusal({
        message: error instanceof ApiError ? error.message : t`The change could not be saved.`,
        detail: detailOf?.(error),
      });
    }
    await refresh(queryClient);
  };
  return { refusal, run };
}

/** The refusal above a list, announced (role alert), with what stands in the way under it. */
export function StaffChangeRefusal({
  refusal,
  children,
}: {
  refusal: { message: string } | null;
  children?: ReactNode;
}) {
  if (!refusal) return null;
  return (
    <div role="alert">
      <p className="notice notice--error">{refusal.message}</p>
      {children}
    </div>
  );
}
