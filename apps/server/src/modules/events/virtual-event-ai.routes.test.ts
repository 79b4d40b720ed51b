import { randomUUID } from 'node:crypto';
import type { EventKioskDto, EventVirtualDto } from '@booth/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { aiBoothEvent, insertAiFilter, setAiBudget, setCredits } from '@/modules/shoots/shoot-ai.test-support.ts';
import { setShutter } from '@/modules/shoots/shoot-processing.test-support.ts';
import { signedInCustomer, type TestCustomer } from '@/test/assets.ts';
import { buildTestApp, type TestApp } from '@/test/test-app.ts';
import { call, createEvent } from './events.test-support.ts';

let t: TestApp;
let ada: TestCustomer;
let bob: TestCustomer;

beforeAll(async () => {
  t = await buildTestApp();
  ada = await signedInCustomer(t, 'ada-virtual-ai@example.com');
  bob = await signedInCustomer(t, 'bob-virtual-ai@example.com');
});
afterAll(async () => {
  await t?.close();
});

const virtual = (slug: string) => t.app.inject({ method: 'GET', url: `/api/events/${slug}/virtual` });

describe('the AI filters and their availability in the booth views', () => {
  it("lists the enabled AI modes' filters the owner may use, in order, with thumbnails and whether they are generative", async () => {
    const cartoon = await insertAiFilter(t, ada.id, { name: 'Cartoon', thumbnailKey: 'ai-filters/x/thumbnail.jpg' });
    const station = await insertAiFilter(t, ada.id, { name: 'Anime', provider: 'event_station', filterId: 'anime', useSeparateIds: true, maleFilterId: 'a', femaleFilterId: 'b' });
    const library = await insertAiFilter(t, bob.id, { name: 'Library', isPublic: true, filterType: 'library' });
    const foreign = await insertAiFilter(t, bob.id, { name: 'Private of another' });
    const unused = await insertAiFilter(t, ada.id, { name: 'Only in a disabled mode' });
    const event = await aiBoothEvent(t, ada, [station.id, cartoon.id]);
    await setShutter(t, event.id, (shutter) => {
      shutter.aifilter.aiFilters = [station.id, cartoon.id, library.id, foreign.id, randomUUID()];
      shutter.ai.aiFilters = [unused.id];
      shutter.ai.enabled = false;
    });
    // A change through the API drops the cached view (the settings above were written past it).
    expect((await call(t, ada, 'PUT', `/events/${event.id}`, { name: 'Changed' })).statusCode).toBe(200);

    const response = await virtual(event.slug);
    expect(response.statusCode, response.body).toBe(200);
    const dto = response.json<EventVirtualDto>();
    expect(dto.aiFilters).toEqual([
      { id: station.id, name: 'Anime', thumbnail: null, useSeparateIds: true, generative: true },
      { id: cartoon.id, name: 'Cartoon', thumbnail: `/api/aifilters/${cartoon.slug}/thumbnail?v=${cartoon.updatedAt.getTime()}`, useSeparateIds: false, generative: false },
      { id: library.id, name: 'Library', thumbnail: null, useSeparateIds: false, generative: false },
    ]);
    expect(dto.aiAvailability).toEqual({ available: true, reason: null });
    // Nothing of prompts or providers' settings reaches a guest.
    expect(response.body).not.toContain('anime');
    expect(response.body).not.toContain('positivePrompt');
  });

  it('says when the budget is spent, with its own entity tag, and takes it back when the organiser raises it', async () => {
    const filter = await insertAiFilter(t, ada.id);
    const event = await aiBoothEvent(t, ada, [filter.id]);
    await setAiBudget(t, event.id, 0);
    const spent = await virtual(event.slug);
    expect(spent.json<EventVirtualDto>().aiAvailability).toEqual({ available: false, reason: 'budget' });

    const raised = await call(t, ada, 'PUT', `/events/${event.id}`, { aiBudgetCredits: 50 });
    expect(raised.statusCode, raised.body).toBe(200);
    const open = await virtual(event.slug);
    expect(open.json<EventVirtualDto>().aiAvailability).toEqual({ available: true, reason: null });
    expect(open.headers.etag).not.toBe(spent.headers.etag);
    // The tag still answers 304 while nothing changed.
    const again = await t.app.inject({ method: 'GET', url: `/api/events/${event.slug}/virtual`, headers: { 'if-none-match': String(open.headers.etag) } });
    expect(again.statusCode).toBe(304);
  });

  it('says when the credits are spent, but never for a draft (test mode books nothing)', async () => {
    const cleo = await signedInCustomer(t, 'cleo-virtual-ai@example.com');
    const filter = await insertAiFilter(t, cleo.id);
    await setCredits(t, cleo.id, 0);
    const live = await aiBoothEvent(t, cleo, [filter.id]);
    expect((await virtual(live.slug)).json<EventVirtualDto>().aiAvailability).toEqual({ available: false, reason: 'credits' });
    const draft = await aiBoothEvent(t, cleo, [filter.id], { extra: { eventType: 'draft' } });
    expect((await virtual(draft.slug)).json<EventVirtualDto>().aiAvailability).toEqual({ available: true, reason: null });
  });

  it('gives the kiosk the same filters and availability', async () => {
    const filter = await insertAiFilter(t, ada.id, { name: 'Kiosk effect' });
    const kiosk = await createEvent(t, ada, { name: 'Kiosk AI', boothType: 'ipad', eventType: 'live', shutter: { aifilter: { enabled: true, aiFilters: [filter.id] } } } as never);
    await setAiBudget(t, kiosk.id, 0);
    const response = await t.app.inject({ method: 'GET', url: `/api/events/${kiosk.slug}/kiosk` });
    expect(response.statusCode, response.body).toBe(200);
    const dto = response.json<EventKioskDto>();
    expect(dto.aiFilters).toEqual([{ id: filter.id, name: 'Kiosk effect', thumbnail: null, useSeparateIds: false, generative: false }]);
    expect(dto.aiAvailability).toEqual({ available: false, reason: 'budget' });
  });
});
