import type { DesignSettings } from '../design-settings.ts';
import type { DesignSystem } from '../design-system.ts';

/** The error of applying a design system to an unknown event (campaigns §5, §8). */
export function eventNotFoundMessage(id: string): string {
  return `Event with ID ${id} not found`;
}

interface DesignTarget {
  id: string;
  designSettings: DesignSettings;
}

/** The event a design system is applied to: from the list, else the current event; throws the §8 error. */
export function findEventForDesignSystem<E extends { id: string }>(
  id: string,
  events: readonly E[],
  current?: E | null,
): E {
  const found = events.find((event) => event.id === id) ?? (current?.id === id ? current : undefined);
  if (!found) throw new Error(eventNotFoundMessage(id));
  return found;
}

/** A copy of the event with the design system applied and the event's design switched on. */
export function applyDesignSystem<E extends DesignTarget>(
  id: string,
  designSystem: DesignSystem,
  { events, current }: { events: readonly E[]; current?: E | null },
): E {
  const event = findEventForDesignSystem(id, events, current);
  return { ...event, designSettings: { ...event.designSettings, enabled: true, designSystem } };
}
