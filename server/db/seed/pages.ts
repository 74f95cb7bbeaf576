/** Static pages in three languages; administrators edit the bodies later. */
export const privacyPages = [
  {
    slug: 'privacy',
    locale: 'en',
    title: 'Privacy policy',
    body: `<h2>Who we are</h2><p>Terme Hotel processes your personal data as data controller under the EU General Data Protection Regulation (GDPR).</p>
<h2>What we collect and why</h2><p>We use your name, email address and booking details to manage your reservations, payments and requests, and to meet our legal duties (guest registration with the police, tax records). Card data is handled by our payment provider and never stored by us.</p>
<h2>Newsletter</h2><p>We send offers only if you agreed to it; you can withdraw consent at any time from any message.</p>
<h2>How long we keep it</h2><p>Booking data is kept for ten years as tax law requires; account data until you ask us to delete it.</p>
<h2>Your rights</h2><p>You may ask for access, correction, deletion, restriction or portability of your data, and complain to the Italian Data Protection Authority. Write to privacy@terme.example.</p>`,
  },
  {
    slug: 'privacy',
    locale: 'it',
    title: 'Informativa sulla privacy',
    body: `<h2>Chi siamo</h2><p>Terme Hotel tratta i tuoi dati personali in qualità di titolare del trattamento ai sensi del Regolamento generale sulla protezione dei dati (GDPR).</p>
<h2>Quali dati e perché</h2><p>Usiamo nome, indirizzo email e dati della prenotazione per gestire prenotazioni, pagamenti e richieste, e per adempiere agli obblighi di legge (comunicazione alloggiati, registri fiscali). I dati della carta sono gestiti dal nostro fornitore di pagamenti e non vengono mai conservati da noi.</p>
<h2>Newsletter</h2><p>Inviamo offerte solo con il tuo consenso, che puoi revocare in ogni momento da qualsiasi messaggio.</p>
<h2>Per quanto tempo</h2><p>I dati delle prenotazioni sono conservati per dieci anni come richiesto dalla normativa fiscale; i dati dell'account fino alla tua richiesta di cancellazione.</p>
<h2>I tuoi diritti</h2><p>Puoi chiedere accesso, rettifica, cancellazione, limitazione o portabilità dei dati e proporre reclamo al Garante per la protezione dei dati personali. Scrivi a privacy@terme.example.</p>`,
  },
  {
    slug: 'privacy',
    locale: 'de',
    title: 'Datenschutzerklärung',
    body: `<h2>Wer wir sind</h2><p>Terme Hotel verarbeitet deine personenbezogenen Daten als Verantwortlicher im Sinne der Datenschutz-Grundverordnung (DSGVO).</p>
<h2>Welche Daten und warum</h2><p>Wir verwenden Name, E-Mail-Adresse und Buchungsdaten, um Reservierungen, Zahlungen und Anfragen zu bearbeiten und gesetzliche Pflichten zu erfüllen (Gästemeldung, Steuerunterlagen). Kartendaten verarbeitet unser Zahlungsdienstleister; wir speichern sie nie.</p>
<h2>Newsletter</h2><p>Angebote senden wir nur mit deiner Einwilligung, die du jederzeit in jeder Nachricht widerrufen kannst.</p>
<h2>Wie lange</h2><p>Buchungsdaten bewahren wir zehn Jahre auf, wie es das Steuerrecht verlangt; Kontodaten, bis du ihre Löschung verlangst.</p>
<h2>Deine Rechte</h2><p>Du kannst Auskunft, Berichtigung, Löschung, Einschränkung oder Übertragung deiner Daten verlangen und dich bei der italienischen Datenschutzbehörde beschweren. Schreib an privacy@terme.example.</p>`,
  },
];
