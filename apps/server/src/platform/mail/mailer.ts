/** A composed message, ready for a transport. */
export interface OutgoingMail {
  /** Our id (uuid); becomes the Message-ID header, so a receiving server can spot duplicates too. */
  messageId: string;
  to: string;
  subject: string;
  text: string;
  html: string;
}

export interface SentMail {
  transport: 'outbox' | 'smtp';
  /** The .eml file path, or the SMTP server's answer. */
  location: string;
}

/** The port the mail job uses; the adapters are the .eml outbox and SMTP. */
export interface Mailer {
  readonly kind: SentMail['transport'];
  send(mail: OutgoingMail): Promise<SentMail>;
  close(): void;
}

export function messageIdHeader(messageId: string): string {
  return `<${messageId}@boothwerk.local>`;
}

/** The nodemailer message both transports send: the same headers, so an outbox file equals what SMTP gets. */
export function composeMessage(from: string, mail: OutgoingMail) {
  return {
    from,
    to: mail.to,
    subject: mail.subject,
    text: mail.text,
    html: mail.html,
    messageId: messageIdHeader(mail.messageId),
  };
}
