import { type ModerationPage, type Shoot, moderationStateOf } from '@booth/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { makeEvent } from '@/test/event-fixtures';
import { makeShoot } from '@/test/shoot-fixtures';
import { apiError, baseApi, type FakeApi, type FakeRequest } from '@/test/fake-api';
import { stubEventSource } from '@/test/fake-event-source';
import { renderApp } from '@/test/render-app';

const eventId = '00000000-0000-4000-8000-0000000000e1';
const campaign = { id: eventId, slug: 'summer-party', name: 'Summer party', autoPublic: false, galleryOptIn: false };
const STREAM = '/api/events/summer-party/moderation/stream';
const SHOOTS = '/api/events/summer-party/moderation/shoots';
const DECISIONS = '/api/events/summer-party/moderation/decisions';

function shoot(overrides: Partial<Shoot> = {}): Shoot {
  // Newest first: each new picture is a minute later than the one before.
  return makeShoot(eventId, (_, number) => {
    const at = new Date(Date.UTC(2026, 10, 21, 10, number)).toISOString();
    return { createdAt: at, updatedAt: at, ...overrides };
  });
}

/** The server's side: the campaign's pictures, answered by state and kind, newest first. */
function moderationApi(pictures: Shoot[], options: { event?: Partial<typeof campaign>; decision?: (request: FakeRequest) => { status?: number; body?: unknown } } = {}): FakeApi {
  const event = { ...campaign, ...options.event };
  return baseApi()
    .on('GET', SHOOTS, (request) => {
      const state = request.query.get('state');
      const kinds = request.query.get('kind')?.split(',') ?? [];
      const limit = Number(request.query.get('limit') ?? 30);
      const matching = pictures
        .filter((item) => (!state || moderationStateOf(item) === state) && (kinds.length === 0 || kinds.includes(item.kind)))
        .sort((a, b) => b.createdAt.localeCompare(a.createdAt));
      const counts = { pending: 0, approved: 0, hidden: 0 };
      for (const item of pictures) counts[moderationStateOf(item)] += 1;
      const body: ModerationPage = { shoots: matching.slice(0, limit), nextCursor: null, counts, event };
      return { body };
    })
    .on('POST', DECISIONS, (request) => {
      if (options.decision) return options.decision(request);
      const { shootIDs, decision } = request.body as { shootIDs: string[]; decision: 'approve' | 'hide' };
      for (const item of pictures) {
        if (shootIDs.includes(item.id)) Object.assign(item, { isPublic: decision === 'approve', moderatedAt: '2026-11-21T12:00:00.000Z' });
      }
      return { body: { decision, count: shootIDs.length } };
    })
    .on('PATCH', `/api/events/${eventId}`, (request) => {
      Object.assign(event, request.body);
      return { body: makeEvent({ id: eventId, slug: event.slug, name: event.name, ...(request.body as object) }) };
    })
    .install();
}

function asOrganiser(path = '/en/events/summer-party/moderation') {
  window.localStorage.setItem('signed-in', '1');
  return renderApp(path);
}

const tiles = () => screen.getAllByTestId('moderation-tile');
const tileOf = (item: Shoot) => screen.getByTestId('moderation-grid').querySelector<HTMLElement>(`[data-shoot-id="${item.id}"]`);

describe('moderation queue', () => {
  it('shows the pending pictures newest first with the counts of every state, and filters by state and kind', async () => {
    stubEventSource();
    const older = shoot();
    const video = shoot({ kind: 'Video', mimetype: 'video/mp4', src: '/api/files/v.mp4' });
    const approved = shoot({ isPublic: true, moderatedAt: '2026-11-21T11:00:00.000Z' });
    const hidden = shoot({ moderatedAt: '2026-11-21T11:00:00.000Z' });
    const api = moderationApi([older, video, approved, hidden]);
    asOrganiser();

    await waitFor(() => expect(tiles()).toHaveLength(2));
    expect(tiles()[0]).toHaveAttribute('data-shoot-id', video.id);
    expect(screen.getByTestId('moderation-count-pending')).toHaveTextContent('2');
    expect(screen.getByTestId('moderation-count-approved')).toHaveTextContent('1');
    expect(screen.getByTestId('moderation-count-hidden')).toHaveTextContent('1');
    expect(screen.getByTestId('moderation-count-all')).toHaveTextContent('4');
    expect(within(tiles()[0]!).getByTestId('moderation-state')).toHaveTextContent('Pending');
    // The organiser's page: the campaign's tabs, with moderation among them.
    expect(screen.getByTestId('event-nav-moderation')).toHaveAttribute('data-active', 'true');

    const user = userEvent.setup();
    await user.click(screen.getByTestId('moderation-tab-approved'));
    await waitFor(() => expect(tiles()).toHaveLength(1));
    expect(tiles()[0]).toHaveAttribute('data-shoot-id', approved.id);
    expect(within(tiles()[0]!).getByTestId('moderation-state')).toHaveTextContent('Approved');
    expect(api.calls('GET', SHOOTS).at(-1)?.query.get('state')).toBe('approved');

    await user.click(screen.getByTestId('moderation-tab-all'));
    await waitFor(() => expect(tiles()).toHaveLength(4));
    expect(api.calls('GET', SHOOTS).at(-1)?.query.get('state')).toBeNull();

    await user.click(screen.getByTestId('moderation-filter-kind'));
    await user.click(await screen.findByRole('option', { name: 'Video', hidden: true }));
    await waitFor(() => expect(tiles()).toHaveLength(1));
    expect(api.calls('GET', SHOOTS).at(-1)?.query.get('kind')).toBe('Video');

    await user.click(screen.getByTestId('moderation-tab-hidden'));
    expect(await screen.findByTestId('moderation-empty')).toHaveTextContent('No picture of the chosen kinds');
  });

  it('approves and hides one picture by its buttons: at once on screen, counts following', async () => {
    stubEventSource();
    const first = shoot();
    const second = shoot();
    const api = moderationApi([first, second]);
    asOrganiser();
    await waitFor(() => expect(tiles()).toHaveLength(2));
    const user = userEvent.setup();

    await user.click(within(tileOf(second)!).getByTestId('moderation-tile-approve'));
    await waitFor(() => expect(tiles()).toHaveLength(1));
    expect(api.calls('POST', DECISIONS)[0]?.body).toEqual({ shootIDs: [second.id], decision: 'approve' });
    await waitFor(() => expect(screen.getByTestId('moderation-count-approved')).toHaveTextContent('1'));
    expect(screen.getByTestId('moderation-count-pending')).toHaveTextContent('1');

    await user.click(within(tileOf(first)!).getByTestId('moderation-tile-hide'));
    expect(await screen.findByTestId('moderation-empty')).toHaveTextContent('Nothing waiting');
    expect(api.calls('POST', DECISIONS)[1]?.body).toEqual({ shootIDs: [first.id], decision: 'hide' });
    await waitFor(() => expect(screen.getByTestId('moderation-count-hidden')).toHaveTextContent('1'));
  });

  it('puts a picture back and says so when the server refuses the decision', async () => {
    stubEventSource();
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const only = shoot();
    moderationApi([only], { decision: () => apiError(500, 'INTERNAL') });
    asOrganiser();
    await waitFor(() => expect(tiles()).toHaveLength(1));
    await userEvent.setup().click(within(tiles()[0]!).getByTestId('moderation-tile-approve'));
    expect(await screen.findByText('The decision could not be saved')).toBeInTheDocument();
    await waitFor(() => expect(tiles()).toHaveLength(1));
    expect(within(tiles()[0]!).getByTestId('moderation-state')).toHaveTextContent('Pending');
    expect(screen.getByTestId('moderation-count-pending')).toHaveTextContent('1');
  });

  it('works by keyboard: J/K and arrows move, A approves, H hides, Space selects, Enter opens the large view', async () => {
    stubEventSource();
    const a = shoot();
    const b = shoot({ userFeedback: { comment: 'Best night ever', galleryOptIn: true, personal: { firstname: 'Grace' }, survey: [{ itemId: 's1', question: 'Favourite drink?', answers: ['Tea'] }] } });
    const c = shoot();
    const d = shoot();
    const api = moderationApi([a, b, c, d]);
    asOrganiser();
    await waitFor(() => expect(tiles()).toHaveLength(4));
    // Newest first: d, c, b, a.
    expect(tiles().map((tile) => tile.getAttribute('data-shoot-id'))).toEqual([d.id, c.id, b.id, a.id]);
    const user = userEvent.setup();

    tiles()[0]!.focus();
    await user.keyboard('j');
    expect(tileOf(c)).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(tileOf(b)).toHaveFocus();
    await user.keyboard('k');
    expect(tileOf(c)).toHaveFocus();

    await user.keyboard('a');
    await waitFor(() => expect(tileOf(c)).toBeNull());
    expect(api.calls('POST', DECISIONS)[0]?.body).toEqual({ shootIDs: [c.id], decision: 'approve' });
    // The picture left the pending list; the focus is on the one that followed it.
    await waitFor(() => expect(tileOf(b)).toHaveFocus());

    await user.keyboard(' ');
    expect(tileOf(b)).toHaveAttribute('data-selected', 'true');
    expect(screen.getByTestId('moderation-selected')).toHaveTextContent('1 selected');
    await user.keyboard(' ');
    expect(tileOf(b)).not.toHaveAttribute('data-selected');

    await user.keyboard('{Enter}');
    expect(await screen.findByTestId('moderation-details-comment')).toHaveTextContent('Best night ever');
    const viewer = screen.getByTestId('moderation-viewer');
    expect(within(viewer).getByText('Favourite drink?')).toBeInTheDocument();
    expect(within(viewer).getByText('Grace')).toBeInTheDocument();
    expect(within(viewer).getByTestId('moderation-details-opt-in')).toHaveTextContent('Yes');
    expect(within(viewer).getByTestId('moderation-viewer-counter')).toHaveTextContent('2 / 3');

    // H in the large view hides this one and moves on to the next.
    await user.keyboard('h');
    await waitFor(() => expect(api.calls('POST', DECISIONS)[1]?.body).toEqual({ shootIDs: [b.id], decision: 'hide' }));
    await waitFor(() => expect(within(screen.getByTestId('moderation-viewer')).getByTestId('moderation-viewer-counter')).toHaveTextContent('2 / 2'));
    await user.click(within(screen.getByTestId('moderation-viewer')).getByTestId('moderation-viewer-approve'));
    await waitFor(() => expect(api.calls('POST', DECISIONS)[2]?.body).toEqual({ shootIDs: [a.id], decision: 'approve' }));
  });

  it('approves or hides many at once: select all on the page, then the bulk button', async () => {
    stubEventSource();
    const pictures = [shoot(), shoot(), shoot()];
    const api = moderationApi(pictures);
    asOrganiser();
    await waitFor(() => expect(tiles()).toHaveLength(3));
    const user = userEvent.setup();

    await user.click(within(tiles()[0]!).getByTestId('moderation-tile-select'));
    expect(screen.getByTestId('moderation-selected')).toHaveTextContent('1 selected');
    await user.click(screen.getByTestId('moderation-select-all'));
    expect(screen.getByTestId('moderation-selected')).toHaveTextContent('3 selected');
    await user.click(screen.getByTestId('moderation-bulk-hide'));

    expect(await screen.findByText('3 pictures hidden.')).toBeInTheDocument();
    const body = api.calls('POST', DECISIONS)[0]?.body as { shootIDs: string[]; decision: string };
    expect(body.decision).toBe('hide');
    expect([...body.shootIDs].sort()).toEqual(pictures.map((item) => item.id).sort());
    expect(await screen.findByTestId('moderation-empty')).toBeInTheDocument();
    expect(screen.getByTestId('moderation-selected')).toHaveTextContent('0 selected');
  });

  it('takes new pictures, changes and removals from the live feed', async () => {
    const sources = stubEventSource();
    const existing = shoot();
    const pictures = [existing];
    moderationApi(pictures);
    asOrganiser();
    await waitFor(() => expect(tiles()).toHaveLength(1));
    const feed = sources.feed(STREAM);
    expect(feed).toBeDefined();
    feed!.open();
    expect(screen.getByTestId('moderation-live')).toHaveTextContent('Live');

    const arrived = shoot();
    pictures.push(arrived);
    feed!.send('shoot', arrived);
    await waitFor(() => expect(tiles()).toHaveLength(2));
    expect(tiles()[0]).toHaveAttribute('data-shoot-id', arrived.id);
    await waitFor(() => expect(screen.getByTestId('moderation-count-pending')).toHaveTextContent('2'));

    // Another moderator approved it: it leaves the pending list.
    Object.assign(arrived, { isPublic: true, moderatedAt: '2026-11-21T12:00:00.000Z' });
    feed!.send('shoot', { ...arrived });
    await waitFor(() => expect(tiles()).toHaveLength(1));
    await waitFor(() => expect(screen.getByTestId('moderation-count-approved')).toHaveTextContent('1'));

    // A new picture that starts approved (autoPublic) does not belong in the pending list.
    const approvedAtOnce = shoot({ isPublic: true, moderatedAt: null });
    feed!.send('shoot', approvedAtOnce);
    expect(tiles()).toHaveLength(1);

    // A deleted picture disappears.
    pictures.splice(pictures.indexOf(existing), 1);
    feed!.send('remove', { id: existing.id });
    expect(await screen.findByTestId('moderation-empty')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('moderation-count-pending')).toHaveTextContent('0'));
  });

  it('lets the organiser switch autoPublic and explains the gallery opt-in', async () => {
    stubEventSource();
    const api = moderationApi([], { event: { galleryOptIn: true } });
    asOrganiser('/events/summer-party/moderation');
    const toggle = await screen.findByTestId('moderation-auto-public');
    expect(screen.getByText('Neue Bilder sofort zeigen')).toBeInTheDocument();
    expect(screen.getByTestId('moderation-opt-in-hint')).toHaveTextContent('nur freigegebene Bilder');
    expect(screen.getByTestId('moderation-empty')).toHaveTextContent('Nichts zu prüfen');
    await userEvent.setup().click(toggle);
    await waitFor(() => expect(api.calls('PATCH', `/api/events/${eventId}`)[0]?.body).toEqual({ autoPublic: true }));
    expect(toggle).toBeChecked();
  });
});

describe('moderation for a moderator', () => {
  const me = { id: '00000000-0000-4000-8000-0000000000a1', email: 'mo@example.com', eventSlug: 'summer-party', eventName: 'Summer party' };

  it('shows the queue in a layout with no menu, with the campaign, the address and a sign-out', async () => {
    stubEventSource();
    const api = moderationApi([shoot()]).on('GET', '/api/auth/moderation/me', { body: me }).on('DELETE', '/api/auth/moderation/logout', { status: 204 });
    document.cookie = 'moderationEvent=summer-party; path=/';
    const { router } = renderApp('/en');
    await waitFor(() => expect(router.state.location.pathname).toBe('/en/events/summer-party/moderation'));
    await waitFor(() => expect(tiles()).toHaveLength(1));
    expect(screen.getByTestId('moderator-layout')).toBeInTheDocument();
    expect(screen.getByTestId('moderator-campaign')).toHaveTextContent('Summer party');
    expect(screen.getByTestId('moderator-signed-in-email')).toHaveTextContent('mo@example.com');
    expect(screen.queryByTestId('account-menu')).toBeNull();
    expect(screen.queryByTestId('event-nav')).toBeNull();
    expect(screen.queryByTestId('moderation-auto-public')).toBeNull();
    expect(screen.getByTestId('moderation-title')).toHaveTextContent('Summer party');

    // Any organiser page leads back here.
    await router.navigate('/en/dashboard');
    await waitFor(() => expect(router.state.location.pathname).toBe('/en/events/summer-party/moderation'));

    await userEvent.setup().click(screen.getByTestId('moderator-sign-out'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/en/events/summer-party/moderation/login'));
    expect(api.calls('DELETE', '/api/auth/moderation/logout')).toHaveLength(1);
  });

  it('sends a moderator whose session ended to the moderation login', async () => {
    stubEventSource();
    vi.spyOn(console, 'error').mockImplementation(() => {});
    baseApi()
      .on('GET', '/api/auth/moderation/me', { body: me })
      .on('GET', SHOOTS, apiError(401, 'UNAUTHENTICATED'))
      .install();
    document.cookie = 'moderationEvent=summer-party; path=/';
    const { router } = renderApp('/events/summer-party/moderation');
    await waitFor(() => expect(router.state.location.pathname).toBe('/events/summer-party/moderation/login'));
    expect(await screen.findByTestId('moderation-login-email')).toBeInTheDocument();
  });
});
