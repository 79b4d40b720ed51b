import { toKioskEventDto, type EventKioskDto, type EventSettingsInput, type GuestAsset, type Locale } from '@booth/shared';
import { render, type RenderResult } from '@testing-library/react';
import type { ReactElement } from 'react';
import { GuestProvider, type BoothExtras } from '@/guest/shared/guest-context';
import { KioskProvider } from '@/guest/kiosk/kiosk-context';
import { makeEvent } from '@/test/event-fixtures';

/** A campaign as GET /events/{slug}/kiosk answers it: every default, the given settings, and assets. */
export function makeKioskEvent(settings: EventSettingsInput = {}, assets: GuestAsset[] = [], exitSecret = false): EventKioskDto {
  return { ...toKioskEventDto(makeEvent({ boothType: 'ipad', ...settings }), exitSecret), assets };
}

/** Renders kiosk screens inside both contexts the kiosk provides. */
export function renderKiosk(ui: ReactElement, event: EventKioskDto, options: { locale?: Locale; onExit?: () => void; extras?: BoothExtras } = {}): RenderResult {
  return render(
    <KioskProvider event={event} onExit={options.onExit ?? (() => undefined)}>
      <GuestProvider event={event} locale={options.locale ?? 'en'} sessionToken="session-1" extras={options.extras}>
        {ui}
      </GuestProvider>
    </KioskProvider>,
  );
}
