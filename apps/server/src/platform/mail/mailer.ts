import type { Readable } from 'node:stream';

/** A composed message, ready for a transport. */
export interface OutgoingMail {
  /** Our id (uuid); becomes the Message-ID header, so a receiving server can spot duplicates too. */
  messageId: string;
  to: string;
  subject: string;
  text: string;
  html: string;
  /** A display name for the sender; the address stays MAIL_FROM's (a guest mail's configured `sender`). */
  fromName?: string;
  attachments?: MailAttachment[];
}

/** A file sent with a mail; a stream is read once, so a retried send opens a new one. */
export interface MailAttachment {
  filename: string;
  contentType: string;
  content: Buffer | Readable;
  /** A Content-ID: the file is shown inside the HTML part (`<img src="cid:…">`) instead of attached. */
  cid?: string;
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

/** The address of a `Name <address>` or bare `address` sender. */
export function senderAddress(from: string): string {
  const bracketed = /<([^<>]+)>\s*$/.exec(from);
  return (bracketed?.[1] ?? from).trim();
}

/** The nodemailer message both transports send: the same headers, so an outbox file equals what SMTP gets. */
export function composeMessage(from: string, mail: OutgoingMail) {
  return {
    // nodemailer encodes the name, so whatever an organiser typed cannot break the header.
    from: mail.fromName ? { name: mail.fromName, address: senderAddress(from) } : from,
    to: mail.to,
    subject: mail.subject,
    text: mail.text,
    html: mail.html,
    messageId: messageIdHeader(mail.messageId),
    ...(mail.attachments?.length ? { attachments: mail.attachments } : {}),
  };
}
