import type { MessageBus } from '@/platform/bus/message-bus.ts';

/*
 * A wall's changes on the bus: a message says only that the wall of `eventId` changed (or was reset);
 * every process's stream reads the placements after the seq it last sent, so a lost message is repaired
 * by the next one or by a client's resume.
 */

export function mosaicChannel(eventId: string): string {
  return `mosaic:${eventId.toLowerCase()}`;
}

/** Announces that a wall's placements changed (after the change committed). Never throws. */
export async function publishMosaicChange(bus: MessageBus, eventId: string): Promise<void> {
  await bus.publish(mosaicChannel(eventId), 'changed').catch(() => undefined);
}

export function subscribeMosaicChanges(bus: MessageBus, eventId: string, listener: () => void): Promise<() => Promise<void>> {
  return bus.subscribe(mosaicChannel(eventId), () => listener());
}
