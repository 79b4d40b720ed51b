import type { Shoot } from '@booth/shared';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { makeEvent } from '@/test/event-fixtures';
import { makeShoot } from '@/test/shoot-fixtures';
import { baseApi } from '@/test/fake-api';
import { renderApp } from '@/test/render-app';

const event = makeEvent({ name: 'Summer party', slug: 'summer-party', boothType: 'virtual', pictures: 2 });

function shoot(overrides: Partial<Shoot>): Shoot {
  return makeShoot(event.id, {
    slug: 'abc',
    filePath: 'shoots/x/main.jpg',
    thumbnailPath: 'shoots/x/thumb.webp',
    thumbnailSize: 100,
    width: 1536,
    height: 2048,
    micrositeUrl: 'http://localhost/m/abc',
    src: '/api/files/shoots/x/main.jpg',
    thumbSrc: '/api/files/shoots/x/thumb.webp',
    updatedAt: '2026-11-21T10:00:01.000Z',
    ...overrides,
  });
}

describe('campaign view: newest pictures', () => {
  it('shows ready pictures in the media viewer, processing ones as pending, and opens the lightbox', async () => {
    const ready = shoot({ slug: 'ready1' });
    const video = shoot({ slug: 'video1', kind: 'Video', mimetype: 'video/mp4', src: '/api/files/shoots/y/main.mp4', micrositeUrl: 'http://localhost/m/video1' });
    const pending = shoot({ slug: 'pend1', status: 'processing', src: null, thumbSrc: null, mimetype: null });
    const api = baseApi()
      .on('GET', '/api/events/summer-party', { body: event })
      .on('GET', '/api/events/summer-party/shoots', { body: { shoots: [pending, ready, video], total: 3, nextCursor: null } })
      .install();
    window.localStorage.setItem('signed-in', '1');
    renderApp('/en/events/summer-party');
    const section = await screen.findByTestId('event-newest-pictures');
    expect(await within(section).findByTestId('event-pictures-total')).toHaveTextContent('3 pictures');
    const tiles = within(section).getAllByTestId('event-picture');
    expect(tiles).toHaveLength(2);
    expect(within(section).getByTestId('event-picture-pending')).toHaveTextContent('Processing…');
    expect(section.querySelector('video')).toHaveAttribute('src', '/api/files/shoots/y/main.mp4');
    expect(api.calls('GET', '/api/events/summer-party/shoots')[0]?.query.get('limit')).toBe('12');

    await userEvent.setup().click(tiles[1]!);
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('2 / 2')).toBeInTheDocument();
    expect(within(dialog).getByRole('link', { name: /Open microsite/ })).toHaveAttribute('href', 'http://localhost/m/video1');
  });

  it('says so when there are no pictures yet, in German', async () => {
    baseApi()
      .on('GET', '/api/events/summer-party', { body: event })
      .on('GET', '/api/events/summer-party/shoots', { body: { shoots: [], total: 0, nextCursor: null } })
      .install();
    window.localStorage.setItem('signed-in', '1');
    renderApp('/events/summer-party');
    expect(await screen.findByTestId('event-pictures-empty')).toHaveTextContent('Noch keine Bilder');
  });
});
