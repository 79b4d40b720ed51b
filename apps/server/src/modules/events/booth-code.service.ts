import type { OrganiserCode } from '@booth/shared';
import { z } from 'zod';
import { AppError } from '@/errors.ts';
import type { VirtualEventService } from './virtual-event.service.ts';

export interface BoothCodeService {
  /** The organiser code of an active event's virtual booth; null for unknown or archived events. */
  code(slug: string): Promise<OrganiserCode | null>;
}

// The three settings, read out of the cached guest view (already validated when it was stored).
const cachedCodeSchema = z.object({
  virtualSettings: z.object({ customJs: z.string(), analyticsId: z.string(), tagManagerId: z.string() }),
});

/** Reads the cached guest view (cleared on every change of the event), so the frame costs no query. */
export function createBoothCodeService(deps: { virtualEvents: VirtualEventService }): BoothCodeService {
  return {
    async code(slug) {
      try {
        const { body } = await deps.virtualEvents.get(slug);
        return cachedCodeSchema.parse(JSON.parse(body.toString('utf8'))).virtualSettings;
      } catch (error) {
        if (error instanceof AppError && error.code === 'NOT_FOUND') return null;
        throw error;
      }
    },
  };
}
