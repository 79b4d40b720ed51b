// Test support for AI pictures: filters as the studio stores them, campaigns offering them, guests' uploads.
import { randomUUID } from 'node:crypto';
import { BOOTH_SESSION_HEADER, type Event, type ShootStatusDto } from '@booth/shared';
import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { aiExecutions, aiFilters, type AiExecutionRow, type AiFilterRow, type NewAiFilterRow } from '@/modules/ai-filters/ai-filters.table.ts';
import { customers } from '@/modules/customers/customers.table.ts';
import { events } from '@/modules/events/events.table.ts';
import type { TestCustomer } from '@/test/assets.ts';
import type { TestApp } from '@/test/test-app.ts';
import { boothEvent, fields, file, postShoot } from './shoots.test-support.ts';

/** A filter as the studio saves it; by default the customer's own local "cartoon" effect. */
export async function insertAiFilter(t: TestApp, customerId: string, values: Partial<NewAiFilterRow> = {}): Promise<AiFilterRow> {
  const id = randomUUID();
  const at = new Date();
  const [row] = await t.runtime.database.db
    .insert(aiFilters)
    .values({
      id,
      customerId,
      slug: `filter-${id.slice(0, 8)}`,
      name: `Filter ${id.slice(0, 4)}`,
      filterId: 'cartoon',
      filterType: 'self_prompted',
      provider: 'local',
      providerOptions: { ratio: 'portrait', captureMode: 5, workflow: 163, model: '', seed: null, strength: 0.8 },
      prompt: { positivePrompt: '', negativePrompt: '' },
      createdAt: at,
      updatedAt: at,
      ...values,
    })
    .returning();
  if (!row) throw new Error('no filter');
  return row;
}

/** A live virtual booth whose `aifilter` (and, with `ai`, `ai`) mode offers these filters. */
export async function aiBoothEvent(t: TestApp, customer: TestCustomer, filterIds: string[], options: { ai?: string[]; photo?: boolean; extra?: Record<string, unknown> } = {}): Promise<Event> {
  return boothEvent(
    t,
    customer,
    {
      aifilter: { enabled: true, aiFilters: filterIds },
      ...(options.ai ? { ai: { enabled: true, aiFilters: options.ai } } : {}),
      ...(options.photo ? { photo: { enabled: true } } : {}),
    },
    options.extra,
  );
}

/** Uploads one AI capture; answers the response. */
export function postAiShoot(t: TestApp, slug: string, token: string, photo: Buffer, values: { id?: string; kind?: 'ai' | 'aifilter'; aiFilterId?: string; aiVariant?: string; overlayId?: string }, signedIn?: TestCustomer) {
  return postShoot(t, slug, token, [...fields({ id: values.id ?? randomUUID(), kind: values.kind ?? 'aifilter', aiFilterId: values.aiFilterId, aiVariant: values.aiVariant, overlayId: values.overlayId }), file(photo)], signedIn);
}

/** Runs queued jobs until none are left (processing queues the execution, the execution completes the picture). */
export async function settle(t: TestApp): Promise<void> {
  for (let round = 0; round < 10; round++) if ((await t.drainJobs()) === 0) return;
  throw new Error('jobs kept coming');
}

export async function executionsOf(t: TestApp, shootId: string): Promise<AiExecutionRow[]> {
  return t.runtime.database.db.select().from(aiExecutions).where(eq(aiExecutions.shootId, shootId));
}

/** The guest's status poll, by the session that took the picture. */
export async function statusOf(t: TestApp, slug: string, token: string, shootId: string): Promise<ShootStatusDto> {
  const response = await t.app.inject({ method: 'GET', url: `/api/events/${slug}/shoots/${shootId}/status`, headers: { [BOOTH_SESSION_HEADER]: token } });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<ShootStatusDto>();
}

export function retry(t: TestApp, slug: string, token: string, shootId: string) {
  return t.app.inject({ method: 'POST', url: `/api/events/${slug}/shoots/${shootId}/ai/retry`, headers: { [BOOTH_SESSION_HEADER]: token } });
}

/** The campaign's AI budget (credits), as the editor stores it. */
export async function setAiBudget(t: TestApp, eventId: string, budget: number | null): Promise<void> {
  const db = t.runtime.database.db;
  const [row] = await db.select({ settings: events.settings }).from(events).where(eq(events.id, eventId));
  if (!row) throw new Error('no event');
  await db.update(events).set({ settings: { ...row.settings, aiBudgetCredits: budget } }).where(eq(events.id, eventId));
}

/** A metered customer with this many credits. */
export async function setCredits(t: TestApp, customerId: string, balance: number): Promise<void> {
  await t.runtime.database.db.update(customers).set({ creditConsumption: true, creditBalance: balance }).where(eq(customers.id, customerId));
}
