import type { Asset } from '@booth/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { AssetPicker } from '@/features/assets/components/asset-picker';
import { assetList, makeAsset } from '@/test/asset-fixtures';
import { baseApi } from '@/test/fake-api';
import { renderUi } from '@/test/render-ui';

vi.mock('@/lib/media-size', () => ({ readMediaSize: vi.fn(async () => ({ width: 800, height: 800 })) }));

const heart = makeAsset({ assetType: 'sticker', originalname: 'heart.png', name: 'heart.png' });
const star = makeAsset({ assetType: 'sticker', originalname: 'star.png', name: 'star.png' });
const shared = makeAsset({ assetType: 'sticker', originalname: 'confetti.png', name: 'confetti.png', isPublic: true, customerId: '0b9c2a4e-5d6f-4a1b-8c3d-9e8f7a6b5c4d' });

function Harness({ initial = null, onChange }: { initial?: string | null; onChange: (id: string | null, asset: Asset | null) => void }) {
  const [value, setValue] = useState<string | null>(initial);
  return (
    <AssetPicker
      kind="sticker"
      value={value}
      onChange={(id, asset) => {
        setValue(id);
        onChange(id, asset);
      }}
    />
  );
}

function stickerApi() {
  return baseApi().on('GET', '/api/assets', ({ query }) => ({
    body: query.get('isPublic') === 'true' ? assetList([shared]) : assetList([heart, star]),
  }));
}

describe('AssetPicker', () => {
  it('lists only assets of its kind, own and public, and chooses one', async () => {
    const api = stickerApi().install();
    const onChange = vi.fn();
    renderUi(<Harness onChange={onChange} />, { language: 'en' });
    const user = userEvent.setup();
    expect(screen.getByTestId('asset-picker-current')).toHaveTextContent('Nothing chosen');

    await user.click(screen.getByTestId('asset-picker-open'));
    const modal = await screen.findByRole('dialog', { name: 'Choose: Sticker' });
    const grid = await within(modal).findByTestId('asset-picker-grid');
    expect(within(grid).getAllByTestId('media-item')).toHaveLength(2);
    expect(api.calls('GET', '/api/assets').every((call) => call.query.get('assetType') === 'sticker')).toBe(true);

    await user.click(within(modal).getByText('Public assets'));
    await waitFor(() => expect(within(modal).getByTestId('asset-picker-grid')).toHaveTextContent('confetti.png'));
    expect(api.calls('GET', '/api/assets').at(-1)?.query.get('isPublic')).toBe('true');
    await user.click(within(modal).getByText('My assets'));

    await user.click(await within(modal).findByRole('button', { name: 'Choose star.png' }));
    expect(onChange).toHaveBeenLastCalledWith(star.id, star);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByTestId('asset-picker-current')).toHaveTextContent('star.png');
    expect(screen.getByTestId('asset-picker')).toHaveAttribute('data-value', star.id);
  });

  it('names a choice the caller already knows without looking it up', async () => {
    const api = baseApi().install();
    renderUi(<AssetPicker kind="sticker" value={shared.id} known={shared} onChange={vi.fn()} />, { language: 'en' });
    expect(screen.getByTestId('asset-picker-current')).toHaveTextContent('confetti.png');
    expect(api.calls('GET', '/api/assets')).toHaveLength(0);
  });

  it('shows the current choice it is given, and can choose none', async () => {
    stickerApi().install();
    const onChange = vi.fn();
    renderUi(<Harness initial={heart.id} onChange={onChange} />, { language: 'en' });
    const user = userEvent.setup();
    await waitFor(() => expect(screen.getByTestId('asset-picker-current')).toHaveTextContent('heart.png'));
    expect(screen.getByTestId('asset-picker-open')).toHaveTextContent('Change');

    await user.click(screen.getByTestId('asset-picker-open'));
    await user.click(await screen.findByTestId('asset-picker-none'));
    expect(onChange).toHaveBeenLastCalledWith(null, null);
    expect(screen.getByTestId('asset-picker-current')).toHaveTextContent('Nothing chosen');
  });

  it('uploads in place, restricted to its kind, and chooses the new asset', async () => {
    const uploaded = makeAsset({ assetType: 'sticker', originalname: 'new-sticker.png', name: 'new-sticker.png' });
    const api = stickerApi()
      .on('POST', '/api/assets', ({ form }) => ({ status: 201, body: { ...uploaded, id: String(form?.get('id')) } }))
      .install();
    const onChange = vi.fn();
    renderUi(<Harness onChange={onChange} />);
    const user = userEvent.setup();

    await user.click(screen.getByTestId('asset-picker-open'));
    const modal = await screen.findByRole('dialog', { name: 'Auswählen: Sticker' });
    await user.click(within(modal).getByText('Neu hochladen'));
    // No kind selector: the picker's kind, with its requirements.
    expect(within(modal).queryByTestId('upload-kind')).toBeNull();
    expect(within(modal).getByTestId('upload-hint')).toHaveTextContent('PNG · 800 × 800 px · bis 25 MB');

    await user.upload(within(modal).getByTestId('upload-input'), new File([new Uint8Array(64)], 'new-sticker.png', { type: 'image/png' }));

    await waitFor(() => expect(onChange).toHaveBeenCalled());
    const [post] = api.calls('POST', '/api/assets');
    expect(post?.form?.get('assetType')).toBe('sticker');
    const [id, asset] = onChange.mock.lastCall ?? [];
    expect(id).toBe(post?.form?.get('id'));
    expect(asset).toMatchObject({ originalname: 'new-sticker.png' });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByTestId('asset-picker-current')).toHaveTextContent('new-sticker.png');
  });
});
