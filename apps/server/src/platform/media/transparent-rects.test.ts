import { join } from 'node:path';
import sharp from 'sharp';
import { expect, it } from 'vitest';
import type { Rect } from './image-types.ts';
import { findTransparentRects } from './transparent-rects.ts';
import { FIXTURES, framePng } from './test-images.ts';

it.each<[string, Rect[]]>([
  ['one hole', [{ x: 100, y: 80, width: 400, height: 300 }]],
  [
    'two holes side by side (photo strip)',
    [
      { x: 40, y: 60, width: 250, height: 330 },
      { x: 330, y: 60, width: 250, height: 330 },
    ],
  ],
  [
    'four holes in a grid, slightly out of line',
    [
      { x: 30, y: 30, width: 260, height: 180 },
      { x: 320, y: 33, width: 260, height: 180 },
      { x: 30, y: 250, width: 260, height: 180 },
      { x: 320, y: 248, width: 260, height: 180 },
    ],
  ],
])('%s', async (_name, holes) => {
  const png = await framePng(620, 460, holes);
  // The 1 px soft edge (alpha 5) counts as transparent by default, so each box grows by 1 on every side.
  const grown = holes.map((h) => ({ x: h.x - 1, y: h.y - 1, width: h.width + 2, height: h.height + 2 }));
  expect(await findTransparentRects(png)).toEqual(grown);
  expect(await findTransparentRects(png, { maxAlpha: 0 })).toEqual(holes);
});

it('ignores specks and answers in reading order', async () => {
  const png = await framePng(620, 460, [
    { x: 330, y: 40, width: 200, height: 150 },
    { x: 600, y: 440, width: 3, height: 3 },
    { x: 40, y: 40, width: 200, height: 150 },
  ]);
  expect(await findTransparentRects(png, { maxAlpha: 0 })).toEqual([
    { x: 40, y: 40, width: 200, height: 150 },
    { x: 330, y: 40, width: 200, height: 150 },
  ]);
});

it('an image without alpha has no transparent areas', async () => {
  const jpegLikePng = await sharp({ create: { width: 50, height: 50, channels: 3, background: '#fff' } }).png().toBuffer();
  expect(await findTransparentRects(jpegLikePng)).toEqual([]);
});

it('refuses a JPEG', async () => {
  await expect(findTransparentRects(join(FIXTURES, 'photo-exif-orientation6-gps.jpg'))).rejects.toMatchObject({
    reason: 'unsupported-format',
  });
});
