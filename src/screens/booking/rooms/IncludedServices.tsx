import { Trans, useLingui } from '@lingui/react/macro';

/** product.md §2.2: the services every stay includes, behind a disclosure to keep the card short. */
export function IncludedServices() {
  const { t } = useLingui();
  const services = [
    t`Parking`,
    t`Wi-Fi`,
    t`Breakfast buffet`,
    t`Meals for allergies and intolerances`,
    t`Bathrobe and towel`,
    t`Thermal pools`,
    t`Thermal grotto`,
    t`Relax area`,
    t`Park`,
    t`Gym`,
    t`Half board on request`,
    t`Green fee discounts`,
  ];
  return (
    <details className="included-services">
      <summary>
        <Trans>Included services</Trans>
      </summary>
      <ul>
        {services.map((service) => (
          <li key={service}>{service}</li>
        ))}
      </ul>
    </details>
  );
}
