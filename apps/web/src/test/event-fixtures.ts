import { type EventDto, type EventListItem, type EventSettingsInput, eventDtoSchema, eventListItemSchema } from '@booth/shared';

let counter = 0;

/** A whole campaign as GET /events/{slug} answers it: every default of the model, plus overrides. */
export function makeEvent(overrides: Partial<Omit<EventDto, keyof EventSettingsInput>> & EventSettingsInput & { name?: string; slug?: string } = {}): EventDto {
  counter += 1;
  const id = `00000000-0000-4000-8000-${String(counter).padStart(12, '0')}`;
  return eventDtoSchema.parse({
    id,
    name: `Campaign ${counter}`,
    slug: `campaign-${counter}`,
    createdAt: '2026-05-01T10:00:00.000Z',
    updatedAt: '2026-05-02T12:30:00.000Z',
    ...overrides,
  });
}

export function listItem(event: EventDto): EventListItem {
  return eventListItemSchema.parse(event);
}

export function eventPage(events: EventDto[]) {
  return { resolved: false, events: events.map(listItem), total: events.length, nextCursor: null };
}
