import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { MediaError } from './media-error.ts';
import { gifPoster, normaliseImage, probeImage, sizedImages, thumbnail } from './sharp-images.ts';
import { FIXTURES, photoLikeJpeg, pixelBombPng } from './test-images.ts';

const fixture = (name: string) => join(FIXTURES, name);

async function refusal(promise: Promise<unknown>): Promise<MediaError> {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(MediaError);
  return error as MediaError;
}

describe('probeImage', () => {
  it('reports the upright size of a JPEG rotated by its EXIF tag', async () => {
    // Stored 64x32 with orientation 6 (rotate 90° clockwise to display).
    expect(await probeImage(fixture('photo-exif-orientation6-gps.jpg'))).toEqual({
      format: 'jpeg',
      width: 32,
      height: 64,
      orientation: 'portrait',
      exifOrientation: 6,
      hasAlpha: false,
      pages: 1,
    });
  });

  it('counts the frames of an animated GIF', async () => {
    expect(await probeImage(fixture('animated-64x48.gif'))).toMatchObject({ format: 'gif', width: 64, height: 48, pages: 3 });
  });

  it('reads by content, whatever the name says', async () => {
    expect(await probeImage(fixture('png-disguised.jpg'))).toMatchObject({ format: 'png', hasAlpha: true, width: 40, height: 30 });
  });

  it('refuses SVG even though libvips could render it', async () => {
    const error = await refusal(probeImage(await readFile(fixture('image.svg'))));
    expect(error).toMatchObject({ reason: 'unsupported-format', code: 'VALIDATION' });
  });

  it('refuses text', async () => {
    expect(await refusal(probeImage(await readFile(fixture('text.txt'))))).toMatchObject({ reason: 'unsupported-format' });
  });
});

describe('normaliseImage', () => {
  it('rotates a JPEG upright and drops its EXIF, GPS position included', async () => {
    const original = await sharp(fixture('photo-exif-orientation6-gps.jpg')).metadata();
    expect(original.exif?.includes(Buffer.from([0x25, 0x88]))).toBe(true); // GPS IFD pointer tag 0x8825

    const result = await normaliseImage(fixture('photo-exif-orientation6-gps.jpg'));
    expect(result).toMatchObject({ format: 'jpeg', contentType: 'image/jpeg', width: 32, height: 64 });
    const after = await sharp(result.data).metadata();
    expect(after.exif).toBeUndefined();
    expect(after.orientation).toBeUndefined();
    expect([after.width, after.height]).toEqual([32, 64]);
    // The blue stripe painted on the stored image's left edge is at the top once upright.
    const { data } = await sharp(result.data).extract({ left: 16, top: 2, width: 1, height: 1 }).raw().toBuffer({ resolveWithObject: true });
    expect(data[2]).toBeGreaterThan(data[0] ?? 0);
  });

  it('keeps a PNG a PNG with its transparency', async () => {
    const result = await normaliseImage(await readFile(fixture('png-disguised.jpg')));
    expect(result.format).toBe('png');
    const meta = await sharp(result.data).metadata();
    expect(meta).toMatchObject({ format: 'png', hasAlpha: true, width: 40, height: 30 });
    const stats = await sharp(result.data).stats();
    expect(stats.isOpaque).toBe(false);
  });

  it('keeps an animated GIF animated', async () => {
    const result = await normaliseImage(fixture('animated-64x48.gif'));
    expect(result).toMatchObject({ format: 'gif', width: 64, height: 48 });
    const meta = await sharp(result.data).metadata();
    expect(meta).toMatchObject({ format: 'gif', pages: 3, width: 64, height: 48, delay: [200, 200, 200], loop: 0 });
  });

  it('drops text chunks a PNG carries', async () => {
    const tagged = await sharp({ create: { width: 8, height: 8, channels: 4, background: '#fff0' } })
      .png()
      .withMetadata()
      .withExif({ IFD0: { ImageDescription: '<script>alert(1)</script>' } })
      .toBuffer();
    expect(tagged.includes('alert(1)')).toBe(true);
    expect((await normaliseImage(tagged)).data.includes('alert(1)')).toBe(false);
  });

  it('refuses a decompression bomb before decoding it', async () => {
    const bomb = pixelBombPng();
    expect(bomb.length).toBeLessThan(200_000);
    const started = Date.now();
    const error = await refusal(normaliseImage(bomb));
    expect(error).toMatchObject({ reason: 'too-many-pixels', code: 'VALIDATION' });
    expect(Date.now() - started).toBeLessThan(2000);
  });

  it('refuses a truncated image', async () => {
    const png = await readFile(fixture('png-disguised.jpg'));
    const error = await refusal(normaliseImage(png.subarray(0, 60)));
    expect(['corrupt', 'unsupported-format']).toContain(error.reason);
  });
});

describe('thumbnail', () => {
  it('is a WebP of at most 512 px that keeps transparency', async () => {
    const big = await sharp({ create: { width: 2048, height: 1536, channels: 4, background: { r: 0, g: 0, b: 0, alpha: 0.5 } } })
      .png()
      .toBuffer();
    const result = await thumbnail(big);
    expect(result).toMatchObject({ format: 'webp', contentType: 'image/webp', width: 512, height: 384 });
    expect(await sharp(result.data).metadata()).toMatchObject({ format: 'webp', hasAlpha: true });
  });

  it('is upright and never enlarges a small image', async () => {
    expect(await thumbnail(fixture('photo-exif-orientation6-gps.jpg'))).toMatchObject({ width: 32, height: 64 });
  });

  it('shows the first frame of an animation', async () => {
    const result = await thumbnail(fixture('animated-64x48.gif'));
    const meta = await sharp(result.data).metadata();
    expect(meta).toMatchObject({ format: 'webp', width: 64, height: 48 });
    expect(meta.pages ?? 1).toBe(1);
  });
});

describe('gifPoster', () => {
  it('is the first frame, as JPEG when opaque', async () => {
    const poster = await gifPoster(fixture('animated-64x48.gif'));
    expect(poster).toMatchObject({ format: 'jpeg', width: 64, height: 48 });
    expect((await sharp(poster.data).metadata()).format).toBe('jpeg');
  });

  it('is a PNG when the frame is transparent', async () => {
    const gif = await sharp({ create: { width: 20, height: 10, channels: 4, background: { r: 255, g: 0, b: 0, alpha: 0 } } })
      .gif()
      .toBuffer();
    expect(await gifPoster(gif)).toMatchObject({ format: 'png', contentType: 'image/png' });
  });

  it('refuses other formats', async () => {
    expect(await refusal(gifPoster(fixture('png-disguised.jpg')))).toMatchObject({ reason: 'unsupported-format' });
  });
});

describe('sizedImages', () => {
  it('makes WebP copies at the widths below the picture, keeping its aspect, much smaller than the full JPEG', async () => {
    const full = await photoLikeJpeg(1920, 1080, 7);
    const sized = await sizedImages(full, { widths: [480, 960, 1440, 1920, 2560], format: 'webp' });
    expect(sized.map((image) => [image.width, image.height])).toEqual([
      [480, 270],
      [960, 540],
      [1440, 810],
    ]);
    for (const image of sized) {
      const meta = await sharp(image.data).metadata();
      expect(meta.format).toBe('webp');
      expect([meta.width, meta.height]).toEqual([image.width, image.height]);
      expect(image.contentType).toBe('image/webp');
      expect(meta.exif).toBeUndefined();
    }
    const [small, , large] = sized;
    expect(small?.data.length).toBeLessThan(full.length / 10);
    expect(large?.data.length).toBeLessThan(full.length / 2);
  });

  it('never enlarges: a picture narrower than every width gets none', async () => {
    expect(await sizedImages(await photoLikeJpeg(400, 600, 7), { widths: [480, 960], format: 'webp' })).toEqual([]);
  });

  it('turns an EXIF-rotated photo upright and can write JPEG for link previews', async () => {
    const rotated = await readFile(join(FIXTURES, 'photo-exif-orientation6-gps.jpg'));
    const upright = await probeImage(rotated);
    const [preview] = await sizedImages(rotated, { widths: [Math.floor(upright.width / 2)], format: 'jpeg' });
    const meta = await sharp(preview?.data).metadata();
    expect(meta.format).toBe('jpeg');
    expect(meta.orientation).toBeUndefined();
    expect(meta.width).toBe(Math.floor(upright.width / 2));
    expect(Math.abs((meta.height ?? 0) - upright.height / 2)).toBeLessThanOrEqual(1);
  });

  it('refuses a damaged picture as a MediaError', async () => {
    const full = await photoLikeJpeg(800, 600, 7);
    await expect(sizedImages(full.subarray(0, 2000), { widths: [480], format: 'webp' })).rejects.toBeInstanceOf(MediaError);
  });
});
