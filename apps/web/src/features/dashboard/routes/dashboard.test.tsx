import type { Dashboard, DashboardShoot } from '@booth/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { baseApi, testUser } from '@/test/fake-api';
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

function open(dashboard: Dashboard, path = '/en/dashboard', user = testUser) {
  baseApi().on('GET', '/api/auth/user', { body: user }).on('GET', '/api/auth/dashboard', { body: dashboard }).install();
  window.localStorage.setItem('signed-in', '1');
  return renderApp(path);
}

describe('dashboard', () => {
  it('shows the statistics cards counting up to the exact numbers, bytes in base-1000 units', async () => {
    open(busy);
    expect(await screen.findByTestId('dashboard-greeting')).toHaveTextContent(testUser.email);
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

  it('shows the first steps with a button to create a campaign for an account without one (German)', async () => {
    open(empty, '/dashboard');
    const steps = await screen.findByTestId('dashboard-first-steps');
    expect(steps).toHaveTextContent('Ihre erste Kampagne in drei Schritten');
    expect(within(steps).getAllByRole('listitem')).toHaveLength(3);
    expect(within(steps).getByRole('link', { name: 'Kampagne anlegen' })).toHaveAttribute('href', '/events/new');
    expect(screen.queryByTestId('dashboard-recent-events')).not.toBeInTheDocument();
    expect(screen.queryByTestId('dashboard-recent-shoots')).not.toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('dashboard-stat-campaigns-value')).toHaveTextContent('0'));
  });
});
