import { renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useCameraRoll } from './camera-roll';

const clicked: Array<{ href: string; download: string }> = [];

afterEach(() => {
  clicked.length = 0;
  vi.restoreAllMocks();
});

function watchDownloads() {
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    clicked.push({ href: this.getAttribute('href') ?? '', download: this.download });
  });
}

const preview = { url: 'blob:local-picture', mimetype: 'image/jpeg' };
const final = { url: '/api/files/shoots/x/main.jpg', mimetype: 'image/jpeg' };
const base = { eventSlug: 'sommerfest', shootSlug: 'abcd1234', kind: 'photo' as const, preview };

describe('the tablet keeps its own copy (storage flag camera roll)', () => {
  it("saves the server's final picture once it is there, once", () => {
    watchDownloads();
    const { rerender } = renderHook((props: { final: typeof final | null }) => useCameraRoll({ ...base, enabled: true, queued: false, final: props.final }), { initialProps: { final: null as typeof final | null } });
    expect(clicked).toEqual([]);
    rerender({ final });
    rerender({ final: { ...final } });
    expect(clicked).toEqual([{ href: final.url, download: 'sommerfest-abcd1234.jpg' }]);
  });

  it('saves a picture still waiting on the tablet as the tablet made it, without waiting for the network', () => {
    watchDownloads();
    renderHook(() => useCameraRoll({ ...base, enabled: true, queued: true, final: null }));
    expect(clicked).toEqual([{ href: preview.url, download: 'sommerfest-abcd1234.jpg' }]);
  });

  it('saves nothing when the flag is off', () => {
    watchDownloads();
    renderHook(() => useCameraRoll({ ...base, enabled: false, queued: true, final }));
    expect(clicked).toEqual([]);
  });
});
