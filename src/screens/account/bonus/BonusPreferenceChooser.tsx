import { useState } from 'react';
import { Tabs } from 'radix-ui';
import { useQueryClient } from '@tanstack/react-query';
import { Trans, useLingui } from '@lingui/react/macro';
import type { BonusPreference } from '@domain/constants';
import { formatMoney } from '@domain/money';
import { bonusStatusQuery, postBonusPreference } from '@src/api/requests';
import { useLocale } from '@src/i18n/useLocale';
import { SubmitButton, toast } from '@src/ui';
import { useFormSubmit } from '@src/shared/forms/useFormSubmit';
import { asFailure } from '@src/shared/forms/useRequestForm';
import { bonusOptions } from './bonusOptions';
import './bonus.css';

/**
 * The bonus-terme preference chooser (product.md §11): four keyboard-operable tabs, each with its
 * button. The server's message shows as a success notice and the guest's bonus is read again
 * (the chooser then gives way to the stored choice); a refusal shows its message as an error notice.
 */
export function BonusPreferenceChooser({ credit }: { credit: number }) {
  const { t, i18n } = useLingui();
  const locale = useLocale();
  const queryClient = useQueryClient();
  const [tab, setTab] = useState<BonusPreference>('dayspa');
  const view = useFormSubmit({
    submit: async (input) => {
      try {
        return await postBonusPreference(locale, input.preference as BonusPreference);
      } catch (error) {
        throw asFailure(error);
      }
    },
    onSuccess: (result) => {
      toast.success((result as { message: string }).message);
      void queryClient.invalidateQueries({ queryKey: bonusStatusQuery.queryKey });
    },
    onFailure: (failure) => void toast.error(failure.message),
  });

  return (
    <section
      className="bonus-chooser"
      aria-labelledby="bonus-chooser-title"
      data-machine="bonusPreference"
      data-state={view.state}
    >
      <h2 id="bonus-chooser-title">
        <Trans>How would you like to use your bonus?</Trans>
      </h2>
      <p>
        <Trans>
          You have {formatMoney(credit, locale)} of bonus-terme credit. Tell us what you would like to use it for.
        </Trans>
      </p>
      <Tabs.Root value={tab} onValueChange={(value) => setTab(value as BonusPreference)} className="bonus-tabs">
        <Tabs.List className="bonus-tabs__list" aria-label={t`Ways to use the bonus`}>
          {bonusOptions.map((option) => (
            <Tabs.Trigger key={option.value} value={option.value} className="bonus-tabs__tab">
              {i18n._(option.title)}
            </Tabs.Trigger>
          ))}
        </Tabs.List>
        {bonusOptions.map((option) => (
          <Tabs.Content key={option.value} value={option.value} className="bonus-tabs__panel">
            <p>{i18n._(option.text)}</p>
            <form
              aria-label={i18n._(option.title)}
              onSubmit={(event) => {
                event.preventDefault();
                view.submit({ preference: option.value });
              }}
            >
              <SubmitButton loading={view.loading}>{t`I prefer: ${i18n._(option.title)}`}</SubmitButton>
            </form>
          </Tabs.Content>
        ))}
      </Tabs.Root>
    </section>
  );
}
