import { randomUUID } from 'node:crypto';
import { type GuestPrintJob, type PrintJobState, type PrintRequest } from '@booth/shared';
import { AppError, Conflict, NotFound } from '@/errors.ts';
import { whiteLabelThemeOf } from '@/modules/customers/white-label-theme.ts';
import { settingsOf } from '@/modules/events/event-views.ts';
import type { RedeemActor } from '@/modules/payments/payment-sessions.service.ts';
import { findSessionBySlug } from '@/modules/payments/payment-sessions.repo.ts';
import type { ShootRow } from '@/modules/shoots/shoots.table.ts';
import type { Db } from '@/platform/db/database.ts';
import { printerUriFor } from '@/platform/ipp/printer-address.ts';
import type { Logger } from '@/platform/logger.ts';
import { guestPrintAccess, type GuestPrintAccess, type PrintActor } from './print-guest-access.ts';
import { toGuestPrintJob } from './print-job-views.ts';
import { deleteJob, findJobByKey, insertJobOnce, updateJob } from './print-jobs.repo.ts';
import type { PrintJobRow } from './print-jobs.table.ts';
import { hiddenByModeration, printable } from './print-moderation.ts';
import { checkPrintRequest } from './print-rules.ts';
import type { SheetLinks } from './print-sheet-links.ts';
import type { PrintSheets } from './print-sheets.port.ts';
import type { PrintDispatch } from './print-wakeups.ts';

export class PaymentRequired extends AppError {
  constructor(message = 'This print has to be paid for first: pay through the payment session of this picture and send its slug as paymentSession') {
    super('PAYMENT_REQUIRED', message);
  }
}

export interface PrintGuestService {
  /** POST /shoots/{id}/print: the job of this key (created: false when the key was known). */
  request(actor: PrintActor, shootId: string, body: PrintRequest): Promise<{ job: GuestPrintJob; created: boolean }>;
  /** GET /shoots/{id}/print/{jobKey}. */
  status(actor: PrintActor, shootId: string, jobKey: string): Promise<GuestPrintJob>;
  /** POST /shoots/{id}/print/{jobKey}/printed: an AirPrint job reached the device's print dialog. */
  printed(actor: PrintActor, shootId: string, jobKey: string): Promise<GuestPrintJob>;
}

export interface PrintGuestDeps {
  db: Db;
  now: () => Date;
  sheets: PrintSheets;
  links: SheetLinks;
  dispatch: PrintDispatch;
  /** The payments service's redeem (print paywall): consumes a paid session exactly once. */
  redeem: (actor: RedeemActor, slug: string) => Promise<unknown>;
  directSend: boolean;
  log: Logger;
}



/** The guest side of printing (issue 25): ask for a print once per key, see it, confirm an AirPrint. */
export function createPrintGuestService(deps: PrintGuestDeps): PrintGuestService {
  const { db, now } = deps;

  async function guestView(job: PrintJobRow, shoot: ShootRow): Promise<GuestPrintJob> {
    if (job.method !== 'airprint' || !printable(shoot)) return toGuestPrintJob(job, null);
    try {
      const sheet = await deps.sheets.sheetFor(shoot.id);
      return toGuestPrintJob(job, { url: await deps.links.urlFor(job.id), paper: sheet.paper });
    } catch (error) {
      // The booth asks again; the picture's QR code and e-mail still deliver it meanwhile.
      deps.log.warn({ err: error, jobId: job.id }, 'the print sheet could not be rendered');
      return toGuestPrintJob(job, null);
    }
  }

  /** The payment for a paywalled print, redeemed exactly once; any failure leaves no job behind. */
  async function redeemFor(job: PrintJobRow, access: GuestPrintAccess, actor: PrintActor, slug: string | undefined): Promise<void> {
    const session = slug ? await findSessionBySlug(db, slug) : undefined;
    if (!slug || !session || session.shootId !== access.shoot.id) {
      await deleteJob(db, job.id);
      throw new PaymentRequired();
    }
    try {
      await deps.redeem({ auth: null, boothSession: actor.boothSession, ...(access.kioskId ? { kioskCustomerId: access.event.customerId } : {}) }, slug);
    } catch (error) {
      await deleteJob(db, job.id);
      if (error instanceof Conflict || error instanceof NotFound) throw new PaymentRequired(`This payment cannot pay for the print: ${error.message}`);
      throw error;
    }
  }

  async function ownJob(actor: PrintActor, shootId: string, jobKey: string) {
    const access = await guestPrintAccess(db, actor, shootId);
    const job = await findJobByKey(db, shootId, jobKey);
    if (!job) throw new NotFound('No such print job');
    return { access, job };
  }

  return {
    async request(actor, shootId, body) {
      const access = await guestPrintAccess(db, actor, shootId);
      const { shoot, event } = access;
      const known = await findJobByKey(db, shoot.id, body.jobKey);
      if (known) return { job: await guestView(known, shoot), created: false };
      if (shoot.status === 'failed' || hiddenByModeration(shoot)) throw new Conflict('This picture cannot be printed');
      const settings = settingsOf(event);
      checkPrintRequest(settings, event.boothType, body, body.method === 'postal' ? await whiteLabelThemeOf(db, event.customerId) : null, shoot.locale);
      const paywall = settings.printPaywalled;
      const paywalled = paywall.enabled && paywall.price > 0;
      const address = body.method === 'printServer' ? body.printerAddress || settings.screens.sharing.printServer.defaultAddress || null : null;
      const printerUri = address ? printerUriFor(address) : null;
      const at = now();
      const ready: PrintJobState = 'queued';
      const { job, created } = await insertJobOnce(db, {
        id: randomUUID(),
        customerId: event.customerId,
        eventId: event.id,
        shootId: shoot.id,
        jobKey: body.jobKey,
        method: body.method,
        state: paywalled ? 'held' : ready,
        holdReason: paywalled ? 'payment' : null,
        copies: body.copies,
        automatic: body.automatic,
        directSend: body.method === 'printServer' && deps.directSend && printerUri !== null,
        printerAddress: address,
        printerUri,
        deviceId: access.kioskId,
        recipient: body.recipient ?? null,
        sender: body.sender ?? null,
        paymentSession: paywalled ? (body.paymentSession ?? null) : null,
        createdAt: at,
        updatedAt: at,
      });
      if (!created) return { job: await guestView(job, shoot), created };
      let released = job;
      if (paywalled) {
        await redeemFor(job, access, actor, body.paymentSession);
        released = (await updateJob(db, job.id, { state: ready, holdReason: null, updatedAt: now() }, ['held'])) ?? job;
      }
      await deps.dispatch.offered(released);
      return { job: await guestView(released, shoot), created };
    },

    async status(actor, shootId, jobKey) {
      const { access, job } = await ownJob(actor, shootId, jobKey);
      return guestView(job, access.shoot);
    },

    async printed(actor, shootId, jobKey) {
      const { access, job } = await ownJob(actor, shootId, jobKey);
      if (job.method !== 'airprint') throw new Conflict('Only an AirPrint job is printed by the device itself');
      if (job.state === 'done') return guestView(job, access.shoot);
      if (!printable(access.shoot)) throw new Conflict('This picture cannot be printed');
      const at = now();
      const done = await updateJob(db, job.id, { state: 'done', printedAt: at, updatedAt: at }, ['queued']);
      if (!done) {
        const current = await findJobByKey(db, shootId, jobKey);
        if (current?.state === 'done') return guestView(current, access.shoot);
        throw new Conflict(`This print job is ${current?.state ?? 'gone'} and cannot be marked printed`);
      }
      return guestView(done, access.shoot);
    },
  };
}
