import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { assetList, makeAsset } from '@/test/asset-fixtures';
import { type FakeApi, apiError, baseApi } from '@/test/fake-api';
import { renderApp } from '@/test/render-app';

const brand = makeAsset({
  assetType: 'font',
  mimetype: 'font/woff2',
  originalname: 'BrandSans-Bold.woff2',
  name: 'Brand Sans Bold',
  family: 'Brand Sans',
  src: '/api/files/assets/brand/original.woff2',
  thumbnailPath: null,
  orientation: null,
  fileSize: 48_200,
});
const fontAsset = {
  id: brand.id,
  name: 'Brand Sans Bold',
  family: 'Brand Sans',
  style: 'normal',
  weight: 700,
  color: null,
  size: null,
  src: '/api/files/assets/brand/original.woff2',
  format: 'woff2',
  fileSize: 48_200,
  createdAt: brand.createdAt,
};

const loadedFaces: { family: string; source: string }[] = [];

beforeEach(() => {
  loadedFaces.length = 0;
  // jsdom has no FontFace; this one loads at once and remembers what was asked for.
  vi.stubGlobal(
    'FontFace',
    class {
      constructor(
        readonly family: string,
        readonly source: string,
      ) {
        loadedFaces.push({ family, source });
      }
      load() {
        return Promise.resolve(this);
      }
    },
  );
  Object.defineProperty(document, 'fonts', { configurable: true, value: { add: vi.fn(), delete: vi.fn() } });
});

async function openFonts(api: FakeApi, path = '/en/assets') {
  void api;
  window.localStorage.setItem('signed-in', '1');
  renderApp(path);
  const user = userEvent.setup();
  await user.click(await screen.findByTestId('assets-tab-fonts'));
  return user;
}

function fontRequests(api: FakeApi) {
  return api.calls('GET', '/api/assets').filter((call) => call.query.get('assetType') === 'font');
}

describe('fonts', () => {
  it('lists the fonts as preview cards rendering each font from its file', async () => {
    const api = baseApi()
      .on('GET', '/api/assets', { body: assetList([{ ...brand, weight: 700, style: 'normal' } as typeof brand]) })
      .install();
    await openFonts(api);

    const card = await screen.findByTestId('font-card');
    expect(within(card).getByTestId('font-card-name')).toHaveTextContent('Brand Sans Bold');
    await waitFor(() => expect(card).toHaveAttribute('data-font-status', 'ready'));
    expect(within(card).getByTestId('font-card-sample')).toHaveTextContent('Sphinx of black quartz, judge my vow');
    expect(within(card).getByTestId('font-card-sample').style.fontFamily).toContain('booth-font-');
    expect(within(card).getByTestId('font-card-details')).toHaveTextContent('Brand Sans · 700 normal · 48.20 KB · WOFF2');
    expect(loadedFaces.some((face) => face.source.includes('/api/files/assets/brand/original.woff2'))).toBe(true);
    expect(fontRequests(api)).toHaveLength(1);
    expect(screen.getByTestId('fonts-list')).toHaveAttribute('data-error', 'false');
    expect(screen.queryByTestId('fonts-samples-notice')).toBeNull();
  });

  it('falls back to the built-in samples on failure, shows no error, and offers no edits of them', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const api = baseApi().on('GET', '/api/assets', apiError(500, 'INTERNAL')).install();
    await openFonts(api, '/assets');

    const cards = await screen.findAllByTestId('font-card');
    expect(cards.map((card) => within(card).getByTestId('font-card-name').textContent)).toEqual([
      'Raleway Regular',
      'Raleway Bold',
      'Open Sans Regular',
      'Open Sans SemiBold',
    ]);
    expect(within(cards[0] as HTMLElement).getByTestId('font-sample-badge')).toHaveTextContent('Mitgeliefertes Beispiel');
    expect(within(cards[0] as HTMLElement).getByTestId('font-card-sample')).toHaveTextContent('Zwölf Boxkämpfer jagen Viktor');
    expect(screen.getByTestId('fonts-list')).toHaveAttribute('data-error', 'true');
    expect(screen.getByTestId('fonts-samples-notice')).toHaveTextContent('Mitgelieferte Beispielschriften');
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.queryByTestId('font-card-menu')).toBeNull();
    expect(screen.getByTestId('progress-bar')).not.toHaveAttribute('data-failed', 'true');
  });

  it('uploads a font with name and family (family from the file name), in headers, then reloads the list', async () => {
    let fonts = [] as ReturnType<typeof makeAsset>[];
    const api = baseApi()
      .on('GET', '/api/assets', () => ({ body: assetList(fonts) }))
      .on('POST', '/api/assets/font', () => {
        fonts = [brand];
        return { status: 201, body: fontAsset };
      })
      .install();
    const user = await openFonts(api);
    expect(await screen.findByTestId('fonts-empty')).toHaveTextContent('No fonts yet');

    const file = new File([new Uint8Array(300)], 'OpenSans-SemiBoldItalic.woff2', { type: 'font/woff2' });
    await user.upload(screen.getByTestId('font-input'), file);
    expect(await screen.findByTestId('font-name')).toHaveValue('Open Sans SemiBold Italic');
    expect(screen.getByTestId('font-family')).toHaveValue('Open Sans');
    await user.clear(screen.getByTestId('font-name'));
    await user.type(screen.getByTestId('font-name'), 'Öffnungs-Schrift');
    await user.click(screen.getByTestId('font-submit'));

    expect(await screen.findByTestId('font-card')).toHaveTextContent('Brand Sans Bold');
    const [post] = api.calls('POST', '/api/assets/font');
    expect(post?.headers.get('x-font-name')).toBe(encodeURIComponent('Öffnungs-Schrift'));
    expect(post?.headers.get('x-font-family')).toBe('Open%20Sans');
    expect((post?.form?.get('file') as File).name).toBe('OpenSans-SemiBoldItalic.woff2');
    expect(await screen.findByText('Font uploaded.')).toBeInTheDocument();
  });

  it('explains a file that is not a font before uploading it', async () => {
    const api = baseApi().on('GET', '/api/assets', { body: assetList([]) }).install();
    window.localStorage.setItem('signed-in', '1');
    renderApp('/en/assets');
    const user = userEvent.setup({ applyAccept: false });
    await user.click(await screen.findByTestId('assets-tab-fonts'));
    await user.upload(await screen.findByTestId('font-input'), new File(['x'], 'logo.svg', { type: 'image/svg+xml' }));
    expect(await screen.findByTestId('font-problem')).toHaveTextContent('Font takes only TTF, OTF, WOFF or WOFF2.');
    expect(api.calls('POST', '/api/assets/font')).toHaveLength(0);
  });

  it('renames a font (PUT) and deletes one after confirmation', async () => {
    const api = baseApi()
      .on('GET', '/api/assets', { body: assetList([brand]) })
      .on('PUT', `/api/assets/fonts/${brand.id}`, { body: { ...fontAsset, name: 'Hausschrift' } })
      .on('DELETE', `/api/assets/fonts/${brand.id}`, { status: 204 })
      .install();
    const user = await openFonts(api);

    await user.click(await screen.findByTestId('font-card-menu'));
    await user.click(await screen.findByTestId('font-edit'));
    const name = await screen.findByTestId('font-edit-name');
    await user.clear(name);
    await user.type(name, 'Hausschrift');
    await user.click(screen.getByTestId('font-edit-save'));
    await waitFor(() => expect(api.calls('PUT', `/api/assets/fonts/${brand.id}`)[0]?.body).toEqual({ name: 'Hausschrift', family: 'Brand Sans' }));
    expect(await screen.findByText('Font saved.')).toBeInTheDocument();

    await user.click(screen.getByTestId('font-card-menu'));
    await user.click(await screen.findByTestId('font-delete'));
    const dialog = await screen.findByRole('dialog', { name: 'Delete this font?' });
    expect(api.calls('DELETE', `/api/assets/fonts/${brand.id}`)).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(api.calls('DELETE', `/api/assets/fonts/${brand.id}`)).toHaveLength(1));
  });

  it('shows why an upload failed and keeps the real font list (platform §8)', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const api = baseApi()
      .on('GET', '/api/assets', { body: assetList([brand]) })
      .on('POST', '/api/assets/font', apiError(400, 'VALIDATION', 'Not a font'))
      .install();
    const user = await openFonts(api);
    await screen.findAllByTestId('font-card');
    await user.upload(screen.getByTestId('font-input'), new File([new Uint8Array(10)], 'Broken.ttf', { type: 'font/ttf' }));
    await user.click(await screen.findByTestId('font-submit'));

    expect(await screen.findByText('The font could not be uploaded: Please check your input.')).toBeInTheDocument();
    expect(screen.queryByTestId('fonts-samples-notice')).toBeNull();
    expect(screen.queryAllByTestId('font-sample-badge')).toHaveLength(0);
    expect(screen.getAllByTestId('font-card')).toHaveLength(1);
  });
});
