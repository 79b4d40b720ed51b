import type { MosaicStatus } from '@booth/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MosaicPanel } from '@/features/events/mosaic/mosaic-panel';
import { apiError, baseApi } from '@/test/fake-api';
import { renderUi } from '@/test/render-ui';
import { chooseOption } from '@/test/select-option';

const STATUS_PATH = '/api/events/summer-party/mosaic/status';

function status(overrides: Partial<MosaicStatus> = {}): MosaicStatus {
  return {
    enabled: true,
    planAllows: true,
    grid: { width: 1890, height: 1080, cellSize: 45, columns: 42, rows: 24 },
    generation: 1,
    startedAt: '2026-05-02T12:30:00.000Z',
    pictures: 120,
    statics: 6,
    fillers: 0,
    waiting: 3,
    hasTarget: true,
    wallUrl: '/mosaic/summer-party',
    ...overrides,
  };
}

function renderPanel(language: 'de' | 'en') {
  const router = createMemoryRouter([{ path: '*', element: <MosaicPanel slug="summer-party" resolution="HD" /> }], {
    initialEntries: [language === 'en' ? '/en/events/summer-party/edit' : '/events/summer-party/edit'],
  });
  return renderUi(<RouterProvider router={router} />, { language });
}

afterEach(() => vi.unstubAllGlobals());

describe('the organiser panel of the mosaic wall', () => {
  it('shows how full the wall is and opens the wall in English', async () => {
    baseApi().on('GET', STATUS_PATH, { body: status() }).install();
    renderPanel('en');
    expect(await screen.findByTestId('mosaic-status-placed')).toHaveTextContent('126 / 1,008');
    expect(screen.getByTestId('mosaic-status-waiting')).toHaveTextContent('3');
    expect(screen.getByTestId('mosaic-status-grid')).toHaveTextContent('42 × 24');
    expect(screen.getByTestId('mosaic-status-detail')).toHaveTextContent("120 guests' pictures · 6 own pictures · 0 stand-ins");
    const wall = screen.getByTestId('mosaic-open-wall');
    expect(wall).toHaveAttribute('href', '/en/mosaic/summer-party');
    expect(wall).toHaveAttribute('target', '_blank');
    expect(wall).toHaveTextContent('Open the wall');
    expect(screen.queryByTestId('mosaic-status-no-target')).toBeNull();
  });

  it('speaks German, and says what is missing: a saved mosaic, a target picture', async () => {
    baseApi().on('GET', STATUS_PATH, { body: status({ enabled: false, hasTarget: false, pictures: 0, statics: 0, waiting: 0 }) }).install();
    renderPanel('de');
    expect(await screen.findByTestId('mosaic-status-placed')).toHaveTextContent('0 / 1.008');
    expect(screen.getByTestId('mosaic-panel-not-saved')).toHaveTextContent('Speichern Sie die Kampagne mit eingeschaltetem Mosaik, um die Wand zu öffnen.');
    expect(screen.getByTestId('mosaic-status-no-target')).toHaveTextContent('Noch kein Motiv');
    expect(screen.getByTestId('mosaic-open-wall')).toHaveAttribute('href', '/mosaic/summer-party');
    expect(screen.getByTestId('mosaic-export')).toHaveTextContent('Mosaik herunterladen');
  });

  it('is not shown when the plan does not include the mosaic', async () => {
    const api = baseApi().on('GET', STATUS_PATH, { body: status({ planAllows: false }) }).install();
    renderPanel('en');
    await waitFor(() => expect(api.calls('GET', STATUS_PATH)).toHaveLength(1));
    await waitFor(() => expect(screen.queryByTestId('mosaic-panel')).toBeNull());
  });

  it('resets the wall only after the confirmation', async () => {
    const api = baseApi()
      .on('GET', STATUS_PATH, { body: status() })
      .on('POST', '/api/events/summer-party/mosaic/reset', { status: 204 })
      .install();
    const user = userEvent.setup();
    renderPanel('de');
    await screen.findByTestId('mosaic-status-placed');

    await user.click(screen.getByTestId('mosaic-reset'));
    const dialog = await screen.findByTestId('mosaic-reset-dialog');
    expect(dialog).toHaveTextContent('Mosaikwand zurücksetzen?');
    expect(dialog).toHaveTextContent('Alle Zellen werden geleert');
    await user.click(within(dialog).getByTestId('mosaic-reset-dialog-cancel'));
    expect(api.calls('POST', '/api/events/summer-party/mosaic/reset')).toHaveLength(0);

    await user.click(screen.getByTestId('mosaic-reset'));
    await user.click(await screen.findByTestId('mosaic-reset-dialog-confirm'));
    await waitFor(() => expect(api.calls('POST', '/api/events/summer-party/mosaic/reset')).toHaveLength(1));
    expect(await screen.findByText('Die Wand wurde zurückgesetzt.')).toBeInTheDocument();
    // The status is asked again after the reset.
    await waitFor(() => expect(api.calls('GET', STATUS_PATH).length).toBeGreaterThanOrEqual(2));
  });

  it('downloads the mosaic as a JPEG in the chosen resolution, once, with the session', async () => {
    const created = vi.fn(() => 'blob:http://localhost/m1');
    const revoked = vi.fn();
    const { createObjectURL, revokeObjectURL } = URL;
    Object.assign(URL, { createObjectURL: created, revokeObjectURL: revoked });
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    try {
      const api = baseApi()
        .on('GET', STATUS_PATH, { body: status() })
        .on('GET', '/api/events/summer-party/mosaic/export', { body: new Blob(['jpeg'], { type: 'image/jpeg' }) })
        .install();
      const user = userEvent.setup();
      renderPanel('en');
      await screen.findByTestId('mosaic-status-placed');
      // The mosaic's own resolution first.
      expect(screen.getByTestId('mosaic-export-resolution')).toHaveValue('HD (1920 × 1080)');
      await chooseOption(user, 'mosaic-export-resolution', '8K (7680 × 4320)');
      await user.click(screen.getByTestId('mosaic-export'));

      await waitFor(() => expect(click).toHaveBeenCalledTimes(1));
      const calls = api.requests.filter((request) => request.path === '/api/events/summer-party/mosaic/export');
      expect(calls.map((request) => [request.method, request.query.get('resolution'), request.credentials])).toEqual([['GET', '8K', 'same-origin']]);
      const link = click.mock.contexts[0] as HTMLAnchorElement;
      expect(link.getAttribute('href')).toBe('blob:http://localhost/m1');
      expect(link.download).toBe('mosaic-summer-party-8K.jpg');
    } finally {
      Object.assign(URL, { createObjectURL, revokeObjectURL });
      click.mockRestore();
    }
  });

  it('says why a download failed', async () => {
    baseApi()
      .on('GET', STATUS_PATH, { body: status() })
      .on('GET', '/api/events/summer-party/mosaic/export', apiError(402, 'PLAN_REQUIRED', 'Gold plan required'))
      .install();
    const user = userEvent.setup();
    renderPanel('en');
    await screen.findByTestId('mosaic-status-placed');
    await user.click(screen.getByTestId('mosaic-export'));
    expect(await screen.findByText(/The mosaic could not be downloaded/)).toBeInTheDocument();
  });
});
