import { useQuery } from '@tanstack/react-query';
import { Trans } from '@lingui/react/macro';
import { roleAllows } from '@domain/staffRoles';
import { useUser } from '../../../api/user';
import { Skeleton } from '../../../ui';
import { AdminLoadError } from '../AdminLoadError';
import { spaCatalogueQuery } from '../spaCatalogue/spaCatalogueApi';
import { CureSettingsForm } from './CureSettingsForm';
import { CuresBooked } from './CuresBooked';
import { cureSettingsQuery } from './ssnCureApi';
import './ssnCure.css';

/**
 * /{lang}/admin/ssn-cure (docs/product.md §16.11): the SSN cures' settings, saved by the revenue
 * manager and read by the desk, and the cures booked with their times and what the desk collects.
 */
export function SsnCureScreen() {
  const role = useUser().data?.role;
  const settings = useQuery(cureSettingsQuery);
  const catalogue = useQuery(spaCatalogueQuery);
  const error = settings.error ?? catalogue.error;
  return (
    <section aria-labelledby="ssn-cure-title" className="admin-ssn-cure">
      <h2 id="ssn-cure-title">
        <Trans>SSN cures</Trans>
      </h2>
      {settings.isPending || catalogue.isPending ? <Skeleton count={3} height={32} /> : null}
      {error ? <AdminLoadError error={error} /> : null}
      {settings.data && catalogue.data ? (
        <>
          <CureSettingsForm
            settings={settings.data}
            treatments={catalogue.data.treatments}
            canSave={roleAllows(role, ['revenue_manager'])}
          />
          <CuresBooked linkReservations={roleAllows(role, ['front_desk'])} />
        </>
      ) : null}
    </section>
  );
}
