import type { MessageBus } from '@/platform/bus/message-bus.ts';

/**
 * What changed about a campaign's pictures, as announced on the bus: new or changed pictures
 * (processed, approved, hidden, opted in) or removed ones. Receivers read the current rows themselves,
 * so a message carries ids only and a lost message is repaired by the next resume.
 */
export interface ShootChange {
  eventId: string;
  shootIds: string[];
  removed?: boolean;
}

/** Announces a change of pictures to every process's live feeds (gallery, dynamic gallery, moderation). */
export async function publishShootChange(bus: MessageBus, change: ShootChange): Promise<void> {
  // Implemented by the live module (issue 11): channel per campaign, JSON body.
  throw new Error(`publishShootChange not wired yet (${bus.kind}, ${change.eventId})`);
}
