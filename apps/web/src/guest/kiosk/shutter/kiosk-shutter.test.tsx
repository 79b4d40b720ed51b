import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { guestAsset } from '@/guest/booth/test/guest-fixture';
import { makeKioskEvent, renderKiosk } from '@/guest/kiosk/test/kiosk-fixture';
import { KioskShutter } from './kiosk-shutter';

const handlers = () => ({ onCaptured: vi.fn(), onBusyChange: vi.fn() });

describe('the kiosk shutter screen', () => {
  it('puts the mode’s reference layer and alignment filter over the camera, turns the live view, and shows badge and exit button', () => {
    const reference = guestAsset({ assetType: 'referenceLayer', mimetype: 'image/png' });
    const alignment = guestAsset({ assetType: 'overlay', mimetype: 'image/png' });
    const event = makeKioskEvent(
      {
        dimension: '3:4',
        shutter: { photo: { enabled: true, referenceLayer: reference.id, alignmentFilter: alignment.id } },
        screens: { shutter: { imageRotationDegree: 90, badgeColor: '#ff0000', exitCampaignButton: true, buttonPosition: 'right' } },
      },
      [reference, alignment],
    );
    renderKiosk(<KioskShutter {...handlers()} />, event);
    const stage = screen.getByTestId('camera-preview').parentElement;
    expect(stage?.contains(screen.getByTestId('reference-layer'))).toBe(true);
    expect(screen.getByTestId('reference-layer')).toHaveAttribute('src', reference.src);
    expect(screen.getByTestId('alignment-filter')).toHaveAttribute('src', alignment.src);
    const shutter = screen.getByTestId('kiosk-shutter');
    expect(shutter).toHaveAttribute('data-rotation', '90');
    // A quarter turn of a 3:4 picture grows by 4:3 to fill it again.
    expect(Number(shutter.style.getPropertyValue('--kiosk-rotation-scale'))).toBeCloseTo(4 / 3);
    expect(screen.getByTestId('kiosk-badge')).toHaveTextContent('Boothwerk');
    expect(screen.getByTestId('kiosk-badge')).toHaveStyle({ color: 'rgb(255, 0, 0)' });
    expect(screen.getByTestId('kiosk-exit')).toHaveTextContent('Leave campaign');
    expect(screen.getByTestId('shutter').parentElement).toHaveAttribute('data-position', 'right');
  });

  it('offers the mode’s AR filters to choose, the first chosen, with "none" only when the campaign allows it', () => {
    const arFilter = { manifestSrc: '/api/files/ar-filter.json' };
    const glasses = guestAsset({ assetType: 'arFilter', mimetype: 'application/zip', arFilter });
    const hat = guestAsset({ assetType: 'arFilter', mimetype: 'application/zip', arFilter });
    const event = (allowNone: boolean) => makeKioskEvent({ shutter: { photo: { enabled: true, arFilters: [glasses.id, hat.id], allowChooseNoneArFilter: allowNone } } }, [glasses, hat]);
    const { unmount } = renderKiosk(<KioskShutter {...handlers()} />, event(false));
    expect(screen.getByTestId('ar-filter-chooser')).toHaveAccessibleName('Choose a filter');
    expect(screen.getByTestId(`ar-filter-${glasses.id}`)).toHaveAttribute('aria-checked', 'true');
    expect(screen.queryByTestId('ar-filter-none')).toBeNull();
    fireEvent.click(screen.getByTestId(`ar-filter-${hat.id}`));
    expect(screen.getByTestId(`ar-filter-${hat.id}`)).toHaveAttribute('aria-checked', 'true');
    unmount();
    renderKiosk(<KioskShutter {...handlers()} />, event(true));
    fireEvent.click(screen.getByTestId('ar-filter-none'));
    expect(screen.getByTestId('ar-filter-none')).toHaveAttribute('aria-checked', 'true');
  });

  it('shows the organiser’s own badge, or none when hidden; no exit button unless the campaign has it', () => {
    const badge = guestAsset({ assetType: 'badge', mimetype: 'image/png' });
    const { unmount } = renderKiosk(<KioskShutter {...handlers()} />, makeKioskEvent({ shutter: { photo: { enabled: true } }, screens: { shutter: { customBadge: badge.id } } }, [badge]));
    expect(screen.getByTestId('kiosk-badge').querySelector('img')).toHaveAttribute('src', badge.src);
    expect(screen.queryByTestId('kiosk-exit')).toBeNull();
    unmount();
    renderKiosk(<KioskShutter {...handlers()} />, makeKioskEvent({ shutter: { photo: { enabled: true } }, screens: { shutter: { hideBadge: true } } }));
    expect(screen.queryByTestId('kiosk-badge')).toBeNull();
  });

  it('without a camera offers the shutter screen’s avatar instead (vbAvatar), and loads it as the picture', async () => {
    const avatar = guestAsset({ assetType: 'vbAvatar', mimetype: 'image/png', src: '/files/avatar.png' });
    vi.spyOn(globalThis, 'fetch').mockResolvedValue({ ok: true, blob: async () => new Blob(['png'], { type: 'image/png' }) } as Response);
    const onCaptured = vi.fn();
    renderKiosk(<KioskShutter onCaptured={onCaptured} onBusyChange={vi.fn()} />, makeKioskEvent({ shutter: { photo: { enabled: true } }, screens: { shutter: { vbAvatar: avatar.id } } }, [avatar]));
    // jsdom has no camera: the booth's "no video" notice with the avatar.
    expect(screen.getByTestId('popup-no-video')).toBeInTheDocument();
    fireEvent.click(screen.getByTestId('skip-to-avatar'));
    await waitFor(() => expect(globalThis.fetch).toHaveBeenCalledWith('/files/avatar.png'));
  });
});
