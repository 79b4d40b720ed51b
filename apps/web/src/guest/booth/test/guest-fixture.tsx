import { toVirtualEventDto, type EventSettingsInput, type EventVirtualDto, type GuestAsset, type Locale } from '@booth/shared';
import { render, type RenderResult } from '@testing-library/react';
import type { ReactElement } from 'react';
import type { CapturedMedia } from '@/guest/booth/capture/captured-media';
import { GuestProvider, type BoothExtras } from '@/guest/shared/guest-context';
import { makeEvent } from '@/test/event-fixtures';

/** A campaign as GET /events/{slug}/virtual answers it: every default, the given settings, and assets. */
export function makeVirtualEvent(settings: EventSettingsInput = {}, assets: GuestAsset[] = []): EventVirtualDto {
  return { ...toVirtualEventDto(makeEvent({ boothType: 'virtual', ...settings })), assets };
}

let assetCounter = 0;

export function guestAsset(overrides: Partial<GuestAsset> = {}): GuestAsset {
  assetCounter += 1;
  const id = `10000000-0000-4000-8000-${String(assetCounter).padStart(12, '0')}`;
  return {
    id,
    assetType: 'overlay',
    mimetype: 'image/png',
    src: `/files/assets/${id}.png`,
    thumbSrc: `/files/assets/${id}-thumb.png`,
    width: 900,
    height: 1200,
    photoAreas: [],
    family: null,
    ...overrides,
  };
}

export function renderGuest(ui: ReactElement, event: EventVirtualDto, locale: Locale = 'en', sessionToken = 'session-1', extras?: BoothExtras): RenderResult {
  return render(
    <GuestProvider event={event} locale={locale} sessionToken={sessionToken} extras={extras}>
      {ui}
    </GuestProvider>,
  );
}

/** A captured photo as the flow holds it, with the fields a test cares about overridable. */
export function photoCapture(overrides: Partial<CapturedMedia> = {}): CapturedMedia {
  return {
    id: '6f1c3c52-3f3a-4c34-9a9e-0d0f4a3f6d11',
    kind: 'photo',
    frames: [new Blob(['x'], { type: 'image/jpeg' })],
    video: null,
    backgroundId: null,
    overlayId: null,
    backgroundApplied: false,
    faceCount: null,
    preview: { url: 'blob:preview', mimetype: 'image/jpeg' },
    frameUrls: [],
    ...overrides,
  };
}
