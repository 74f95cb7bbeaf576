import { Trans } from '@lingui/react/macro';
import { PageHeader } from '@src/shared/page/PageHeader';

/** 'Reservation {product}' over every day-spa screen (product.md §3; in Italian 'Prenotazione {product}'). */
export function DaySpaHeader({ title }: { title: string }) {
  return (
    <PageHeader>
      <h1>
        <Trans>Reservation {title}</Trans>
      </h1>
    </PageHeader>
  );
}
