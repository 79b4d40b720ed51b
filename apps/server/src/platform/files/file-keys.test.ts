import { expect, it } from 'vitest';
import { assetFolder, assetKey, assertValidKey } from './file-keys.ts';

const customerId = '0B9C2A4E-5D6F-4A1B-8C3D-9E8F7A6B5C4D';
const assetId = '7f1c6c8e-2b1d-4c55-9a7e-2f5a1f0f9b11';

it('builds a deterministic key sharded by the asset id', () => {
  const key = assetKey({ customerId, assetId, variant: 'thumb', ext: 'webp' });
  expect(key).toBe(
    'assets/0b9c2a4e-5d6f-4a1b-8c3d-9e8f7a6b5c4d/7f/1c/7f1c6c8e-2b1d-4c55-9a7e-2f5a1f0f9b11/thumb.webp',
  );
  expect(assetKey({ customerId, assetId, variant: 'thumb', ext: 'webp' })).toBe(key);
});

it('the folder holds every variant of the asset', () => {
  const folder = assetFolder(customerId, assetId);
  for (const variant of ['original', 'thumb', 'poster']) {
    expect(assetKey({ customerId, assetId, variant, ext: 'png' }).startsWith(folder)).toBe(true);
  }
});

it('refuses ids and variants that would escape the folder', () => {
  expect(() => assetKey({ customerId: '..', assetId, variant: 'x', ext: 'png' })).toThrow('Invalid');
  expect(() => assetKey({ customerId, assetId, variant: '../x', ext: 'png' })).toThrow('Invalid');
  expect(() => assetKey({ customerId, assetId, variant: 'x', ext: 'png/../../y' })).toThrow('Invalid');
});

it.each(['a.png', 'a/b/c-d_e.f.webp', 'assets/0b/7f/x/original.jpg'])('accepts %s', (key) => {
  expect(() => assertValidKey(key)).not.toThrow();
});
