import { createElement } from 'react';
import { screen, within } from '@testing-library/react';
import type { EventKioskDto } from '@booth/shared';
import { describe, expect, it } from 'vitest';
import { ArFilterChooser } from '@/guest/kiosk/ar/ar-filter-chooser';
import { renderKiosk } from '@/guest/kiosk/test/kiosk-fixture';
import { makeAsset } from '@/test/asset-fixtures';
import { makeEvent } from '@/test/event-fixtures';
import { previewEvent, toGuestAsset } from './preview-event';

const folder = (id: string) => `/api/files/assets/c1/${id.slice(0, 2)}/${id.slice(2, 4)}/${id}/`;
/** An AR filter as the organiser's asset list answers it: the ZIP, and the preview its check made. */
const party = makeAsset({ assetType: 'arFilter', mimetype: 'application/zip', orientation: 'square', originalname: 'party.zip', filePath: `${folder('7f1c6c8e-2b1d-4c55-9a7e-aaaaaaaaaaaa')}original.zip`, thumbnailPath: `${folder('7f1c6c8e-2b1d-4c55-9a7e-aaaaaaaaaaaa')}thumb.webp`, id: '7f1c6c8e-2b1d-4c55-9a7e-aaaaaaaaaaaa' });
const crown = makeAsset({ assetType: 'arFilter', mimetype: 'application/zip', orientation: 'square', originalname: 'crown.zip', filePath: `${folder('7f1c6c8e-2b1d-4c55-9a7e-bbbbbbbbbbbb')}original.zip`, thumbnailPath: `${folder('7f1c6c8e-2b1d-4c55-9a7e-bbbbbbbbbbbb')}thumb.webp`, id: '7f1c6c8e-2b1d-4c55-9a7e-bbbbbbbbbbbb' });
/** Stored before AR filters had manifests: no check, no preview, nothing a guest could load. */
const unchecked = makeAsset({ assetType: 'arFilter', mimetype: 'application/zip', orientation: null, thumbnailPath: null });
const overlay = makeAsset({ assetType: 'overlay' });

describe('toGuestAsset (the editor preview’s guest assets)', () => {
  it('gives a checked AR filter the manifest next to its ZIP, as the server’s guest view does', () => {
    expect(toGuestAsset(party)).toMatchObject({ id: party.id, assetType: 'arFilter', thumbSrc: party.thumbnailPath, arFilter: { manifestSrc: `${folder(party.id)}ar-filter.json` } });
  });

  it('gives no manifest to an AR filter without the check’s preview, nor to any other asset', () => {
    expect(toGuestAsset(unchecked)).not.toHaveProperty('arFilter');
    expect(toGuestAsset(overlay)).not.toHaveProperty('arFilter');
  });
});

describe('previewEvent with AR filters', () => {
  const event = makeEvent({ boothType: 'ipad', shutter: { photo: { enabled: true, arFilters: [party.id, crown.id, unchecked.id], allowChooseNoneArFilter: true } } });
  const pool = new Map([party, crown, unchecked, overlay].map((asset) => [asset.id, asset]));

  it('carries the campaign’s AR filters with their manifests', () => {
    const dto = previewEvent(event, {}, pool);
    const byId = new Map(dto?.assets.map((asset) => [asset.id, asset]));
    expect(byId.get(party.id)?.arFilter?.manifestSrc).toBe(`${folder(party.id)}ar-filter.json`);
    expect(byId.get(crown.id)?.arFilter?.manifestSrc).toBe(`${folder(crown.id)}ar-filter.json`);
    expect(byId.get(unchecked.id)?.arFilter).toBeUndefined();
    // Not referenced by the settings: not sent.
    expect(byId.has(overlay.id)).toBe(false);
  });

  it('lets the kiosk preview’s shutter offer the chooser: "none", then each checked filter by its preview picture', () => {
    const dto = previewEvent(event, {}, pool) as EventKioskDto;
    const mode = dto.shutter.photo;
    renderKiosk(createElement(ArFilterChooser, { filters: mode.arFilters, allowNone: mode.allowChooseNoneArFilter, value: party.id, onChange: () => undefined, label: 'Choose a filter' }), dto);
    const chooser = screen.getByTestId('ar-filter-chooser');
    const options = within(chooser).getAllByRole('radio');
    expect(options.map((option) => option.getAttribute('aria-label') ?? option.textContent)).toEqual(['None', 'Choose a filter 1', 'Choose a filter 2']);
    expect(within(screen.getByTestId(`ar-filter-${party.id}`)).getByRole('presentation', { hidden: true })).toHaveAttribute('src', party.thumbnailPath);
    expect(within(screen.getByTestId(`ar-filter-${crown.id}`)).getByRole('presentation', { hidden: true })).toHaveAttribute('src', crown.thumbnailPath);
    expect(screen.queryByTestId(`ar-filter-${unchecked.id}`)).toBeNull();
  });
});
