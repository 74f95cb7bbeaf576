import type { Translations } from '../../../domain/locales';

export const bonusMessages = {
  saved: {
    en: 'Thank you: we have noted how you would like to use your bonus.',
    it: 'Grazie: abbiamo preso nota di come vorresti usare il tuo bonus.',
    de: 'Vielen Dank: wir haben notiert, wie du deinen Bonus nutzen möchtest.',
  },
  alreadyChosen: {
    en: 'You have already told us how you would like to use your bonus.',
    it: 'Ci hai già detto come vorresti usare il tuo bonus.',
    de: 'Du hast uns bereits gesagt, wie du deinen Bonus nutzen möchtest.',
  },
  noCredit: {
    en: 'Your account has no bonus-terme credit.',
    it: 'Il tuo account non ha credito bonus terme.',
    de: 'Dein Konto hat kein Bonus-Terme-Guthaben.',
  },
} satisfies Record<string, Translations>;
