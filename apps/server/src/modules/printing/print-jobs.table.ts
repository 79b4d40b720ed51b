import { printHoldReasons, printJobMethods, printJobStates, type PostalAddress, type PrinterHealth } from '@booth/shared';
import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { customers } from '../customers/customers.table.ts';
import { devices } from '../devices/devices.table.ts';
import { events } from '../events/events.table.ts';
import { shoots } from '../shoots/shoots.table.ts';

/**
 * A print job (campaigns §3 Print job, issue 25): durable, printed exactly once. The device's job key
 * makes a retried request the same job; the IPP job id, once the printer has one, makes a retried
 * send adopt the job at the printer instead of printing it again. A sender (a print server, or this
 * server when it sends directly) holds a job under a lease; a lapsed lease lets another take it over.
 */
export const printJobs = pgTable(
  'print_jobs',
  {
    id: uuid().primaryKey(),
    customerId: uuid()
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    eventId: uuid()
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    shootId: uuid()
      .notNull()
      .references(() => shoots.id, { onDelete: 'cascade' }),
    jobKey: text().notNull(),
    method: text({ enum: printJobMethods }).notNull(),
    state: text({ enum: printJobStates }).notNull(),
    holdReason: text({ enum: printHoldReasons }),
    copies: integer().notNull(),
    automatic: boolean().notNull(),
    /** Sent by this server (PRINT_DIRECT_SEND) rather than pulled by a print server at the venue. */
    directSend: boolean().notNull().default(false),
    /** The printer as asked for (host or ipp:// address), from the device's dialog or the campaign's default. */
    printerAddress: text(),
    /** The ipp:// address the sender used. */
    printerUri: text(),
    printer: jsonb().$type<PrinterHealth>(),
    /** The kiosk that asked (null for a guest's own browser). */
    deviceId: uuid().references(() => devices.id, { onDelete: 'set null' }),
    /** The print server that holds or last held the job. */
    printServerId: uuid().references(() => devices.id, { onDelete: 'set null' }),
    leaseUntil: timestamp({ withTimezone: true }),
    /** Not offered to a sender before this time (a held job waits for its printer, a failed try backs off). */
    notBefore: timestamp({ withTimezone: true }),
    ippJobId: integer(),
    recipient: jsonb().$type<PostalAddress>(),
    sender: jsonb().$type<PostalAddress>(),
    /** The paid payment session this print redeemed (print paywall); its refund cancels the job. */
    paymentSession: text(),
    attempts: integer().notNull().default(0),
    lastError: text(),
    reprintOf: uuid(),
    createdAt: timestamp({ withTimezone: true }).notNull(),
    updatedAt: timestamp({ withTimezone: true }).notNull(),
    printedAt: timestamp({ withTimezone: true }),
  },
  (table) => [
    uniqueIndex('print_jobs_key_idx').on(table.shootId, table.jobKey),
    index('print_jobs_event_idx').on(table.eventId, table.createdAt, table.id),
    // The senders' claim reads only unfinished jobs, oldest first.
    index('print_jobs_open_idx')
      .on(table.customerId, table.createdAt, table.id)
      .where(sql`${table.state} in ('queued', 'sending', 'printing', 'held')`),
    index('print_jobs_payment_idx').on(table.paymentSession),
  ],
);
export type PrintJobRow = typeof printJobs.$inferSelect;
export type NewPrintJobRow = typeof printJobs.$inferInsert;
