import type { ReactNode } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { isItaly, roleOfPosition } from '@domain/checkIn';
import { formatDate } from '@domain/dates';
import { Modal, SubmitButton } from '@src/ui';
import { useLocale } from '@src/i18n/useLocale';
import type { CheckInFormValues } from './checkInForm';
import { useCheckInTexts } from './useCheckInTexts';

type Props = {
  open: boolean;
  values: CheckInFormValues;
  saving: boolean;
  /** The server's message when saving failed for a reason that is about no field. */
  failure: string | null;
  onConfirm: () => void;
  onCancel: () => void;
};

/** Review and confirm (product.md §9): what will be sent, then 'Check-in now'. */
export function ReviewModal({ open, values, saving, failure, onConfirm, onCancel }: Props) {
  const { t } = useLingui();
  const locale = useLocale();
  const { documentTypes, sexes, guestLabel } = useCheckInTexts();
  const names = values.place_names;
  const date = (iso: string) => (iso ? formatDate(iso, locale, 'DD MMM YYYY') : '');
  const rows: [string, ReactNode][] = [
    [t`Name`, `${values.first_name} ${values.last_name}`],
    [t`Sex`, values.sex ? sexes[values.sex] : ''],
    [t`Date of birth`, date(values.date_of_birth)],
    [t`Citizenship`, names.nationality_id],
    [
      t`Place of birth`,
      [isItaly(values.birth_country_id) ? names.birth_borough_id : null, names.birth_country_id]
        .filter(Boolean)
        .join(', '),
    ],
    [
      t`Residence`,
      [isItaly(values.country_id) ? names.province_id : null, names.country_id].filter(Boolean).join(', '),
    ],
  ];
  if (values.email) rows.push([t`Email`, values.email]);
  if (roleOfPosition(values.position) === 'booker') {
    const issuedBy = isItaly(values.document_issuing_country_id)
      ? names.document_issuing_borough_id
      : names.document_issuing_country_id;
    rows.push(
      [t`Document`, values.document_type ? `${documentTypes[values.document_type]} ${values.document_number}` : ''],
      [t`Expiry date`, date(values.document_expiry_date)],
      [t`Issued by`, issuedBy],
    );
  }
  return (
    <Modal
      open={open}
      onOpenChange={(next) => {
        if (!next && !saving) onCancel();
      }}
      title={t`Check your details`}
      description={guestLabel(values.position)}
      closeButton={!saving}
      footer={
        <>
          <button type="button" className="button button--secondary" onClick={onCancel} disabled={saving}>
            <Trans>Back to the form</Trans>
          </button>
          <SubmitButton type="button" loading={saving} onClick={onConfirm}>
            {t`Check-in now`}
          </SubmitButton>
        </>
      }
    >
      <dl className="check-in-review">
        {rows.map(([label, value]) => (
          <div key={label} className="check-in-review__row">
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      {failure ? (
        <p className="notice notice--error" role="alert">
          {failure}
        </p>
      ) : null}
    </Modal>
  );
}
