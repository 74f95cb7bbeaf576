import type { Locale, Translations } from '../../../domain/locales';
import type { StaffRole } from '../../../domain/staffRoles';
import { countOf, type CountedWord } from '../../../domain/plurals';
import { mailText, renderMail, type MailBrand, type RenderedMail } from '../../mail/templates';

export const roleNames: Record<StaffRole, Translations> = {
  administrator: { en: 'administrator', it: 'amministratore', de: 'Administrator' },
  revenue_manager: { en: 'revenue manager', it: 'revenue manager', de: 'Revenue Manager' },
  front_desk: { en: 'front desk', it: 'reception', de: 'Rezeption' },
};

/** 'in 7 days', 'tra 7 giorni', 'in 7 Tagen' (dative in German). */
const days: CountedWord = {
  en: { one: '# day', other: '# days' },
  it: { one: '# giorno', other: '# giorni' },
  de: { one: '# Tag', other: '# Tagen' },
};

const texts = {
  subject: {
    en: 'Your Terme staff account',
    it: 'Il tuo account del personale Terme',
    de: 'Dein Terme-Mitarbeiterkonto',
  },
  greeting: { en: 'Hello {name},', it: 'Ciao {name},', de: 'Hallo {name},' },
  reason: {
    en: '{inviter} invites you to the Terme back office as {role}. Choose your password to sign in.',
    it: '{inviter} ti invita nel gestionale Terme come {role}. Scegli la tua password per accedere.',
    de: '{inviter} lädt dich als {role} in die Terme-Verwaltung ein. Wähle dein Passwort, um dich anzumelden.',
  },
  action: { en: 'Choose your password', it: 'Scegli la tua password', de: 'Passwort wählen' },
  expiry: {
    en: 'This link can be used once and expires in {days}.',
    it: 'Il link può essere usato una sola volta e scade tra {days}.',
    de: 'Der Link kann einmal verwendet werden und läuft in {days} ab.',
  },
} satisfies Record<string, Translations>;

/** The mail of a staff invitation: who invites, the role, the one-time link that sets the password. */
export function staffInvitationMail(
  locale: Locale,
  params: { firstName: string; inviter: string; role: StaffRole; url: string; days: number },
  brand: MailBrand,
): RenderedMail {
  return renderMail({
    locale,
    brand,
    subject: mailText(texts.subject, locale),
    greeting: mailText(texts.greeting, locale, { name: params.firstName }),
    paragraphs: [
      mailText(texts.reason, locale, { inviter: params.inviter, role: mailText(roleNames[params.role], locale) }),
    ],
    action: { label: mailText(texts.action, locale), url: params.url },
    closing: [mailText(texts.expiry, locale, { days: countOf(days, locale, params.days) })],
  });
}
