import { Link } from 'wouter';
import { useQuery } from '@tanstack/react-query';
import { Trans, useLingui } from '@lingui/react/macro';
import { formatMoney } from '@domain/money';
import { roleAllows } from '@domain/staffRoles';
import { useUser } from '../../../api/user';
import { useLocale } from '../../../i18n/useLocale';
import { Skeleton } from '../../../ui';
import { AdminLoadError } from '../AdminLoadError';
import { CabinForm } from './CabinForm';
import { CatalogueSection } from './CatalogueSection';
import { spaCatalogueQuery } from './spaCatalogueApi';
import { TherapistForm } from './TherapistForm';
import { TreatmentForm } from './TreatmentForm';
import { useWeekdayNames } from './weekdays';
import './spaCatalogue.css';

/**
 * /{lang}/admin/spa-catalogue (docs/product.md §16.8): the spa's treatments, therapists with their
 * weekly hours, and cabins, each added or changed in place. The revenue manager keeps the
 * treatments and prices, the front desk the therapists and cabins, the administrator all (§16.4).
 */
export function SpaCatalogueScreen() {
  const { t } = useLingui();
  const locale = useLocale();
  const role = useUser().data?.role;
  const weekdays = useWeekdayNames();
  const catalogue = useQuery(spaCatalogueQuery);
  const yesNo = (flag: boolean) => (flag ? t`yes` : t`no`);
  return (
    <section aria-labelledby="spa-catalogue-title" className="admin-spa-catalogue">
      <h2 id="spa-catalogue-title">
        <Trans>The spa’s catalogue</Trans>
      </h2>
      {catalogue.isPending ? <Skeleton count={4} height={32} /> : null}
      {catalogue.isError ? <AdminLoadError error={catalogue.error} /> : null}
      {catalogue.data ? (
        <>
          <CatalogueSection
            id="spa-treatments"
            title={t`Treatments`}
            addLabel={t`Add a treatment`}
            canEdit={roleAllows(role, ['revenue_manager'])}
            rows={catalogue.data.treatments}
            headers={[t`Name`, t`Duration`, t`Price`, t`VAT`, t`Skill`, t`Cabin kind`, t`Active`]}
            cells={(x) => [
              x.names[locale],
              t`${x.duration_minutes} min`,
              formatMoney(x.price_cents, locale),
              `${x.vat_rate}\u00a0%`,
              x.skill,
              x.cabin_kind,
              yesNo(x.active),
            ]}
            changeLabel={(x) => t`Change ${x.names[locale]}`}
            form={(x, done) => <TreatmentForm treatment={x} onDone={done} />}
          />
          <CatalogueSection
            id="spa-therapists"
            title={t`Therapists`}
            addLabel={t`Add a therapist`}
            canEdit={roleAllows(role, ['front_desk'])}
            rows={catalogue.data.therapists}
            headers={[t`Name`, t`Skills`, t`Working hours`, t`Active`]}
            cells={(x) => [
              x.name,
              x.skills.join(', '),
              x.hours.length ? (
                <ul className="admin-spa-catalogue__hours">
                  {x.hours.map((h) => (
                    <li key={h.weekday}>
                      {weekdays[h.weekday - 1]} {h.starts}–{h.ends}
                    </li>
                  ))}
                </ul>
              ) : (
                t`no hours`
              ),
              yesNo(x.active),
            ]}
            changeLabel={(x) => t`Change ${x.name}`}
            form={(x, done) => <TherapistForm therapist={x} onDone={done} />}
            note={
              // A day's absence or break is a blocked hour, made and freed on the spa's day (§16.3).
              <Trans>
                A weekday without hours is a day off. An absence or a break on a given day: block the therapist’s hours
                on <Link href="/spa-day">the spa’s day</Link>.
              </Trans>
            }
          />
          <CatalogueSection
            id="spa-cabins"
            title={t`Cabins`}
            addLabel={t`Add a cabin`}
            canEdit={roleAllows(role, ['front_desk'])}
            rows={catalogue.data.cabins}
            headers={[t`Name`, t`Kind`, t`Opening hours`, t`Active`]}
            cells={(x) => [x.name, x.kind, `${x.opens}–${x.closes}`, yesNo(x.active)]}
            changeLabel={(x) => t`Change ${x.name}`}
            form={(x, done) => <CabinForm cabin={x} onDone={done} />}
          />
        </>
      ) : null}
    </section>
  );
}
