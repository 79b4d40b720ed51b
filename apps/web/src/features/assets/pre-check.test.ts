import { describe, expect, it, vi } from 'vitest';
import { claimedType, preCheckFile } from '@/features/assets/pre-check';

const file = (name: string, type: string, size = 100) => {
  const made = new File(['x'], name, { type });
  Object.defineProperty(made, 'size', { value: size });
  return made;
};

describe('pre-check before upload', () => {
  it('reads the type from the MIME type, else from the extension (fonts and MOV often come untyped)', () => {
    expect(claimedType('font', file('Brand.woff2', ''))).toBe('font/woff2');
    expect(claimedType('lookHereGraphic', file('clip.MOV', ''))).toBe('video/quicktime');
    expect(claimedType('referenceImage', file('photo', 'image/jpg'))).toBe('image/jpeg');
    expect(claimedType('sticker', file('photo.jpg', 'image/jpeg'))).toBeNull();
  });

  it('refuses the wrong type, naming the accepted formats', async () => {
    expect(await preCheckFile('banner', file('b.gif', 'image/gif'))).toEqual({ ok: false, reason: 'type', formats: ['PNG', 'JPEG'] });
  });

  it('refuses a file over the limit of its media class', async () => {
    expect(await preCheckFile('shutterBackground', file('b.gif', 'image/gif', 25_000_001))).toMatchObject({ reason: 'size', limit: 25_000_000 });
    expect(await preCheckFile('shutterBackground', file('b.mp4', 'video/mp4', 150_000_000), async () => null)).toEqual({ ok: true, type: 'video/mp4' });
  });

  it('checks the pixel size where the kind expects exact sizes, and only there', async () => {
    const readSize = vi.fn(async () => ({ width: 1920, height: 1080 }));
    expect(await preCheckFile('screenSaver', file('s.png', 'image/png'), readSize)).toEqual({ ok: true, type: 'image/png' });
    expect(await preCheckFile('sticker', file('s.png', 'image/png'), readSize)).toMatchObject({
      ok: false,
      reason: 'dimensions',
      width: 1920,
      height: 1080,
      expected: [{ width: 800, height: 800 }],
    });
    readSize.mockClear();
    expect(await preCheckFile('overlay', file('o.png', 'image/png'), readSize)).toEqual({ ok: true, type: 'image/png' });
    expect(await preCheckFile('arFilter', file('f.zip', 'application/zip'), readSize)).toEqual({ ok: true, type: 'application/zip' });
    expect(readSize).not.toHaveBeenCalled();
  });

  it('lets a file pass when the browser cannot read its size: the server decides', async () => {
    expect(await preCheckFile('sticker', file('s.png', 'image/png'), async () => null)).toEqual({ ok: true, type: 'image/png' });
  });
});
