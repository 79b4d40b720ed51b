import type { Dashboard, DashboardShoot } from '@booth/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { templateList } from '@/features/events/components/template-fixtures';
import { eventPage, makeEvent } from '@/test/event-fixtures';
import { baseApi, testUser } from '@/test/fake-api';
import { makeShoot } from '@/test/shoot-fixtures';
import { renderApp } from '@/test/render-app';

const summer = { id: '0b6a3a43-9a55-4d0c-a7f5-5b3c7c1d2e01', name: 'Summer party', slug: 'summer-party' };

function shoot(overrides: Partial<DashboardShoot>): DashboardShoot {
  return {
    id: crypto.randomUUID(),
    slug: 'abc',
    kind: 'Photo',
    status: 'ready',
    mimetype: 'image/jpeg',
    src: '/api/files/shoots/x/main.jpg',
    thumbSrc: '/api/files/shoots/x/thumb.webp',
    micrositeUrl: 'http://localhost/m/abc',
    createdAt: '2026-11-21T10:00:00.000Z',
    event: summer,
    ...overrides,
  };
}

const busy: Dashboard = {
  recent: {
    events: [
      { ...summer, boothType: 'virtual', archived: false, pictures: 1234, picturesAllTime: 1240, picturesDeleted: 6, lastPictureAt: '2026-11-21T10:00:00.000Z', updatedAt: '2026-11-20T10:00:00.000Z' },
      { id: '0b6a3a43-9a55-4d0c-a7f5-5b3c7c1d2e02', name: 'Old fair', slug: 'old-fair', boothType: 'ipad', archived: true, pictures: 0, picturesAllTime: 0, picturesDeleted: 0, lastPictureAt: null, updatedAt: '2026-10-01T10:00:00.000Z' },
    ],
    shoots: [shoot({ slug: 'first', micrositeUrl: 'http://localhost/m/first' }), shoot({ slug: 'clip', kind: 'Video', mimetype: 'video/mp4', src: '/api/files/shoots/y/main.mp4' })],
  },
  statistics: { campaigns: 2, activeCampaigns: 1, pictures: 1234, picturesThisMonth: 56, micrositeViews: 7890, storageBytes: 1_234_567 },
  customer: { email: testUser.email, plan: 'Free', role: 'trial', admin: false },
};

const empty: Dashboard = {
  recent: { events: [], shoots: [] },
  statistics: { campaigns: 0, activeCampaigns: 0, pictures: 0, picturesThisMonth: 0, micrositeViews: 0, storageBytes: 0 },
  customer: { email: testUser.email, plan: 'Free', role: 'trial', admin: false },
};

const liveEvent = makeEvent({ name: 'Summer party', slug: 'summer-party', eventType: 'live' });

function open(dashboard: Dashboard, path = '/en/dashboard', user: typeof testUser & { firstName?: string; name?: string } = testUser) {
  baseApi()
    .on('GET', '/api/auth/user', { body: user })
    .on('GET', '/api/auth/dashboard', { body: dashboard })
    .on('GET', '/api/event-templates', { body: templateList })
    .on('GET', '/api/events', { body: eventPage([liveEvent]) })
    .install();
  window.localStorage.setItem('signed-in', '1');
  return renderApp(path);
}

describe('dashboard', () => {
  it('shows the statistics cards counting up to the exact numbers, bytes in base-1000 units', async () => {
    open(busy);
    expect(await screen.findByTestId('dashboard-greeting', {}, { timeout: 5000 })).toHaveTextContent(testUser.email);
    const expected = { campaigns: '2', activeCampaigns: '1', pictures: '1,234', picturesThisMonth: '56', micrositeViews: '7,890', storageBytes: '1.23 MB' };
    for (const [key, text] of Object.entries(expected)) {
      await waitFor(() => expect(screen.getByTestId(`dashboard-stat-${key}-value`)).toHaveTextContent(new RegExp(`^${text.replace('.', '\\.')}$`)), { timeout: 3000 });
    }
    expect(screen.getByTestId('dashboard-stat-storageBytes')).toHaveTextContent('Storage used');
    expect(screen.queryByTestId('dashboard-first-steps')).not.toBeInTheDocument();
  });

  it('lists recent campaigns as links and the newest pictures, which open in the lightbox', async () => {
    const user = userEvent.setup();
    open(busy);
    const recent = await screen.findByTestId('dashboard-recent-events');
    const links = within(recent).getAllByTestId('dashboard-recent-event');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Summer party', '/en/events/summer-party'],
      ['Old fair', '/en/events/old-fair'],
    ]);
    expect(recent).toHaveTextContent('1234 pictures');
    expect(recent).toHaveTextContent('Archived');

    const pictures = screen.getByTestId('dashboard-recent-shoots');
    const tiles = within(pictures).getAllByTestId('dashboard-recent-shoot');
    expect(tiles).toHaveLength(2);
    expect(tiles[0]?.querySelector('img')).toHaveAttribute('src', '/api/files/shoots/x/thumb.webp');
    expect(tiles[1]?.querySelector('video')).toHaveAttribute('src', '/api/files/shoots/y/main.mp4');
    await user.click(tiles[0] as HTMLElement);
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('1 / 2')).toBeInTheDocument();
    expect(within(dialog).getByRole('link', { name: /Open microsite/ })).toHaveAttribute('href', 'http://localhost/m/first');
    await user.keyboard('{ArrowRight}');
    expect(within(dialog).getByText('2 / 2')).toBeInTheDocument();
  });

  it('hides the statistics cards under the white-label theme (cheddar)', async () => {
    open(busy, '/en/dashboard', { ...testUser, plan: { name: 'Free', level: null, products: ['cheddar'] } });
    expect(await screen.findByTestId('dashboard-recent-events')).toBeInTheDocument();
    expect(screen.queryByTestId(/^dashboard-stat-/)).not.toBeInTheDocument();
  });

  it('leads a new account through the first run: template cards to the create form, later steps waiting (German)', async () => {
    const user = userEvent.setup();
    const { router } = open(empty, '/dashboard', { ...testUser, firstName: 'Anna', name: 'Berg' });
    expect(await screen.findByTestId('dashboard-greeting', {}, { timeout: 5000 })).toHaveTextContent('Hallo, Anna');
    const firstRun = await screen.findByTestId('first-run');
    expect(firstRun).toHaveTextContent('In drei Schritten zu Ihrer ersten Fotobox');
    expect(within(firstRun).getByTestId('first-run-step-create')).toHaveAttribute('data-done', 'false');
    expect(within(firstRun).getByTestId('first-run-step-test')).toHaveAttribute('data-done', 'false');
    expect(within(firstRun).getByTestId('first-run-step-share')).toHaveAttribute('data-done', 'false');
    const wedding = await within(firstRun).findByTestId('first-run-template-wedding');
    expect(wedding).toHaveAttribute('href', '/events/new?template=wedding');
    expect(wedding).toHaveTextContent('Hochzeit');
    expect(within(firstRun).getByTestId('first-run-template-blank')).toHaveAttribute('href', '/events/new');
    expect(screen.queryByTestId('dashboard-recent-events')).not.toBeInTheDocument();
    expect(screen.queryByTestId('dashboard-recent-shoots')).not.toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('dashboard-stat-campaigns-value')).toHaveTextContent('0'));
    await user.click(within(firstRun).getByTestId('first-run-template-tradeFair'));
    await waitFor(() => expect(router.state.location.search).toBe('?template=tradeFair'));
    expect(await screen.findByTestId('template-card-tradeFair', {}, { timeout: 5000 })).toHaveAttribute('aria-checked', 'true');
  });

  it('ticks off creating and testing, offers publishing, and leaves the first run once the campaign is live', async () => {
    const user = userEvent.setup();
    const draft = makeEvent({ name: 'Summer party', slug: 'summer-party', boothType: 'virtual' });
    let current = draft;
    const one: Dashboard = { ...busy, statistics: { ...busy.statistics, campaigns: 1, activeCampaigns: 1 } };
    const api = baseApi()
      .on('GET', '/api/auth/dashboard', { body: one })
      .on('GET', '/api/event-templates', { body: templateList })
      .on('GET', '/api/events', () => ({ body: eventPage([current]) }))
      .on('GET', '/api/events/summer-party/shoots', { body: { shoots: [makeShoot(draft.id, { isTest: true })], total: 1, nextCursor: null } })
      .on('PUT', `/api/events/${draft.id}`, (request) => {
        current = { ...current, ...(request.body as object) };
        return { body: current };
      })
      .install();
    window.localStorage.setItem('signed-in', '1');
    renderApp('/en/dashboard');
    const firstRun = await screen.findByTestId('first-run');
    expect(within(firstRun).getByTestId('first-run-step-create')).toHaveAttribute('data-done', 'true');
    expect(within(firstRun).getByTestId('first-run-step-create')).toHaveTextContent('Summer party');
    await waitFor(() => expect(within(firstRun).getByTestId('first-run-step-test')).toHaveAttribute('data-done', 'true'));
    expect(await within(firstRun).findByTestId('booth-qr')).toBeInTheDocument();
    expect(within(firstRun).getByTestId('first-run-step-share')).toHaveAttribute('data-done', 'false');
    // Campaigns exist, so they are shown as well.
    expect(screen.getByTestId('dashboard-recent-events')).toBeInTheDocument();
    await user.click(within(firstRun).getByTestId('event-publish'));
    await waitFor(() => expect(screen.queryByTestId('first-run')).not.toBeInTheDocument());
    expect(api.calls('PUT', `/api/events/${draft.id}`)[0]?.body).toEqual({ eventType: 'live' });
    expect(screen.getByTestId('dashboard-greeting')).toHaveTextContent(`Hello, ${testUser.email}`);
  });
});
