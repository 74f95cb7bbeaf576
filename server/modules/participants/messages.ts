import type { Translations } from '../../../domain/locales';

export const participantMessages = {
  maximumReached: {
    en: 'The maximum number of participants has been reached: only infants can still be added.',
    it: 'È stato raggiunto il numero massimo di partecipanti: si possono aggiungere solo neonati.',
    de: 'Die maximale Teilnehmerzahl ist erreicht: nur noch Kleinkinder können hinzugefügt werden.',
  },
  added: {
    en: '{name} has been added to your reservation.',
    it: '{name} è stato aggiunto alla tua prenotazione.',
    de: '{name} wurde zu deiner Reservierung hinzugefügt.',
  },
  invited: {
    en: 'We have sent {name} an invitation to register at {email}.',
    it: "Abbiamo inviato a {name} un invito a registrarsi all'indirizzo {email}.",
    de: 'Wir haben {name} eine Einladung zur Registrierung an {email} geschickt.',
  },
  invitedViaBooker: {
    en: 'We have sent you the registration link for {name}: please forward it.',
    it: 'Ti abbiamo inviato il link di registrazione per {name}: inoltralo tu.',
    de: 'Wir haben dir den Registrierungslink für {name} geschickt: bitte leite ihn weiter.',
  },
  // The invitation mail
  mailSubject: {
    en: '{inviter} invites you to a day at the Terme',
    it: '{inviter} ti invita a una giornata alle Terme',
    de: '{inviter} lädt dich zu einem Tag in der Therme ein',
  },
  mailSubjectForBooker: {
    en: 'The registration link for {name}',
    it: 'Il link di registrazione per {name}',
    de: 'Der Registrierungslink für {name}',
  },
  mailGreeting: { en: 'Hello {name},', it: 'Ciao {name},', de: 'Hallo {name},' },
  mailBody: {
    en: '{inviter} has booked "{product}" on {date} and added you to the reservation {number}. Register with this link to confirm your place:',
    it: '{inviter} ha prenotato "{product}" per il {date} e ti ha aggiunto alla prenotazione {number}. Registrati con questo link per confermare il tuo posto:',
    de: '{inviter} hat "{product}" am {date} gebucht und dich zur Reservierung {number} hinzugefügt. Registriere dich über diesen Link, um deinen Platz zu bestätigen:',
  },
  mailForward: {
    en: 'Please forward this message to {name}.',
    it: 'Inoltra questo messaggio a {name}.',
    de: 'Bitte leite diese Nachricht an {name} weiter.',
  },
  mailSignature: { en: 'See you soon, the Terme team', it: 'A presto, lo staff delle Terme', de: 'Bis bald, dein Terme-Team' },
} satisfies Record<string, Translations>;
