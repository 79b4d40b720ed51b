import type { AiVariant } from '@booth/shared';
import { randomUUID } from 'node:crypto';
import { Conflict, Invalid, NotFound } from '@/errors.ts';
import { settingsOf } from '@/modules/events/event-views.ts';
import type { EventRow } from '@/modules/events/events.table.ts';
import type { AiProviders } from '@/platform/ai/ai-provider.ts';
import type { Db } from '@/platform/db/database.ts';
import { isUniqueViolation } from '@/platform/db/errors.ts';
import type { JobQueue } from '@/platform/jobs/queue.ts';
import type { Logger } from '@/platform/logger.ts';
import { budgetMailId, budgetMailLink, creditsMailId, queueAiBudgetMail } from './ai-budget-mail.ts';
import { AiUnavailable, chargeExecution, failAndRefund } from './ai-credits.ts';
import { campaignAiSpent, latestTopUpId, lockCampaign, lockCustomerCredits } from './ai-credits.repo.ts';
import { findExecutionForJob, insertExecution, providersOfFilters } from './ai-executions.repo.ts';
import type { AiExecutionPurpose, AiExecutionRow, AiFilterRow } from './ai-filters.table.ts';

export interface AiStartRequest {
  customerId: string;
  filter: AiFilterRow;
  /** The guest's choice for a filter with separate male and female ids (required then). */
  variant?: AiVariant | null;
  eventId: string | null;
  shootId: string | null;
  purpose: AiExecutionPurpose;
  /** The picture to run on, already in the file store. */
  input: { key: string; mimetype: string };
  /** Drafts, test links: runs, but books nothing and counts against no budget. */
  isTest: boolean;
  /**
   * The id to give the execution (its input was stored under it first, or it is fixed per shoot and
   * attempt); a new one otherwise. Starting an id that exists answers that execution and books nothing.
   */
  id?: string;
}

export interface StartDeps {
  db: Db;
  jobs: JobQueue;
  providers: AiProviders;
  now: () => Date;
  log: Logger;
  publicUrl: string;
}

/** What a start booked, for the mail when it spent the last. */
interface Booked {
  row: AiExecutionRow;
  event: EventRow | undefined;
  budget: number | null;
  /** What the campaign's budget has left after this start (null without a budget). */
  budgetLeft: number | null;
  /** The metered customer's balance after this start (null when nothing was booked). */
  balance: number | null;
}

/** The cheapest run of the campaign's AI filters: below it, its AI modes cannot run. 1 when it offers none. */
export async function cheapestRun(db: Db, providers: AiProviders, event: EventRow): Promise<number> {
  const shutter = settingsOf(event).shutter;
  const ids = [...new Set([...shutter.ai.aiFilters, ...shutter.aifilter.aiFilters])];
  const costs = (await providersOfFilters(db, event.customerId, ids)).map((name) => providers.image(name).creditsPerRun);
  return costs.length > 0 ? Math.min(...costs) : 1;
}

/** Outside a campaign (the studio) the credits are spent when no configured provider can run on them. */
function cheapestConfigured(providers: AiProviders): number {
  const costs = providers
    .all()
    .filter((provider) => provider.configured)
    .map((provider) => provider.creditsPerRun);
  return costs.length > 0 ? Math.min(...costs) : 1;
}

/**
 * Checks and books in one transaction. The campaign's row is locked before the customer's (every start
 * takes them in this order, so two never deadlock), so concurrent starts take turns and none sees a
 * budget or a balance another is about to spend: neither ever goes below zero.
 */
function book(deps: StartDeps, request: AiStartRequest, id: string, cost: number, at: Date): Promise<Booked> {
  const { filter } = request;
  const provider = deps.providers.image(filter.provider);
  return deps.db.transaction(async (tx) => {
    const event = request.eventId ? await lockCampaign(tx, request.customerId, request.eventId) : undefined;
    if (request.eventId && !event) throw new NotFound('Campaign not found');
    const customer = await lockCustomerCredits(tx, request.customerId);
    if (!customer) throw new NotFound('Customer not found');
    const budget = event ? settingsOf(event).aiBudgetCredits : null;
    let budgetLeft: number | null = null;
    if (!request.isTest && event && budget !== null) {
      const spent = await campaignAiSpent(tx, event.id);
      if (spent + cost > budget) throw new AiUnavailable('budget');
      budgetLeft = budget - spent - cost;
    }
    const metered = !request.isTest && customer.creditConsumption;
    if (metered && customer.creditBalance < cost) throw new AiUnavailable('credits');
    const row = await insertExecution(tx, {
      id,
      customerId: request.customerId,
      filterId: filter.id,
      filterSlug: filter.slug,
      promptId: filter.activePromptId,
      eventId: request.eventId,
      shootId: request.shootId,
      purpose: request.purpose,
      variant: filter.useSeparateIds ? (request.variant ?? null) : null,
      status: 'queued',
      provider: filter.provider,
      pin: filter.pin ?? provider.pinFor(filter.filterId, filter.prompt, filter.providerOptions),
      // Recorded for every real run (the campaign's budget counts it); booked in the ledger only when metered.
      credits: cost,
      isTest: request.isTest,
      inputKey: request.input.key,
      inputMimetype: request.input.mimetype,
      createdAt: at,
    });
    const balance = metered && cost > 0 ? await chargeExecution(tx, { customerId: request.customerId, executionId: id, eventId: request.eventId, cost, at }) : null;
    return { row, event, budget, budgetLeft, balance };
  });
}

/** After the start that spent the last of the budget or the credits, the organiser is told (once: the message id says what ran out). */
async function tellWhenSpent(deps: StartDeps, customerId: string, cost: number, booked: Booked): Promise<void> {
  const { event, budget } = booked;
  const threshold = event ? await cheapestRun(deps.db, deps.providers, event) : cheapestConfigured(deps.providers);
  const crossed = (left: number | null) => left !== null && threshold > 0 && left < threshold && left + cost >= threshold;
  const eventId = event?.id ?? null;
  const slug = event?.slug ?? null;
  if (event && budget !== null && crossed(booked.budgetLeft)) {
    await queueAiBudgetMail(deps.jobs, {
      messageId: budgetMailId(event.id, budget),
      reason: 'budget',
      customerId,
      eventId,
      budget,
      link: budgetMailLink(deps.publicUrl, 'budget', slug),
    });
  }
  if (crossed(booked.balance)) {
    await queueAiBudgetMail(deps.jobs, {
      messageId: creditsMailId(customerId, await latestTopUpId(deps.db, customerId)),
      reason: 'credits',
      customerId,
      eventId,
      budget: null,
      link: budgetMailLink(deps.publicUrl, 'credits', slug),
    });
  }
}

/** A start of an id that exists: that execution, its job queued again in case a crash lost it (a waiting one absorbs it). */
async function restarted(deps: StartDeps, customerId: string, id: string): Promise<AiExecutionRow | undefined> {
  const existing = await findExecutionForJob(deps.db, id);
  if (!existing) return undefined;
  if (existing.customerId !== customerId) throw new Conflict('This execution id is taken');
  if (existing.status === 'queued') await deps.jobs.queue({ name: 'ai_execute', data: { executionId: existing.id, eventId: existing.eventId } });
  return existing;
}

/**
 * Starts an execution: checks and books (see `book`), queues `ai_execute`, and mails the organiser
 * when this start spent the last of the budget or the credits. Throws AiUnavailable when they are
 * spent or the provider is not set up here.
 */
export async function startExecution(deps: StartDeps, request: AiStartRequest): Promise<AiExecutionRow> {
  const { filter } = request;
  const provider = deps.providers.image(filter.provider);
  if (!provider.configured) throw new AiUnavailable('unconfigured');
  if (filter.useSeparateIds && !request.variant) {
    throw new Invalid('variant: this filter has separate ids; choose male or female', [{ path: 'variant', message: 'Required: male or female' }]);
  }
  if (request.id) {
    const existing = await restarted(deps, request.customerId, request.id);
    if (existing) return existing;
  }
  const id = request.id ?? randomUUID();
  const cost = request.isTest ? 0 : provider.creditsPerRun;
  let booked: Booked;
  try {
    booked = await book(deps, request, id, cost, deps.now());
  } catch (error) {
    // Two starts of one id at once: the second's booking rolled back, and it answers the first's.
    const existing = request.id && isUniqueViolation(error) ? await restarted(deps, request.customerId, request.id) : undefined;
    if (existing) return existing;
    throw error;
  }
  try {
    await deps.jobs.queue({ name: 'ai_execute', data: { executionId: id, eventId: request.eventId } });
  } catch (error) {
    // Never charged for a run that cannot happen; the caller sees the fault.
    await failAndRefund(deps.db, id, 'provider', deps.now()).catch((cleanup: unknown) => deps.log.error({ err: cleanup, executionId: id }, 'could not fail an AI execution whose job was not queued'));
    throw error;
  }
  if (!request.isTest) {
    await tellWhenSpent(deps, request.customerId, cost, booked).catch((error: unknown) => deps.log.error({ err: error, executionId: id }, 'could not queue the mail that AI credits ran out'));
  }
  return booked.row;
}
