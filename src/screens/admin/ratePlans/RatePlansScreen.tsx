import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Trans, useLingui } from '@lingui/react/macro';
import { boardNames, depositRuleText, type RatePlanWire } from '@domain/ratePlans';
import type { RoomCategoryInfo } from '@domain/roomRates';
import { useLocale } from '../../../i18n/useLocale';
import { Skeleton } from '../../../ui';
import { AdminLoadError } from '../AdminLoadError';
import { RatePlanForm } from './RatePlanForm';
import { categoriesQuery, deactivateRatePlan, ratePlansQuery, refreshRatePlans } from './ratePlansApi';
import { StaffChangeRefusal, useStaffChange } from '../useStaffChange';

/**
 * /{lang}/admin/rate-plans (docs/product.md §12.13): the revenue manager's rate plans in a dense
 * table (name, boards, refundable, deposit rule, categories, sold or not), each changed in place,
 * a plan added below it. Guests see every change at once.
 */
export function RatePlansScreen() {
  const locale = useLocale();
  const plans = useQuery(ratePlansQuery);
  const categories = useQuery({ ...categoriesQuery, queryKey: [...categoriesQuery.queryKey, locale] });
  return (
    <section aria-labelledby="rate-plans-title" className="admin-rate-plans">
      <h2 id="rate-plans-title">
        <Trans>Rate plans</Trans>
      </h2>
      {plans.isPending || categories.isPending ? <Skeleton count={3} height={32} /> : null}
      {plans.isError ? <AdminLoadError error={plans.error} /> : null}
      {plans.data && categories.data ? <PlansTable plans={plans.data} categories={categories.data} /> : null}
    </section>
  );
}

function PlansTable({ plans, categories }: { plans: RatePlanWire[]; categories: RoomCategoryInfo[] }) {
  const { t } = useLingui();
  const locale = useLocale();
  const [editing, setEditing] = useState<number | null>(null);
  const [added, setAdded] = useState(0);
  const { refusal, run } = useStaffChange(refreshRatePlans);
  const categoryNames = (ids: number[]) =>
    ids.length === 0 ? t`All` : ids.map((id) => categories.find((c) => c.id === id)?.name ?? `#${id}`).join(', ');
  const stop = (plan: RatePlanWire) => run(() => deactivateRatePlan(plan));
  return (
    <>
      <StaffChangeRefusal refusal={refusal} />
      <table className="admin-table admin-rate-plans-table" data-testid="rate-plans">
        <thead>
          <tr>
            <th scope="col">
              <Trans>Name</Trans>
            </th>
            <th scope="col">
              <Trans>Boards</Trans>
            </th>
            <th scope="col">
              <Trans>Refundable</Trans>
            </th>
            <th scope="col">
              <Trans>Deposit</Trans>
            </th>
            <th scope="col">
              <Trans>Categories</Trans>
            </th>
            <th scope="col">
              <Trans>Active</Trans>
            </th>
            <th scope="col">
              <Trans>Actions</Trans>
            </th>
          </tr>
        </thead>
        <tbody>
          {plans.map((plan) => {
            const name = plan.name[locale];
            return editing === plan.id ? (
              <tr key={plan.id} data-testid={`rate-plan-${plan.slug}`}>
                <td colSpan={7}>
                  <RatePlanForm plan={plan} categories={categories} onDone={() => setEditing(null)} />
                </td>
              </tr>
            ) : (
              <tr key={plan.id} data-testid={`rate-plan-${plan.slug}`}>
                <th scope="row">{name}</th>
                <td>{plan.boards.map((b) => boardNames[b.board][locale]).join(', ')}</td>
                <td>{plan.refundable ? t`Yes` : t`No`}</td>
                <td>{depositRuleText(plan.deposit_rule, plan.deposit_percent, locale)}</td>
                <td>{categoryNames(plan.room_category_ids)}</td>
                <td>{plan.active ? t`Yes` : t`No`}</td>
                <td className="admin-tax-actions">
                  <button
                    type="button"
                    className="button button--secondary button--small"
                    onClick={() => setEditing(plan.id)}
                  >
                    {t`Change ${name}`}
                  </button>
                  {plan.active ? (
                    <button
                      type="button"
                      className="button button--secondary button--small"
                      onClick={() => void stop(plan)}
                    >
                      {t`Stop selling ${name}`}
                    </button>
                  ) : null}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
      <h3>
        <Trans>Add a rate plan</Trans>
      </h3>
      <RatePlanForm key={added} categories={categories} onDone={() => setAdded((n) => n + 1)} />
    </>
  );
}
