import type { AiFilter, AiFilterBodyInput } from '@booth/shared';
import { expect } from 'vitest';
import { call, customerOn } from '@/modules/events/events.test-support.ts';
import { makeAdmin, type TestCustomer } from '@/test/assets.ts';
import type { TestApp } from '@/test/test-app.ts';

/** A self-prompted filter on the local provider: runs on any machine, no keys, no network. */
export function selfPrompted(overrides: Partial<AiFilterBodyInput> & { slug?: string } = {}): AiFilterBodyInput & { slug?: string } {
  return { name: 'Bleistift', provider: 'local', filterType: 'self_prompted', prompt: { positivePrompt: 'pencil sketch portrait', negativePrompt: 'blurry' }, ...overrides };
}

/** A library-type filter running one local effect by its id. */
export function effectFilter(effect: string, overrides: Partial<AiFilterBodyInput> & { slug?: string } = {}): AiFilterBodyInput & { slug?: string } {
  return { name: `Effect ${effect}`, provider: 'local', filterType: 'library', filterId: effect, ...overrides };
}

export async function createFilter(t: TestApp, customer: TestCustomer, body: AiFilterBodyInput & { slug?: string }): Promise<AiFilter> {
  const response = await call(t, customer, 'POST', '/aifilters', body);
  expect(response.statusCode, response.body).toBe(201);
  return response.json<AiFilter>();
}

/** The catalogue tests' cast: two customers on Gold and an admin. */
export async function catalogueCast(t: TestApp): Promise<{ ada: TestCustomer; bob: TestCustomer; admin: TestCustomer }> {
  const ada = await customerOn(t, 'ada@example.com', 'Gold');
  const bob = await customerOn(t, 'bob@example.com', 'Gold');
  const admin = await customerOn(t, 'root@example.com', 'Gold');
  await makeAdmin(t, admin);
  return { ada, bob, admin };
}
