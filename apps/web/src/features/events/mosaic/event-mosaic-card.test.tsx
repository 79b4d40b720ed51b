import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makeEvent } from '@/test/event-fixtures';
import { baseApi, testUser } from '@/test/fake-api';
import { renderApp } from '@/test/render-app';

const withMosaic = makeEvent({ name: 'Summer party', slug: 'summer-party', boothType: 'virtual', screens: { presentation: { mosaic: { enabled: true, resolution: '4K' } } } });
const withoutMosaic = makeEvent({ name: 'Winter gala', slug: 'winter-gala', boothType: 'virtual' });
const gold = { ...testUser, plan: { name: 'Gold', level: 20, products: ['booth'] } };

const status = {
  enabled: true,
  planAllows: true,
  grid: { width: 3840, height: 2160, cellSize: 80, columns: 48, rows: 27 },
  generation: 2,
  startedAt: null,
  pictures: 40,
  statics: 0,
  fillers: 0,
  waiting: 0,
  hasTarget: true,
  wallUrl: '/mosaic/summer-party',
};

function pageApi(event: typeof withMosaic, user: object) {
  return baseApi()
    .on('GET', '/api/auth/user', { body: user })
    .on('GET', `/api/events/${event.slug}`, { body: event })
    .on('GET', `/api/events/${event.slug}/shoots`, { body: { shoots: [], total: 0, nextCursor: null } })
    .on('GET', `/api/events/${event.slug}/mosaic/status`, { body: status });
}

describe('the mosaic wall on the campaign page', () => {
  it('is there for a Gold organiser with the mosaic on, its download in the mosaic\'s resolution', async () => {
    pageApi(withMosaic, gold).install();
    window.localStorage.setItem('signed-in', '1');
    renderApp('/en/events/summer-party');
    const panel = await screen.findByTestId('mosaic-panel');
    expect(await within(panel).findByTestId('mosaic-status-placed')).toHaveTextContent('40 / 1,296');
    expect(within(panel).getByTestId('mosaic-export-resolution')).toHaveValue('4K (3840 × 2160)');
    expect(within(panel).getByTestId('mosaic-open-wall')).toHaveAttribute('href', '/en/mosaic/summer-party');
  });

  it('is not there with the mosaic off, nor below Gold', async () => {
    const off = pageApi(withoutMosaic, gold).install();
    window.localStorage.setItem('signed-in', '1');
    const first = renderApp('/events/winter-gala');
    await screen.findByTestId('event-title');
    expect(screen.queryByTestId('mosaic-panel')).toBeNull();
    expect(off.calls('GET', '/api/events/winter-gala/mosaic/status')).toHaveLength(0);
    first.unmount();

    const silver = pageApi(withMosaic, { ...testUser, plan: { name: 'Silver', level: 10, products: ['booth'] } }).install();
    renderApp('/events/summer-party');
    await screen.findByTestId('event-title');
    await waitFor(() => expect(silver.calls('GET', '/api/auth/user').length).toBeGreaterThan(0));
    expect(screen.queryByTestId('mosaic-panel')).toBeNull();
    expect(silver.calls('GET', '/api/events/summer-party/mosaic/status')).toHaveLength(0);
  });
});
