import { useMemo } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { BARRIER_DESCRIPTION_MAX_LENGTH } from '@domain/constants';
import { HOTEL } from '@domain/hotel';
import { postAccessibilityBarrier, useRequestPrefill } from '../../api/requests';
import { useUser } from '../../api/user';
import { Skeleton, TextareaField, TextField } from '../../ui';
import { accessibilityBarrierInitialValues } from './requestPrefill';
import { RequestForm } from './RequestForm';
import { RequestPage } from './RequestPage';

const FIELDS = ['description', 'page', 'assistive_technology'] as const;

/**
 * /{lang}/requests/accessibility-barrier (product.md §8.4): a barrier met on the site, reported from
 * the accessibility statement; it reaches the front desk's inbox like every request.
 */
export function AccessibilityBarrierScreen() {
  const { t } = useLingui();
  const user = useUser();
  const prefill = useRequestPrefill('', Boolean(user.data));
  const ready = !user.isPending && !(user.data && prefill.isPending);
  const initialValues = useMemo(() => accessibilityBarrierInitialValues(prefill.data), [prefill.data]);

  return (
    <RequestPage
      title={t`Report a barrier`}
      bookingSwitch={false}
      lead={
        <Trans>
          Something on our website got in your way? Tell us what happened: the front desk will answer you and we will
          fix it. You can also call the front desk on {HOTEL.phone}.
        </Trans>
      }
    >
      {ready ? (
        <RequestForm
          name={t`Report a barrier`}
          machineName="accessibilityBarrierReport"
          initialValues={initialValues}
          post={postAccessibilityBarrier}
          fields={FIELDS}
          submitLabel={t`Send the report`}
        >
          <TextareaField
            name="description"
            label={t`What got in your way?`}
            maxLength={BARRIER_DESCRIPTION_MAX_LENGTH}
            rows={6}
          />
          <TextField name="page" label={t`Where on the site (page address or name, optional)`} autoComplete="off" />
          <TextField
            name="assistive_technology"
            label={t`Assistive technology you use (optional)`}
            autoComplete="off"
            placeholder={t`e.g. NVDA with Firefox, VoiceOver, zoom at 200%`}
          />
        </RequestForm>
      ) : (
        <Skeleton count={6} height={48} />
      )}
    </RequestPage>
  );
}
