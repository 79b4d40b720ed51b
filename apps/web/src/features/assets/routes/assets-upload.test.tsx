import { assetHint } from '@booth/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { readMediaSize } from '@/lib/media-size';
import { assetList, makeAsset } from '@/test/asset-fixtures';
import { type FakeResponse, apiError, baseApi } from '@/test/fake-api';
import { renderApp } from '@/test/render-app';
import { chooseOption } from '@/test/select-option';

vi.mock('@/lib/media-size', () => ({ readMediaSize: vi.fn(async () => null) }));

function png(name: string, bytes = 2048): File {
  return new File([new Uint8Array(bytes)], name, { type: 'image/png' });
}

function deferred<T>() {
  let resolve: (value: T) => void = () => {};
  const promise = new Promise<T>((done) => (resolve = done));
  return { promise, resolve };
}

async function openUploader(user: ReturnType<typeof userEvent.setup>, kindLabel: string) {
  await user.click(await screen.findByTestId('assets-upload-toggle'));
  await chooseOption(user, 'upload-kind', kindLabel);
}

function rows() {
  return screen.getAllByTestId('upload-item');
}

function row(file: string): HTMLElement {
  const found = rows().find((element) => element.dataset.file === file);
  if (!found) throw new Error(`no upload row for ${file}`);
  return found;
}

describe('upload', () => {
  it('shows the kind’s requirements before anything is uploaded, in the interface language', async () => {
    baseApi().on('GET', '/api/assets', { body: assetList([]) }).install();
    window.localStorage.setItem('signed-in', '1');
    renderApp('/assets');
    const user = userEvent.setup();
    await user.click(await screen.findByTestId('assets-upload-toggle'));
    expect(screen.getByTestId('upload-choose-kind')).toHaveTextContent('Wählen Sie zuerst die Art');
    expect(screen.getByTestId('upload-input')).toBeDisabled();

    await chooseOption(user, 'upload-kind', 'Hintergrund Startbildschirm');
    const hint = screen.getByTestId('upload-hint');
    expect(hint).toHaveTextContent(assetHint('attentionScreenBackground', 'de'));
    expect(hint).toHaveTextContent('Querformat 2048 × 1536');
    expect(screen.getByTestId('upload-input')).toBeEnabled();
  });

  it('uploads several files with a progress bar each, shows the server’s refusal, and retries with the same id', async () => {
    const slow = deferred<FakeResponse>();
    let refusals = 1;
    const created = makeAsset({ originalname: 'frame-a.png' });
    const api = baseApi()
      .on('GET', '/api/assets', { body: assetList([]) })
      .on('POST', '/api/assets', ({ form }) => {
        const file = form?.get('file');
        if (file instanceof File && file.name === 'frame-a.png') return slow.promise;
        if (refusals-- > 0) return apiError(400, 'VALIDATION', 'Expected a PNG with transparency for overlay');
        return { status: 201, body: makeAsset({ originalname: 'frame-b.png', id: String(form?.get('id')) }) };
      })
      .install();
    vi.spyOn(console, 'error').mockImplementation(() => {});
    window.localStorage.setItem('signed-in', '1');
    renderApp('/en/assets');
    const user = userEvent.setup();
    await openUploader(user, 'Overlay');
    expect(screen.getByTestId('upload-hint')).toHaveTextContent('PNG or GIF · any size · up to 25 MB');
    await user.type(screen.getByTestId('upload-tags'), 'wedding{Enter}gold{Enter}');

    await user.upload(screen.getByTestId('upload-input'), [png('frame-a.png', 4000), png('frame-b.png')]);

    // frame-a waits for its answer half-way; frame-b is refused with the server's reason.
    await waitFor(() => expect(row('frame-a.png')).toHaveAttribute('data-status', 'uploading'));
    expect(within(row('frame-a.png')).getByTestId('upload-progress')).toHaveAttribute('data-value', '50');
    expect(within(row('frame-a.png')).getByTestId('upload-status')).toHaveTextContent('Uploading… 50 %');
    await waitFor(() => expect(row('frame-b.png')).toHaveAttribute('data-status', 'failed'));
    const error = within(row('frame-b.png')).getByTestId('upload-error');
    expect(error).toHaveTextContent('The server refused this file.');
    expect(error).toHaveTextContent('Expected a PNG with transparency for overlay');

    const posts = api.calls('POST', '/api/assets');
    expect(posts).toHaveLength(2);
    const first = posts[0]?.form;
    // Text fields before the file, so the server knows the kind while the file streams in.
    expect([...(first?.keys() ?? [])]).toEqual(['assetType', 'tags', 'id', 'file']);
    expect(first?.get('assetType')).toBe('overlay');
    expect(first?.get('tags')).toBe('wedding,gold');
    // The session is the HttpOnly cookie a same-origin XMLHttpRequest carries by itself; no token in script.
    expect(posts[0]?.headers.get('Authorization')).toBeNull();
    const idOfB = posts.find((post) => (post.form?.get('file') as File).name === 'frame-b.png')?.form?.get('id');
    expect(idOfB).toMatch(/^[0-9a-f-]{36}$/);
    expect(idOfB).not.toBe(first?.get('id'));

    await user.click(within(row('frame-b.png')).getByTestId('upload-retry'));
    await waitFor(() => expect(row('frame-b.png')).toHaveAttribute('data-status', 'done'));
    const retried = api.calls('POST', '/api/assets').at(-1);
    expect(retried?.form?.get('id')).toBe(idOfB);

    slow.resolve({ status: 201, body: created });
    await waitFor(() => expect(row('frame-a.png')).toHaveAttribute('data-status', 'done'));
    expect(within(row('frame-a.png')).getByTestId('upload-progress')).toHaveAttribute('data-value', '100');
    // Each success refreshes the library.
    await waitFor(() => expect(api.calls('GET', '/api/assets').length).toBeGreaterThanOrEqual(3));
  });

  it('explains a file that is too large for the kind (422)', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    baseApi()
      .on('GET', '/api/assets', { body: assetList([]) })
      .on('POST', '/api/assets', apiError(422, 'LIMIT_EXCEEDED', 'The file exceeds 25 MB'))
      .install();
    window.localStorage.setItem('signed-in', '1');
    renderApp('/assets');
    const user = userEvent.setup();
    await openUploader(user, 'Overlay');
    await user.upload(screen.getByTestId('upload-input'), png('big.png'));
    const error = await screen.findByTestId('upload-error');
    expect(error).toHaveTextContent('Die Datei ist zu groß.');
    expect(error).not.toHaveTextContent('The file exceeds 25 MB');
  });

  it('checks type, size and pixel size in the browser first and sends nothing that cannot pass', async () => {
    const api = baseApi().on('GET', '/api/assets', { body: assetList([]) }).install();
    vi.mocked(readMediaSize).mockResolvedValue({ width: 801, height: 800 });
    window.localStorage.setItem('signed-in', '1');
    renderApp('/en/assets');
    // A dropped file ignores the picker's accept list, so neither does this test.
    const user = userEvent.setup({ applyAccept: false });
    await openUploader(user, 'Sticker');

    const jpeg = new File([new Uint8Array(10)], 'photo.jpg', { type: 'image/jpeg' });
    const huge = png('huge.png');
    Object.defineProperty(huge, 'size', { value: 30_000_000 });
    await user.upload(screen.getByTestId('upload-input'), [jpeg, huge, png('sticker.png')]);

    await waitFor(() => expect(rows().every((element) => element.dataset.status === 'rejected')).toBe(true));
    expect(within(row('photo.jpg')).getByTestId('upload-error')).toHaveTextContent('Sticker takes only PNG.');
    expect(within(row('huge.png')).getByTestId('upload-error')).toHaveTextContent('The file has 30.00 MB; Sticker takes up to 25.00 MB.');
    expect(within(row('sticker.png')).getByTestId('upload-error')).toHaveTextContent('The file is 801 × 800 px; Sticker needs 800 × 800 px.');
    expect(api.calls('POST', '/api/assets')).toHaveLength(0);
    expect(within(row('sticker.png')).queryByTestId('upload-retry')).toBeNull();
  });
});
