import { useQuery } from '@tanstack/react-query';
import { Trans, useLingui } from '@lingui/react/macro';
import { bonusStatusQuery } from '@src/api/requests';
import { Skeleton } from '@src/ui';
import { bonusOptions } from './bonusOptions';
import { BonusPreferenceChooser } from './BonusPreferenceChooser';

/**
 * The chooser for a guest with bonus credit and no stored preference; `always` (the preference
 * page) also says what was chosen, or that there is no credit. /my shows only the chooser.
 */
export function BonusPreferenceSection({ always = false }: { always?: boolean }) {
  const { i18n } = useLingui();
  const status = useQuery(bonusStatusQuery);
  if (status.isPending) return always ? <Skeleton count={3} height={48} /> : null;
  if (status.isError)
    return always ? (
      <p className="form-alert" role="alert">
        <Trans>Your bonus could not be loaded. Please try again later.</Trans>
      </p>
    ) : null;
  const { credit, preference } = status.data;
  if (credit > 0 && preference === null) return <BonusPreferenceChooser credit={credit} />;
  if (!always) return null;
  const chosen = bonusOptions.find((o) => o.value === preference);
  return (
    <section className="bonus-chooser" data-testid="bonus-preference">
      {chosen ? (
        <p>
          <Trans>Your preference: {i18n._(chosen.title)}. We will take it into account when you use your bonus.</Trans>
        </p>
      ) : (
        <p>
          <Trans>Your account has no bonus-terme credit.</Trans>
        </p>
      )}
    </section>
  );
}
