import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { makeAsset } from '@/test/asset-fixtures';
import { listItem, makeEvent } from '@/test/event-fixtures';
import { baseApi, testUser } from '@/test/fake-api';
import { renderApp } from '@/test/render-app';
import { chooseOption } from '@/test/select-option';

const MOSAIC = 'screens.presentation.mosaic';
const target = makeAsset({ assetType: 'mosaicPicture', originalname: 'logo.png', orientation: 'landscape' });
const party = makeEvent({
  name: 'Summer party',
  slug: 'summer-party',
  boothType: 'virtual',
  screens: { presentation: { mosaic: { enabled: true, picture: target.id } } },
});
const gala = makeEvent({ name: 'Winter gala', slug: 'winter-gala', boothType: 'virtual' });
const fair = makeEvent({ name: 'Trade fair', slug: 'trade-fair', boothType: 'virtual', archived: true });

const gold = { ...testUser, plan: { name: 'Gold', level: 20, products: ['booth'] } };
const silver = { ...testUser, plan: { name: 'Silver', level: 10, products: ['booth'] } };

function editorApi(user: object = gold) {
  return baseApi()
    .on('GET', '/api/auth/user', { body: user })
    .on('GET', `/api/events/${party.slug}`, ({ query }) => ({ body: query.get('assets') === '1' ? { ...party, assets: [target] } : party }))
    .on('GET', '/api/events/short', { body: [party, gala, fair].map(listItem) })
    .on('GET', '/api/assets', { body: { assets: [], total: 0, nextCursor: null } })
    .on('GET', `/api/events/${party.slug}/mosaic/status`, {
      body: {
        enabled: true,
        planAllows: true,
        grid: { width: 1890, height: 1080, cellSize: 45, columns: 42, rows: 24 },
        generation: 1,
        startedAt: null,
        pictures: 7,
        statics: 0,
        fillers: 0,
        waiting: 1,
        hasTarget: true,
        wallUrl: `/mosaic/${party.slug}`,
      },
    })
    .on('PUT', `/api/events/${party.id}`, ({ body }) => ({ body: { ...party, ...(body as object) } }));
}

vi.setConfig({ testTimeout: 45_000 });
vi.mock('@/lib/media-size', () => ({ readMediaSize: vi.fn(async () => ({ width: 1920, height: 1080 })) }));

type User = ReturnType<typeof userEvent.setup>;

async function openMosaic(user: User, language: 'de' | 'en') {
  window.localStorage.setItem('signed-in', '1');
  renderApp(`${language === 'en' ? '/en' : ''}/events/${party.slug}/edit`);
  await user.click(await screen.findByTestId('editor-tab-presentation'));
  const toggle = await screen.findByTestId(`group-toggle-${MOSAIC}`);
  if (toggle.getAttribute('aria-expanded') !== 'true') await user.click(toggle);
}

async function openGroup(user: User, path: string) {
  const toggle = await screen.findByTestId(`group-toggle-${path}`);
  if (toggle.getAttribute('aria-expanded') !== 'true') await user.click(toggle);
}

describe('the mosaic in the campaign editor', () => {
  beforeAll(async () => {
    await import('@/features/events/routes/event-edit-route');
  }, 60_000);

  it('previews the grid over the target picture and follows the cell settings as they change', async () => {
    const api = editorApi().install();
    const user = userEvent.setup();
    await openMosaic(user, 'en');

    const grid = await screen.findByTestId('mosaic-preview-grid');
    expect(grid.dataset).toMatchObject({ columns: '42', rows: '24', cellSize: '45' });
    expect(screen.getByTestId('mosaic-preview-target').getAttribute('href')).toBe(target.thumbnailPath);
    expect(screen.getByTestId('mosaic-preview-cell')).toHaveTextContent('Cell size 45 px (automatic)');

    // Automatic: the expected pictures and the minimum count; no fixed size is offered.
    await openGroup(user, `${MOSAIC}.options`);
    expect(screen.getByTestId(`field-${MOSAIC}.options.expectedPictures`)).toBeInTheDocument();
    expect(screen.queryByTestId(`field-${MOSAIC}.options.extraCellSize`)).toBeNull();
    // 100 pictures on HD: cells of 144 px.
    await user.clear(screen.getByTestId(`field-${MOSAIC}.options.expectedPictures`));
    await user.type(screen.getByTestId(`field-${MOSAIC}.options.expectedPictures`), '100');
    await waitFor(() => expect(screen.getByTestId('mosaic-preview-grid').dataset).toMatchObject({ columns: '13', rows: '7', cellSize: '144' }));

    // Not automatic: the fixed sizes of the list, chosen as numbers; the expected pictures leave.
    await user.click(screen.getByTestId(`field-${MOSAIC}.options.automaticCellSize`));
    expect(screen.queryByTestId(`field-${MOSAIC}.options.expectedPictures`)).toBeNull();
    expect(screen.queryByTestId(`field-${MOSAIC}.options.minCellSize`)).toBeNull();
    // Any size while no fixed one is chosen; a fixed one replaces it.
    await openGroup(user, `${MOSAIC}.placeBehaviour`);
    expect(screen.getByTestId(`field-${MOSAIC}.placeBehaviour.cellSize`)).toBeInTheDocument();
    await chooseOption(user, `field-${MOSAIC}.options.extraCellSize`, '534');
    await waitFor(() => expect(screen.getByTestId('mosaic-preview-grid').dataset).toMatchObject({ columns: '3', rows: '2', cellSize: '534' }));
    expect(screen.getByTestId('mosaic-preview-cell')).toHaveTextContent('Cell size 534 px');
    expect(screen.queryByTestId(`field-${MOSAIC}.placeBehaviour.cellSize`)).toBeNull();

    await user.click(screen.getByTestId('editor-save'));
    await waitFor(() => expect(api.calls('PUT', `/api/events/${party.id}`)).toHaveLength(1));
    const saved = (api.calls('PUT', `/api/events/${party.id}`)[0]?.body as { screens: { presentation: { mosaic: { options: unknown } } } }).screens.presentation.mosaic;
    expect(saved.options).toEqual({ automaticCellSize: false, minCellSize: 20, extraCellSize: 534, expectedPictures: 100 });
  });

  it('offers the organiser\'s other campaigns by name for the sources, and mosaic pictures as own pictures (German)', async () => {
    const api = editorApi().install();
    const user = userEvent.setup();
    await openMosaic(user, 'de');
    await user.click(await screen.findByTestId(`more-toggle-${MOSAIC}`));

    const sources = await screen.findByTestId(`field-${MOSAIC}.eventSources`);
    expect(screen.getByText('Weitere Kampagnen')).toBeInTheDocument();
    await user.click(sources);
    const listbox = document.getElementById(sources.getAttribute('aria-controls') ?? '') as HTMLElement;
    await waitFor(() => expect(within(listbox).getAllByRole('option', { hidden: true }).map((option) => option.textContent)).toEqual(['Winter gala', 'Trade fair (archiviert)']));
    await user.click(within(listbox).getByRole('option', { name: 'Winter gala', hidden: true }));

    expect(screen.getByTestId(`field-${MOSAIC}.staticSources`)).toBeInTheDocument();
    expect(screen.getByTestId(`field-${MOSAIC}.staticSources-drop`)).toBeInTheDocument();
    expect(screen.getByText(/Eigene Bilder/)).toBeInTheDocument();
    await openGroup(user, `${MOSAIC}.placeBehaviour`);
    expect(screen.getByText('Wenn das Mosaik voll ist')).toBeInTheDocument();

    await user.click(screen.getByTestId('editor-save'));
    await waitFor(() => expect(api.calls('PUT', `/api/events/${party.id}`)).toHaveLength(1));
    const saved = (api.calls('PUT', `/api/events/${party.id}`)[0]?.body as { screens: { presentation: { mosaic: { eventSources: string[] } } } }).screens.presentation.mosaic;
    expect(saved.eventSources).toEqual([gala.id]);
  });

  it('shows the wall panel to a Gold organiser', async () => {
    editorApi().install();
    const user = userEvent.setup();
    await openMosaic(user, 'de');
    const panel = await screen.findByTestId('mosaic-panel');
    expect(await within(panel).findByTestId('mosaic-status-placed')).toHaveTextContent('7 / 1.008');
    expect(within(panel).getByTestId('mosaic-open-wall')).toHaveAttribute('href', '/mosaic/summer-party');
  });

  it('keeps the preview but not the wall panel below Gold', async () => {
    const api = editorApi(silver).install();
    const user = userEvent.setup();
    await openMosaic(user, 'en');
    expect(await screen.findByTestId('mosaic-preview')).toBeInTheDocument();
    expect(screen.queryByTestId('mosaic-panel')).toBeNull();
    expect(api.calls('GET', `/api/events/${party.slug}/mosaic/status`)).toHaveLength(0);
  });
});
