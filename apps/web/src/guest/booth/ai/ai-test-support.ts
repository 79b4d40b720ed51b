// Test helpers for the AI capture screens (imported only by test files).
import type { EventSettingsInput, EventVirtualDto, GuestAiFilter, ShootAiState, ShootStatusDto } from '@booth/shared';
import { makeVirtualEvent } from '@/guest/booth/test/guest-fixture';

export const CARTOON: GuestAiFilter = { id: '2b7c1d4e-1111-4111-8111-111111111111', name: 'Cartoon', thumbnail: '/api/files/ai/cartoon.webp', useSeparateIds: false, generative: false };
export const ASTRONAUT: GuestAiFilter = { id: '2b7c1d4e-2222-4222-8222-222222222222', name: 'Astronaut', thumbnail: null, useSeparateIds: true, generative: true };

/** A virtual campaign with AI filters as the server sends them, and the given AI availability. */
export function aiEvent(settings: EventSettingsInput, filters: GuestAiFilter[] = [CARTOON, ASTRONAUT], available = true): EventVirtualDto {
  return { ...makeVirtualEvent(settings), aiFilters: filters, aiAvailability: available ? { available: true, reason: null } : { available: false, reason: 'budget' } };
}

export const SHOOT_ID = '6f1c3c52-3f3a-4c34-9a9e-0d0f4a3f6d11';

/** A status answer of an AI picture. */
export function aiStatus(status: ShootStatusDto['status'], ai: Partial<ShootAiState> | null, extra: Partial<ShootStatusDto> = {}): ShootStatusDto {
  return {
    id: SHOOT_ID,
    slug: 'abc12345',
    status,
    src: status === 'ready' ? '/api/files/shoots/abc12345.jpg' : null,
    thumbSrc: null,
    mimetype: status === 'ready' ? 'image/jpeg' : null,
    display: null,
    ai: ai ? { state: 'queued', progress: 0, secondsLeft: null, failure: null, retriesLeft: 0, originalSrc: null, ...ai } : null,
    ...extra,
  };
}
