import type { Shoot } from '@booth/shared';
import { screen, waitFor, within } from '@testing-library/react';
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

describe('campaign view: publishing', () => {
  function openDraft(overrides: Parameters<typeof makeEvent>[0] = {}) {
    const draft = makeEvent({ name: 'Gala', slug: 'gala', boothType: 'virtual', ...overrides });
    let current = draft;
    const api = baseApi()
      .on('GET', '/api/events/gala', () => ({ body: current }))
      .on('GET', '/api/events/gala/shoots', {
        body: { shoots: [shoot({ slug: 'test1', isTest: true }), shoot({ slug: 'real1', id: crypto.randomUUID() })], total: 2, nextCursor: null },
      })
      .on('PUT', `/api/events/${draft.id}`, (request) => {
        current = { ...current, ...(request.body as object) };
        return { body: current };
      })
      .install();
    window.localStorage.setItem('signed-in', '1');
    return { api, draft, user: userEvent.setup() };
  }

  it('shows a draft with its test mode, publishes in one click with a toast, and goes back to draft', async () => {
    const { api, draft, user } = openDraft();
    renderApp('/events/gala');
    const status = await screen.findByTestId('event-status');
    expect(status).toHaveAttribute('data-status', 'draft');
    expect(status).toHaveTextContent('Entwurf');
    expect(screen.getByTestId('event-status-text')).toHaveTextContent('Nur Sie können die Fotobox testen; Testbilder werden markiert und nicht exportiert.');
    expect(screen.getByTestId('booth-link')).toHaveTextContent('Scannen Sie den QR-Code mit dem Handy');
    expect(await screen.findByTestId('booth-qr')).toHaveAttribute('src', expect.stringMatching(/^data:image\/png/));
    expect(screen.getByTestId('booth-copy')).toBeInTheDocument();

    await user.click(screen.getByTestId('event-publish'));
    await waitFor(() => expect(screen.getByTestId('event-status')).toHaveAttribute('data-status', 'live'));
    expect(api.calls('PUT', `/api/events/${draft.id}`).map((call) => call.body)).toEqual([{ eventType: 'live' }]);
    expect(await screen.findByText('Die Kampagne ist jetzt live.')).toBeInTheDocument();
    expect(screen.queryByTestId('event-publish')).not.toBeInTheDocument();

    await user.click(screen.getByTestId('event-unpublish'));
    await waitFor(() => expect(screen.getByTestId('event-status')).toHaveAttribute('data-status', 'draft'));
    expect(api.calls('PUT', `/api/events/${draft.id}`).map((call) => call.body)).toEqual([{ eventType: 'live' }, { eventType: 'draft' }]);
  });

  it('asks a locked campaign for its password before publishing', async () => {
    const { api, draft, user } = openDraft({ locked: true });
    renderApp('/en/events/gala');
    await user.click(await screen.findByTestId('event-publish'));
    const dialog = await screen.findByTestId('event-publish-unlock');
    expect(api.calls('PUT', `/api/events/${draft.id}`)).toHaveLength(0);
    await user.type(within(dialog).getByTestId('event-publish-unlock-password'), 'secret1');
    await user.click(within(dialog).getByTestId('event-publish-unlock-submit'));
    await waitFor(() => expect(api.calls('PUT', `/api/events/${draft.id}`)).toHaveLength(1));
    expect(api.calls('PUT', `/api/events/${draft.id}`)[0]?.headers.get('X-Event-Password')).toBe('secret1');
  });

  it('marks test pictures with a Test badge', async () => {
    openDraft();
    renderApp('/en/events/gala');
    const section = await screen.findByTestId('event-newest-pictures');
    const tiles = await within(section).findAllByTestId('event-picture');
    expect(tiles).toHaveLength(2);
    expect(within(tiles[0]!).getByTestId('test-badge')).toHaveTextContent('Test');
    expect(within(tiles[1]!).queryByTestId('test-badge')).not.toBeInTheDocument();
  });
});
