import type { Locale, Translations } from '../../domain/locales';
import { formatMoney } from '../../domain/money';
import { mailText, renderMail, type MailBrand, type RenderedMail } from '../mail/templates';

const texts = {
  subject: {
    en: 'Your payment has been refunded',
    it: 'Il tuo pagamento è stato rimborsato',
    de: 'Deine Zahlung wurde erstattet',
  },
  greeting: { en: 'Hello,', it: 'Ciao,', de: 'Hallo,' },
  refunded: {
    en: 'your payment of {amount} ({description}) went through, but we could not complete your booking with it, so we have refunded it in full.',
    it: 'il tuo pagamento di {amount} ({description}) è andato a buon fine, ma non abbiamo potuto completare la prenotazione, quindi lo abbiamo rimborsato per intero.',
    de: 'deine Zahlung von {amount} ({description}) ist eingegangen, aber wir konnten deine Buchung damit nicht abschließen und haben sie daher vollständig erstattet.',
  },
  when: {
    en: 'Depending on your bank, the money is back on your card within 5 to 10 days. Nothing is booked: please book again if you wish.',
    it: 'A seconda della tua banca, l’importo tornerà sulla carta entro 5-10 giorni. Non è stato prenotato nulla: se vuoi, prenota di nuovo.',
    de: 'Je nach Bank ist das Geld in 5 bis 10 Tagen wieder auf deiner Karte. Es ist nichts gebucht: buche gern erneut.',
  },
} satisfies Record<string, Translations>;

/** To the guest whose charge was given back by reconciliation or because the hold was lost. */
export function refundMail(
  locale: Locale,
  data: { amountCents: number; description: string },
  brand: MailBrand,
): RenderedMail {
  return renderMail({
    locale,
    brand,
    subject: mailText(texts.subject, locale),
    greeting: mailText(texts.greeting, locale),
    paragraphs: [
      mailText(texts.refunded, locale, {
        amount: formatMoney(data.amountCents, locale),
        description: data.description,
      }),
    ],
    closing: [mailText(texts.when, locale)],
  });
}
