import { PRODUCT_NAME, type Locale } from '@booth/shared';

/** The two pages of the installation. */
export const legalPages = ['imprint', 'privacy'] as const;
export type LegalPage = (typeof legalPages)[number];

/** The first line of every template; the page shows a warning while it is still there. */
export const TEMPLATE_MARKER: Record<Locale, string> = {
  de: '**VORLAGE – vom Betreiber zu bearbeiten.**',
  en: '**TEMPLATE – to be edited by the operator.**',
};

/** What the privacy template can state about this installation from its configuration. */
export interface InstallationFacts {
  /** The SMTP server's host when SMTP_URL is set; otherwise mails stay in the server's outbox. */
  smtpHost: string | undefined;
  /** The object storage (S3_ENDPOINT host or "Amazon S3") when S3_BUCKET is set; otherwise the server's disk. */
  objectStorage: string | undefined;
  /** Where the Markdown files are, named in the template so the operator finds them. */
  legalDir: string;
}

function imprint(locale: Locale, facts: InstallationFacts): string {
  return locale === 'de'
    ? `${TEMPLATE_MARKER.de} Diese Datei liegt unter \`${facts.legalDir}/imprint.de.md\`. Ersetzen Sie jede Angabe in eckigen Klammern und löschen Sie diese Zeile.

# Impressum

## Angaben gemäß § 5 DDG

[Name des Unternehmens oder der Person]
[Straße und Hausnummer]
[PLZ Ort]
[Land]

## Vertreten durch

[Geschäftsführung / Inhaber]

## Kontakt

Telefon: [Telefonnummer]
E-Mail: [E-Mail-Adresse]

## Registereintrag

[Registergericht und Registernummer, falls vorhanden]

## Umsatzsteuer-ID

[Umsatzsteuer-Identifikationsnummer nach § 27a UStG, falls vorhanden]

## Verantwortlich für den Inhalt

[Name und Anschrift]
`
    : `${TEMPLATE_MARKER.en} This file is \`${facts.legalDir}/imprint.en.md\`. Replace every value in square brackets and delete this line.

# Imprint

## Provider

[Company or person]
[Street and number]
[Postcode and town]
[Country]

## Represented by

[Managing director / owner]

## Contact

Phone: [phone number]
E-mail: [e-mail address]

## Register entry

[Register court and number, if any]

## VAT number

[VAT identification number, if any]
`;
}

function processors(locale: Locale, facts: InstallationFacts): string[] {
  const de = locale === 'de';
  const mail = facts.smtpHost
    ? de
      ? `- E-Mail-Versand: über den SMTP-Server \`${facts.smtpHost}\` [Anbieter und Sitz eintragen].`
      : `- Sending e-mail: through the SMTP server \`${facts.smtpHost}\` [name the provider and its seat].`
    : de
      ? '- E-Mail-Versand: Es ist kein Versanddienst eingerichtet; E-Mails bleiben auf dem Server.'
      : '- Sending e-mail: no mail service is set up; e-mails stay on the server.';
  const storage = facts.objectStorage
    ? de
      ? `- Speicherung der Dateien: im Objektspeicher \`${facts.objectStorage}\` [Anbieter und Sitz eintragen].`
      : `- Storing files: in the object storage \`${facts.objectStorage}\` [name the provider and its seat].`
    : de
      ? '- Speicherung der Dateien: auf dem Server dieser Installation [Hoster und Sitz eintragen].'
      : "- Storing files: on this installation's server [name the hosting provider and its seat].";
  return [mail, storage];
}

function privacy(locale: Locale, facts: InstallationFacts): string {
  const list = processors(locale, facts).join('\n');
  return locale === 'de'
    ? `${TEMPLATE_MARKER.de} Diese Datei liegt unter \`${facts.legalDir}/privacy.de.md\`. Prüfen und ergänzen Sie jeden Abschnitt (Angaben in eckigen Klammern) und löschen Sie diese Zeile.

# Datenschutzerklärung

## Verantwortlicher

[Name, Anschrift, E-Mail-Adresse des Betreibers; ggf. Datenschutzbeauftragter]

## Was ${PRODUCT_NAME} speichert

- **Konten von Veranstaltern:** E-Mail-Adresse, Vor- und Nachname, Passwort (nur als Hash), Tarif und Anmeldesitzungen. Zweck: Bereitstellung des Kontos (Art. 6 Abs. 1 lit. b DSGVO).
- **Bilder der Kampagnen:** die Fotos, GIFs und Videos, die Gäste in einer Fotobox aufnehmen, mit Aufnahmezeit, Browserangabe und Aufrufzahlen. Verantwortlich für die Bilder einer Kampagne ist deren Veranstalter; wir verarbeiten sie in seinem Auftrag (Art. 28 DSGVO).
- **Kontaktdaten von Gästen:** die E-Mail-Adresse oder Telefonnummer, an die ein Gast sein Bild schickt, sowie – wenn die Kampagne danach fragt – Angaben aus Formularen und Umfragen und die erteilten Einwilligungen mit Zeitpunkt und Wortlaut als Nachweis.
- **Server-Protokolle:** IP-Adresse, Zeitpunkt und aufgerufene Adresse, zur Sicherheit des Betriebs (Art. 6 Abs. 1 lit. f DSGVO), [Speicherdauer eintragen].

## Cookies

${PRODUCT_NAME} setzt ein Sitzungs-Cookie nur für angemeldete Veranstalter und Moderatoren sowie ein Cookie mit der gewählten Sprache. Es werden keine Cookies zur Analyse oder Werbung gesetzt. Bindet ein Veranstalter in seiner Kampagne eigene Dienste ein (z. B. ein Analyse-Werkzeug), ist er dafür verantwortlich.

## Empfänger und Auftragsverarbeiter

${list}

## Speicherdauer und Löschung

Bilder und Gästedaten bleiben gespeichert, bis der Veranstalter sie löscht oder eine für die Kampagne geplante Löschung ausgeführt wird; eine solche Löschung entfernt Bilder, Dateien, Kontakte und Antworten der Kampagne. Konten bleiben bis zu ihrer Löschung bestehen. [Fristen ergänzen]

## Ihre Rechte

Sie haben das Recht auf Auskunft, Berichtigung, Löschung, Einschränkung der Verarbeitung, Datenübertragbarkeit und Widerspruch sowie das Recht, eine erteilte Einwilligung jederzeit zu widerrufen und sich bei einer Aufsichtsbehörde zu beschweren. Wenden Sie sich dazu an [Kontakt].
`
    : `${TEMPLATE_MARKER.en} This file is \`${facts.legalDir}/privacy.en.md\`. Check and complete every section (values in square brackets) and delete this line.

# Privacy policy

## Controller

[Name, address and e-mail address of the operator; data protection officer if any]

## What ${PRODUCT_NAME} stores

- **Organiser accounts:** e-mail address, first name and surname, password (as a hash only), plan and sign-in sessions. Purpose: providing the account (Art. 6(1)(b) GDPR).
- **Campaign pictures:** the photos, GIFs and videos guests take in a booth, with capture time, browser and view counts. The organiser of a campaign is responsible for its pictures; we process them on the organiser's behalf (Art. 28 GDPR).
- **Guest contact data:** the e-mail address or phone number a guest sends a picture to and, where the campaign asks for them, form and survey answers and the consents given, with time and wording as proof.
- **Server logs:** IP address, time and address requested, to keep the service secure (Art. 6(1)(f) GDPR), [state how long].

## Cookies

${PRODUCT_NAME} sets a session cookie only for signed-in organisers and moderators, and a cookie holding the chosen language. No cookies for analytics or advertising are set. When an organiser adds services of their own to a campaign (an analytics tool, for example), the organiser is responsible for them.

## Recipients and processors

${list}

## Retention and deletion

Pictures and guest data stay stored until the organiser deletes them or a deletion scheduled for the campaign runs; such a deletion removes the campaign's pictures, files, contacts and answers. Accounts are kept until they are deleted. [Add periods]

## Your rights

You have the right of access, rectification, erasure, restriction, data portability and objection, the right to withdraw a consent at any time and the right to complain to a supervisory authority. Contact [contact].
`;
}

/** The template of one page in one language, written to LEGAL_DIR on first start. */
export function legalTemplate(page: LegalPage, locale: Locale, facts: InstallationFacts): string {
  return page === 'imprint' ? imprint(locale, facts) : privacy(locale, facts);
}
