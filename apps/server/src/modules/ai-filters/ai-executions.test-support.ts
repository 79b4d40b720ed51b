import { aiProviderOptionsSchema, type AiProviderName, type EventSettings } from '@booth/shared';
import { randomUUID } from 'node:crypto';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { bookCredits } from '@/modules/admin/credits.repo.ts';
import { customers } from '@/modules/customers/customers.table.ts';
import { events } from '@/modules/events/events.table.ts';
import type { AiImageProvider, AiProviders, AiRunInput, AiRunResult } from '@/platform/ai/ai-provider.ts';
import type { JobItem } from '@/platform/jobs/types.ts';
import type { TestApp } from '@/test/test-app.ts';
import { aiFilters, type AiFilterRow, type NewAiFilterRow } from './ai-filters.table.ts';

/** A filter row of the customer (a local pop-art effect unless told otherwise). */
export async function insertFilter(t: TestApp, customerId: string, values: Partial<NewAiFilterRow> = {}): Promise<AiFilterRow> {
  const at = new Date();
  const [row] = await t.runtime.database.db
    .insert(aiFilters)
    .values({
      customerId,
      slug: `filter-${randomUUID().slice(0, 8)}`,
      name: 'Pop art',
      filterId: 'popart',
      filterType: 'self_prompted',
      provider: 'local',
      providerOptions: aiProviderOptionsSchema.parse({}),
      prompt: { positivePrompt: 'bright pop art', negativePrompt: '' },
      createdAt: at,
      updatedAt: at,
      ...values,
    })
    .returning();
  if (!row) throw new Error('filter not inserted');
  return row;
}

/** Meters the customer's AI use and grants it `credits` through the ledger. */
export async function meter(t: TestApp, customerId: string, credits: number): Promise<void> {
  const db = t.runtime.database.db;
  await db.update(customers).set({ creditConsumption: true }).where(eq(customers.id, customerId));
  if (credits > 0) await bookCredits(db, { customerId, kind: 'grant', amount: credits, actorId: null, at: new Date() });
}

export async function balanceOf(t: TestApp, customerId: string): Promise<number> {
  const [row] = await t.runtime.database.db.select({ balance: customers.creditBalance }).from(customers).where(eq(customers.id, customerId));
  return row?.balance ?? Number.NaN;
}

/** Sets a campaign's AI budget (null: none) and the filters its AI modes offer. */
export async function setCampaignAi(t: TestApp, eventId: string, ai: { budget: number | null; filters?: string[] }): Promise<void> {
  const db = t.runtime.database.db;
  const [row] = await db.select().from(events).where(eq(events.id, eventId));
  if (!row) throw new Error('campaign missing');
  const settings = row.settings as EventSettings;
  const filters = ai.filters ?? [];
  await db
    .update(events)
    .set({
      settings: {
        ...row.settings,
        aiBudgetCredits: ai.budget,
        shutter: { ...settings.shutter, ai: { ...settings.shutter.ai, aiFilters: filters }, aifilter: { ...settings.shutter.aifilter, aiFilters: filters } },
      },
    })
    .where(eq(events.id, eventId));
}

/** A photo with some structure (an effect visibly changes it), as JPEG. */
export function photo(width = 320, height = 240): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><rect width="100%" height="100%" fill="#3a7bd5"/><circle cx="${width / 2}" cy="${height / 2}" r="${height / 3}" fill="#f2c94c"/><rect x="10" y="10" width="${width / 4}" height="${height / 4}" fill="#eb5757"/></svg>`;
  return sharp(Buffer.from(svg)).jpeg().toBuffer();
}

/** A queue that records what was queued instead of running it. */
export function recordingQueue(): { items: JobItem[]; queue: (item: JobItem) => Promise<string> } {
  const items: JobItem[] = [];
  return {
    items,
    async queue(item) {
      items.push(item);
      return randomUUID();
    },
  };
}

/** A provider answering with the photo turned negative, written into the work folder. */
export async function negative(input: AiRunInput): Promise<AiRunResult> {
  const path = join(input.workdir, 'result.png');
  await sharp(input.image.path).negate({ alpha: false }).png().toFile(path);
  return { image: { path, mimetype: 'image/png' }, pin: { provider: 'local', model: 'negative@1', version: '1', parameters: { filterId: input.filterId } } };
}

export interface FakeProvider {
  run: (input: AiRunInput) => Promise<AiRunResult>;
  creditsPerRun?: number;
  configured?: boolean;
}

/** A registry whose every provider runs `run` (tests of the engine without a provider's HTTP). */
export function fakeProviders(fake: FakeProvider, timeoutMs = 2_000): AiProviders {
  const image = (name: AiProviderName): AiImageProvider => ({
    name,
    configured: fake.configured ?? true,
    generative: name !== 'local',
    creditsPerRun: fake.creditsPerRun ?? 1,
    effects: [],
    pinFor: (filterId) => ({ provider: name, model: `${name}-model`, version: '', parameters: { filterId } }),
    run: (input) => fake.run(input),
  });
  const all = (['event_station', 'openai', 'local'] as const).map(image);
  return {
    image,
    all: () => all,
    enhancer: () => {
      throw new Error('not in these tests');
    },
    backgroundRemover: () => {
      throw new Error('not in these tests');
    },
    timeoutMs,
  };
}
