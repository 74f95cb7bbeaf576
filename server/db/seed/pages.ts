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

/**
 * The accessibility statement (product.md §8.4; the European Accessibility Act applies to booking
 * sites since 28 June 2025): what we check, what we know falls short, how to report a barrier.
 * Staff keep it up to date at /admin/pages; the report form below it is the screen's own.
 */
export const accessibilityPages = [
  {
    slug: 'accessibility',
    locale: 'en',
    title: 'Accessibility statement',
    body: `<p>Terme Hotel wants everyone to be able to book a stay, a day spa entry or a gift card on this website, whatever the device and whatever the assistive technology. This statement covers the whole website in Italian, English and German.</p>
<h2>Standard and status</h2><p>Our target is the Web Content Accessibility Guidelines (WCAG) 2.2, level AA, as required by the European standard EN 301 549. The website is <strong>partially compliant</strong>: the known limits are listed below.</p>
<h2>How we check it</h2><ul><li>Every screen our automated browser tests reach, in the three languages, on a phone and on a desktop screen, is checked with axe-core against the WCAG 2.0, 2.1 and 2.2 A and AA rules; a single violation stops a new version from going online.</li><li>The journeys (booking, day spa, gift cards, requests, online check-in) are also walked with the keyboard alone: focus moves to each new step and to the first error, and every dialog can be closed with Escape.</li><li>Animations stop when your system asks for reduced motion.</li></ul>
<h2>Known limits</h2><ul><li>Automatic checks find only part of the problems WCAG describes: not every journey has been tested yet with a screen reader by people who use one every day.</li><li>The card fields come from our payment provider, in a frame of its own: their accessibility is the provider's.</li><li>The gift card's PDF is not a tagged PDF: the same code and amount are in the e-mail, which screen readers read.</li><li>The statechart viewer for designers (not part of any guest's journey) is a drawing and cannot be used without a mouse.</li></ul>
<h2>Report a barrier</h2><p>If something on the website gets in your way, tell us with the form below, call the front desk on +39 049 000 0000 or write to reception@terme.example. We will answer you as soon as possible and within 30 days at the latest, and help you book by other means in the meantime.</p>
<h2>If you are not satisfied</h2><p>If our answer does not satisfy you, you can report it to AgID, the Agency for Digital Italy (Agenzia per l'Italia Digitale), which supervises the accessibility of services in Italy.</p>
<p>This statement was prepared on 28 November 2026 and is reviewed at least once a year.</p>`,
  },
  {
    slug: 'accessibility',
    locale: 'it',
    title: 'Dichiarazione di accessibilità',
    body: `<p>Terme Hotel vuole che chiunque possa prenotare un soggiorno, un ingresso day spa o un buono regalo su questo sito, con qualsiasi dispositivo e qualsiasi tecnologia assistiva. Questa dichiarazione riguarda l'intero sito in italiano, inglese e tedesco.</p>
<h2>Norma di riferimento e stato</h2><p>Il nostro obiettivo sono le Linee guida per l'accessibilità dei contenuti web (WCAG) 2.2, livello AA, come richiesto dalla norma europea EN 301 549. Il sito è <strong>parzialmente conforme</strong>: i limiti che conosciamo sono elencati qui sotto.</p>
<h2>Come lo verifichiamo</h2><ul><li>Ogni schermata raggiunta dai nostri test automatici nel browser, nelle tre lingue, su uno smartphone e su uno schermo da computer, è verificata con axe-core secondo le regole A e AA delle WCAG 2.0, 2.1 e 2.2; una sola violazione impedisce a una nuova versione di andare online.</li><li>I percorsi (prenotazione, day spa, buoni regalo, richieste, check-in online) sono percorsi anche con la sola tastiera: il focus passa a ogni nuovo passo e al primo errore, e ogni finestra di dialogo si chiude con Esc.</li><li>Le animazioni si fermano quando il sistema chiede movimenti ridotti.</li></ul>
<h2>Limiti noti</h2><ul><li>I controlli automatici trovano solo una parte dei problemi descritti dalle WCAG: non tutti i percorsi sono ancora stati provati con un lettore di schermo da persone che lo usano ogni giorno.</li><li>I campi della carta sono forniti dal nostro gestore dei pagamenti, in un riquadro proprio: la loro accessibilità dipende dal gestore.</li><li>Il PDF del buono regalo non è un PDF con tag: lo stesso codice e lo stesso importo sono nell'email, leggibile dai lettori di schermo.</li><li>Il visualizzatore dei diagrammi di stato per i designer (che non fa parte dei percorsi degli ospiti) è un disegno e non si usa senza mouse.</li></ul>
<h2>Segnala una barriera</h2><p>Se qualcosa del sito ti ostacola, diccelo con il modulo qui sotto, chiama la reception al +39 049 000 0000 o scrivi a reception@terme.example. Ti risponderemo al più presto e comunque entro 30 giorni, e nel frattempo ti aiuteremo a prenotare in altro modo.</p>
<h2>Se non sei soddisfatto</h2><p>Se la nostra risposta non ti soddisfa, puoi segnalarlo ad AgID, l'Agenzia per l'Italia Digitale, che vigila sull'accessibilità dei servizi in Italia.</p>
<p>Questa dichiarazione è stata redatta il 28 novembre 2026 ed è rivista almeno una volta l'anno.</p>`,
  },
  {
    slug: 'accessibility',
    locale: 'de',
    title: 'Erklärung zur Barrierefreiheit',
    body: `<p>Terme Hotel möchte, dass alle auf dieser Website einen Aufenthalt, einen Day-Spa-Eintritt oder einen Gutschein buchen können, mit jedem Gerät und jeder Hilfstechnologie. Diese Erklärung gilt für die ganze Website auf Italienisch, Englisch und Deutsch.</p>
<h2>Standard und Stand</h2><p>Unser Ziel sind die Richtlinien für barrierefreie Webinhalte (WCAG) 2.2, Stufe AA, wie es die europäische Norm EN 301 549 verlangt. Die Website ist <strong>teilweise konform</strong>: die uns bekannten Einschränkungen stehen unten.</p>
<h2>Wie wir es prüfen</h2><ul><li>Jeder Bildschirm, den unsere automatischen Browsertests erreichen, in den drei Sprachen, auf einem Smartphone und einem Computerbildschirm, wird mit axe-core nach den A- und AA-Regeln der WCAG 2.0, 2.1 und 2.2 geprüft; ein einziger Verstoß hält eine neue Version davon ab, online zu gehen.</li><li>Die Abläufe (Buchung, Day Spa, Gutscheine, Anfragen, Online-Check-in) werden auch nur mit der Tastatur durchlaufen: der Fokus springt zu jedem neuen Schritt und zum ersten Fehler, und jeder Dialog schließt sich mit Esc.</li><li>Animationen halten an, wenn dein System reduzierte Bewegung verlangt.</li></ul>
<h2>Bekannte Einschränkungen</h2><ul><li>Automatische Prüfungen finden nur einen Teil der Probleme, die die WCAG beschreiben: noch nicht jeder Ablauf wurde von Menschen mit einem Screenreader getestet, die ihn täglich nutzen.</li><li>Die Kartenfelder stammen von unserem Zahlungsdienstleister, in einem eigenen Rahmen: für ihre Barrierefreiheit ist der Dienstleister zuständig.</li><li>Das PDF des Gutscheins ist kein getaggtes PDF: Code und Betrag stehen auch in der E-Mail, die Screenreader vorlesen.</li><li>Die Zustandsdiagramm-Ansicht für Designer (kein Teil der Abläufe für Gäste) ist eine Zeichnung und lässt sich ohne Maus nicht bedienen.</li></ul>
<h2>Eine Barriere melden</h2><p>Wenn dich etwas auf der Website behindert, sag es uns mit dem Formular unten, ruf die Rezeption unter +39 049 000 0000 an oder schreib an reception@terme.example. Wir antworten dir so bald wie möglich, spätestens innerhalb von 30 Tagen, und helfen dir in der Zwischenzeit, auf anderem Weg zu buchen.</p>
<h2>Wenn du nicht zufrieden bist</h2><p>Wenn dich unsere Antwort nicht zufriedenstellt, kannst du dich an AgID wenden, die Agentur für das digitale Italien (Agenzia per l'Italia Digitale), die die Barrierefreiheit von Diensten in Italien überwacht.</p>
<p>Diese Erklärung wurde am 28. November 2026 erstellt und wird mindestens einmal im Jahr überprüft.</p>`,
  },
];
