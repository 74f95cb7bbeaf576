import type { Translations } from '../../../domain/locales';

export const participantMessages = {
  maximumReached: {
    en: 'The maximum number of participants has been reached: only infants can still be added.',
    it: 'È stato raggiunto il numero massimo di partecipanti: si possono aggiungere solo neonati.',
    de: 'Die maximale Teilnehmerzahl ist erreicht: nur noch Kleinkinder können hinzugefügt werden.',
  },
  infantsReached: {
    en: 'Infants come with a grown-up: this reservation already has {max} infants, {perPlace} per booked place.',
    it: 'I neonati sono accompagnati da un adulto: questa prenotazione ha già {max} neonati, {perPlace} per posto prenotato.',
    de: 'Kleinkinder kommen mit einer erwachsenen Person: Diese Reservierung hat bereits {max} Kleinkinder, {perPlace} pro gebuchtem Platz.',
  },
  adultsOnly: {
    en: 'This entry is for adults only: minors and infants cannot take part.',
    it: 'Questo ingresso è riservato agli adulti: minori e neonati non possono partecipare.',
    de: 'Dieser Eintritt ist nur für Erwachsene: Minderjährige und Kleinkinder können nicht teilnehmen.',
  },
  noInfants: {
    en: 'This entry does not admit infants.',
    it: 'Questo ingresso non ammette neonati.',
    de: 'Dieser Eintritt lässt keine Kleinkinder zu.',
  },
  infantTooOld: {
    en: 'Infants come free up to the age of {max}: an older child is a minor.',
    it: "I neonati sono gratuiti fino all'età di {max}: un bambino più grande è un minore.",
    de: 'Kleinkinder sind bis zum Alter von {max} frei: ein älteres Kind ist minderjährig.',
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
  // The invitation link
  invitationUnknown: {
    en: 'This invitation link is not valid. Please check that you copied the whole link from the mail.',
    it: "Questo link d'invito non è valido. Controlla di aver copiato il link completo dalla email.",
    de: 'Dieser Einladungslink ist ungültig. Bitte prüfe, ob du den ganzen Link aus der E-Mail kopiert hast.',
  },
  invitationExpired: {
    en: 'This invitation has expired. Please ask the person who invited you to send a new one.',
    it: 'Questo invito è scaduto. Chiedi a chi ti ha invitato di inviarne uno nuovo.',
    de: 'Diese Einladung ist abgelaufen. Bitte die Person, die dich eingeladen hat, dir eine neue zu schicken.',
  },
  invitationUsed: {
    en: 'This invitation has already been accepted. Log in to see the reservation in your account.',
    it: 'Questo invito è già stato accettato. Accedi per vedere la prenotazione nel tuo account.',
    de: 'Diese Einladung wurde bereits angenommen. Melde dich an, um die Reservierung in deinem Konto zu sehen.',
  },
  invitationForeign: {
    en: 'This invitation was sent to {email}: please register or log in with that address.',
    it: "Questo invito è stato inviato a {email}: registrati o accedi con quell'indirizzo.",
    de: 'Diese Einladung wurde an {email} geschickt: bitte registriere dich oder melde dich mit dieser Adresse an.',
  },
  invitationOwnReservation: {
    en: 'You booked this reservation yourself: it is already in your account.',
    it: 'Hai prenotato tu questa prenotazione: è già nel tuo account.',
    de: 'Du hast diese Reservierung selbst gebucht: sie ist bereits in deinem Konto.',
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
    en: '{inviter} has booked “{product}” on {date} and added you to the reservation {number}. Register (or log in, if you already have an account) with the button below to confirm your place.',
    it: '{inviter} ha prenotato “{product}” per il {date} e ti ha aggiunto alla prenotazione {number}. Registrati (o accedi, se hai già un account) con il pulsante qui sotto per confermare il tuo posto.',
    de: '{inviter} hat „{product}“ am {date} gebucht und dich zur Reservierung {number} hinzugefügt. Registriere dich (oder melde dich an, falls du schon ein Konto hast) über die Schaltfläche unten, um deinen Platz zu bestätigen.',
  },
  mailAction: { en: 'Confirm my place', it: 'Conferma il mio posto', de: 'Meinen Platz bestätigen' },
  mailExpiry: {
    en: 'The link can be used once and works until {date}.',
    it: 'Il link può essere usato una sola volta ed è valido fino al {date}.',
    de: 'Der Link kann einmal verwendet werden und gilt bis zum {date}.',
  },
  mailForward: {
    en: 'Please forward this message to {name}.',
    it: 'Inoltra questo messaggio a {name}.',
    de: 'Bitte leite diese Nachricht an {name} weiter.',
  },
} satisfies Record<string, Translations>;
