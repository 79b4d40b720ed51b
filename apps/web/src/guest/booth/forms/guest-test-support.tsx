// Test helpers for the guest components (imported only by *.test.tsx files).
import { eventSettingsSchema, eventVirtualDtoSchema, type EventVirtualDto, type GuestAsset, type Locale } from '@booth/shared';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { GuestProvider } from '@/guest/shared/guest-context';

export const TEST_EVENT_ID = '3f1c6c3e-1111-4111-8111-111111111111';

/** A virtual event as GET /events/{slug}/virtual answers it, with the given settings. */
export function guestEvent(settings: Record<string, unknown> = {}, assets: GuestAsset[] = []): EventVirtualDto {
  const parsed = eventSettingsSchema.parse({ boothType: 'virtual', ...settings });
  return eventVirtualDtoSchema.parse({ ...parsed, id: TEST_EVENT_ID, slug: 'party', name: 'Party', active: true, imageCutoutEnabled: false, assets });
}

export function renderGuest(ui: ReactNode, options: { event?: EventVirtualDto; locale?: Locale; sessionToken?: string } = {}) {
  const event = options.event ?? guestEvent();
  return render(
    <GuestProvider event={event} locale={options.locale ?? 'en'} sessionToken={options.sessionToken ?? 'session-token'}>
      {ui}
    </GuestProvider>,
  );
}
