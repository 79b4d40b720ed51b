import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { guestAsset } from '@/guest/booth/test/guest-fixture';
import { GuestProvider } from '@/guest/shared/guest-context';
import type { KioskDevice } from '@/guest/kiosk/device/device-state';
import { openKioskPage } from '@/guest/kiosk/device/open-page';
import { KioskProvider } from '@/guest/kiosk/kiosk-context';
import { makeKioskEvent } from '@/guest/kiosk/test/kiosk-fixture';
import type { EventKioskDto } from '@booth/shared';
import { AttentionScreen } from './attention-screen';

vi.mock('@/guest/kiosk/device/open-page', () => ({ openKioskPage: vi.fn() }));

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
  vi.mocked(openKioskPage).mockReset();
});

const device = (overrides: Partial<KioskDevice>): KioskDevice => ({ self: null, lastPingAt: null, blocked: null, switchTo: null, ...overrides });

function renderAttention(event: EventKioskDto, kioskDevice: KioskDevice, onStart = vi.fn()) {
  const ui = (value: KioskDevice) => (
    <KioskProvider event={event} onExit={() => undefined} device={value}>
      <GuestProvider event={event} locale="en" sessionToken="">
        <AttentionScreen onStart={onStart} starting={false} error="Server message" />
      </GuestProvider>
    </KioskProvider>
  );
  const view = render(ui(kioskDevice));
  return { onStart, update: (value: KioskDevice) => view.rerender(ui(value)) };
}

describe('the attention screen of a paired tablet', () => {
  it('shows the operator why it cannot start over the campaign’s background, without the tap prompt, and starts nothing', () => {
    const picture = guestAsset({ assetType: 'attentionScreenBackground', mimetype: 'image/jpeg' });
    const { onStart } = renderAttention(makeKioskEvent({ screens: { attention: { background: picture.id } } }, [picture]), device({ blocked: 'noLicence' }));
    expect(screen.getByTestId('attention-background')).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('This tablet cannot start guestsIt has no licence.');
    expect(screen.queryByTestId('attention-prompt')).toBeNull();
    expect(screen.queryByText('Server message')).toBeNull();
    fireEvent.click(screen.getByTestId('attention-screen'));
    fireEvent.click(screen.getByTestId('kiosk-device-blocked'));
    expect(onStart).not.toHaveBeenCalled();
  });

  it('opens another campaign from here, but not while a guest’s start delay runs', () => {
    const { onStart, update } = renderAttention(makeKioskEvent({ screens: { attention: { startDelaySeconds: 3 } } }), device({}));
    fireEvent.click(screen.getByTestId('attention-screen'));
    update(device({ switchTo: '/kiosk/winterball' }));
    expect(openKioskPage).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(3_000));
    expect(onStart).toHaveBeenCalledOnce();
    // This start leads nowhere (no flow around it): the attention screen is idle again, so now it switches.
    expect(openKioskPage).toHaveBeenCalledWith('/kiosk/winterball');
  });
});
