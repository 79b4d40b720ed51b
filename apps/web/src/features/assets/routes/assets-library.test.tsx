import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { makeAsset, assetList } from '@/test/asset-fixtures';
import { type FakeRequest, apiError, baseApi, testUser } from '@/test/fake-api';
import { renderApp } from '@/test/render-app';
import { chooseOption } from '@/test/select-option';

const frame = makeAsset({ originalname: 'Hochzeit-Rahmen-Gold-2026-final.png', name: 'Hochzeit-Rahmen-Gold-2026-final.png', fileSize: 1_234_567 });
const clip = makeAsset({
  originalname: 'loop.mp4',
  name: 'loop.mp4',
  mimetype: 'video/mp4',
  assetType: 'shutterBackground',
  fileSize: 45_600_000,
  isPublic: true,
  filePath: '/api/files/assets/clip/original.mp4',
  thumbnailPath: '/api/files/assets/clip/poster.webp',
});

function signedIn() {
  window.localStorage.setItem('signed-in', '1');
}

function lastQuery(api: ReturnType<typeof baseApi>): Record<string, string> {
  const calls = api.calls('GET', '/api/assets');
  return Object.fromEntries(calls.at(-1)?.query ?? []);
}

describe('asset library', () => {
  it('is in the main menu and lists the assets: shortened names, sizes in base 1000, kinds, the public badge', async () => {
    baseApi()
      .on('GET', '/api/assets', { body: assetList([frame, clip]) })
      .install();
    signedIn();
    renderApp('/en/assets');

    const items = await screen.findAllByTestId('media-item');
    expect(items).toHaveLength(2);
    const [first, second] = items as [HTMLElement, HTMLElement];
    const name = within(first).getByTestId('media-item-name');
    expect(name).toHaveTextContent('Hochzeit-Rahmen-Gold…');
    expect(name).toHaveAttribute('title', 'Hochzeit-Rahmen-Gold-2026-final.png');
    expect(within(first).getByTestId('media-item-size')).toHaveTextContent('1.23 MB');
    expect(first).toHaveTextContent('Overlay');
    expect(within(first).queryByTestId('media-item-public')).toBeNull();
    expect(within(second).getByTestId('media-item-size')).toHaveTextContent('45.60 MB');
    expect(second).toHaveTextContent('Shutter screen background');
    expect(within(second).getByTestId('media-item-public')).toHaveTextContent('Public');
    expect(screen.getByTestId('assets-total')).toHaveTextContent('2 assets');
    expect(screen.getAllByRole('link', { name: 'Assets' })[0]).toHaveAttribute('href', '/en/assets');
  });

  it('sends the kind filter, the debounced search and the public scope as query parameters', async () => {
    const api = baseApi()
      .on('GET', '/api/assets', ({ query }) => ({ body: assetList(query.get('assetType') === 'overlay' ? [frame] : [frame, clip]) }))
      .install();
    signedIn();
    renderApp('/en/assets');
    const user = userEvent.setup();
    await screen.findAllByTestId('media-item');
    expect(lastQuery(api)).toEqual({ limit: '24', offset: '0' });

    await chooseOption(user, 'assets-kind-filter', 'Overlay');
    await waitFor(() => expect(lastQuery(api)).toMatchObject({ assetType: 'overlay' }));

    await user.type(screen.getByTestId('assets-search'), 'gold hochzeit');
    await waitFor(() => expect(lastQuery(api)).toMatchObject({ assetType: 'overlay', q: 'gold hochzeit' }));
    // Debounced: one request for the whole word, not one per key.
    expect(api.calls('GET', '/api/assets').filter((call) => call.query.has('q'))).toHaveLength(1);

    await user.click(screen.getByText('Public assets'));
    await waitFor(() => expect(lastQuery(api)).toMatchObject({ assetType: 'overlay', q: 'gold hochzeit', isPublic: 'true' }));
  });

  it('pages with the cursor and shows how many of the total are loaded', async () => {
    const more = makeAsset({ originalname: 'third.png', name: 'third.png' });
    const api = baseApi()
      .on('GET', '/api/assets', ({ query }) => ({
        body: query.get('cursor') === 'c-2' ? assetList([more], { total: 3 }) : assetList([frame, clip], { total: 3, nextCursor: 'c-2' }),
      }))
      .install();
    signedIn();
    renderApp('/assets');
    const user = userEvent.setup();

    expect(await screen.findByTestId('assets-shown')).toHaveTextContent('2 von 3 angezeigt');
    await user.click(screen.getByTestId('assets-load-more'));

    await waitFor(() => expect(screen.getAllByTestId('media-item')).toHaveLength(3));
    expect(lastQuery(api)).toMatchObject({ cursor: 'c-2' });
    expect(screen.getByTestId('assets-shown')).toHaveTextContent('3 von 3 angezeigt');
    expect(screen.queryByTestId('assets-load-more')).toBeNull();
  });

  it('says so when there is nothing yet, and offers the upload', async () => {
    baseApi().on('GET', '/api/assets', { body: assetList([]) }).install();
    signedIn();
    renderApp('/assets');
    const user = userEvent.setup();
    expect(await screen.findByTestId('assets-empty')).toHaveTextContent('Noch keine Assets');
    await user.click(screen.getByTestId('assets-empty-upload'));
    expect(await screen.findByTestId('upload-panel')).toBeInTheDocument();
  });

  it('explains a failed load and retries on request', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    let fail = true;
    baseApi()
      .on('GET', '/api/assets', () => (fail ? apiError(503, 'INTERNAL') : { body: assetList([frame]) }))
      .install();
    signedIn();
    renderApp('/en/assets');
    const user = userEvent.setup();
    expect(await screen.findByTestId('assets-error')).toHaveTextContent('The assets could not be loaded');
    fail = false;
    await user.click(screen.getByTestId('assets-retry'));
    expect(await screen.findAllByTestId('media-item')).toHaveLength(1);
  });

  it('opens the lightbox on an item and moves through the list with the arrow keys', async () => {
    baseApi().on('GET', '/api/assets', { body: assetList([frame, clip]) }).install();
    signedIn();
    renderApp('/en/assets');
    const user = userEvent.setup();
    const [first] = await screen.findAllByTestId('media-item-open');
    await user.click(first as HTMLElement);
    expect(await screen.findByTestId('lightbox-counter')).toHaveTextContent('1 / 2');
    expect(within(screen.getByTestId('lightbox-stage')).getByRole('img')).toHaveAttribute('src', frame.filePath);
    await user.keyboard('{ArrowRight}');
    expect(screen.getByTestId('lightbox-counter')).toHaveTextContent('2 / 2');
    expect(screen.getByTestId('lightbox-stage').querySelector('video')?.getAttribute('src')).toBe(clip.filePath);
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByTestId('lightbox-counter')).toBeNull());
  });
});

describe('media item context button', () => {
  async function openMenu(user: ReturnType<typeof userEvent.setup>, index = 0) {
    const buttons = await screen.findAllByTestId('media-item-menu');
    await user.click(buttons[index] as HTMLElement);
  }

  it('downloads with HEAD then GET and revokes the temporary link after 40 s', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['setTimeout', 'clearTimeout'] });
    const created = vi.fn(() => 'blob:http://localhost/d1');
    const revoked = vi.fn();
    const { createObjectURL, revokeObjectURL } = URL;
    Object.assign(URL, { createObjectURL: created, revokeObjectURL: revoked });
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    try {
      const api = baseApi()
        .on('GET', '/api/assets', { body: assetList([frame]) })
        .on('HEAD', frame.filePath, {})
        .on('GET', frame.filePath, { body: new Blob(['png'], { type: 'image/png' }) })
        .install();
      signedIn();
      renderApp('/en/assets');
      const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
      await openMenu(user);
      await user.click(await screen.findByTestId('asset-download'));

      await waitFor(() => expect(click).toHaveBeenCalledTimes(1));
      const fileCalls = api.requests.filter((request: FakeRequest) => request.path === frame.filePath).map((request) => request.method);
      expect(fileCalls).toEqual(['HEAD', 'GET']);
      expect(revoked).not.toHaveBeenCalled();
      vi.advanceTimersByTime(40_000);
      expect(revoked).toHaveBeenCalledWith('blob:http://localhost/d1');
    } finally {
      Object.assign(URL, { createObjectURL, revokeObjectURL });
      vi.useRealTimers();
    }
  });

  it('copies the absolute link and confirms with a toast', async () => {
    baseApi().on('GET', '/api/assets', { body: assetList([frame]) }).install();
    signedIn();
    renderApp('/en/assets');
    const user = userEvent.setup();
    const writeText = vi.spyOn(navigator.clipboard, 'writeText').mockResolvedValue();
    await openMenu(user);
    await user.click(await screen.findByTestId('asset-copy-link'));
    await waitFor(() => expect(writeText).toHaveBeenCalledWith(`${window.location.origin}${frame.filePath}`));
    expect(await screen.findByText('Link copied to the clipboard.')).toBeInTheDocument();
  });

  it('offers "Make public" to admins only', async () => {
    baseApi().on('GET', '/api/assets', { body: assetList([frame]) }).install();
    signedIn();
    renderApp('/en/assets');
    const user = userEvent.setup();
    await openMenu(user);
    expect(await screen.findByTestId('asset-download')).toBeInTheDocument();
    expect(screen.queryByTestId('asset-toggle-public')).toBeNull();
    expect(screen.queryByText('Make public')).toBeNull();
  });

  it('lets an admin make an asset public (PATCH) and says so', async () => {
    const api = baseApi()
      .on('GET', '/api/auth/user', { body: { ...testUser, admin: true } })
      .on('GET', '/api/assets', { body: assetList([frame]) })
      .on('PATCH', `/api/assets/${frame.id}`, { body: { ...frame, isPublic: true } })
      .install();
    signedIn();
    renderApp('/assets');
    const user = userEvent.setup();
    await openMenu(user);
    await user.click(await screen.findByRole('menuitem', { name: 'Öffentlich machen' }));
    await waitFor(() => expect(api.calls('PATCH', `/api/assets/${frame.id}`)[0]?.body).toEqual({ isPublic: true }));
    expect(await screen.findByText(`${frame.originalname} ist jetzt für alle Kunden öffentlich.`)).toBeInTheDocument();
  });

  it('asks before deleting, deletes on confirmation and reloads the list', async () => {
    let assets = [frame, clip];
    const api = baseApi()
      .on('GET', '/api/assets', () => ({ body: assetList(assets) }))
      .on('DELETE', `/api/assets/${frame.id}`, () => {
        assets = [clip];
        return { status: 204 };
      })
      .install();
    signedIn();
    renderApp('/en/assets');
    const user = userEvent.setup();

    await openMenu(user);
    await user.click(await screen.findByTestId('asset-delete'));
    const dialog = await screen.findByRole('dialog', { name: 'Delete this asset?' });
    expect(dialog).toHaveTextContent(frame.originalname);
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(api.calls('DELETE', `/api/assets/${frame.id}`)).toHaveLength(0);

    await openMenu(user);
    await user.click(await screen.findByTestId('asset-delete'));
    await user.click(within(await screen.findByRole('dialog', { name: 'Delete this asset?' })).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screen.getAllByTestId('media-item')).toHaveLength(1));
    expect(api.calls('DELETE', `/api/assets/${frame.id}`)).toHaveLength(1);
    expect(await screen.findByText(`${frame.originalname} was deleted.`)).toBeInTheDocument();
  });
});
