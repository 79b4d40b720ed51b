import { integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

export const mailStatuses = ['pending', 'sending', 'sent'] as const;

/**
 * One row per outgoing message, keyed by the message id the job carries. The send job claims the
 * row before sending and skips a message already sent, so a retried or duplicated job never mails
 * twice.
 */
export const mailDeliveries = pgTable('mail_deliveries', {
  messageId: uuid().primaryKey(),
  recipient: text().notNull(),
  template: text().notNull(),
  status: text({ enum: mailStatuses }).notNull().default('pending'),
  attempts: integer().notNull().default(0),
  /** Set while a worker sends; a claim older than the lease belongs to a crashed worker. */
  claimedAt: timestamp({ withTimezone: true }),
  /** Where it went: `outbox` with the file path, or `smtp` with the server's answer. */
  transport: text(),
  location: text(),
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  sentAt: timestamp({ withTimezone: true }),
});
