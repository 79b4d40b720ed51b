import { describe, expect, it } from 'vitest';
import type { ShootRenditions, StoredFile } from '@/modules/shoots/shoots.table.ts';
import { shootTileFile } from './mosaic-tile-render.ts';

const file = (name: string, mimetype = 'image/jpeg'): StoredFile => ({ path: `shoots/e/s/${name}`, size: 1, mimetype });
const widths = [480, 960].map((width) => ({ width, height: (width * 4) / 3, file: file(`display-${width}.webp`, 'image/webp') }));

describe('shootTileFile', () => {
  const photo: ShootRenditions = { main: file('overlayed.jpg'), overlayed: file('overlayed.jpg'), original: file('original.jpg') };

  it('takes the overlayed still or the original as useOverlayedPicture says', () => {
    expect(shootTileFile({ renditions: photo }, true)?.path).toMatch(/overlayed\.jpg$/);
    expect(shootTileFile({ renditions: photo }, false)?.path).toMatch(/original\.jpg$/);
  });

  it('falls back to the other still, then to the main file', () => {
    expect(shootTileFile({ renditions: { main: file('original.jpg'), original: file('original.jpg') } }, true)?.path).toMatch(/original\.jpg$/);
    expect(shootTileFile({ renditions: { main: file('overlayed.jpg'), overlayed: file('overlayed.jpg') } }, false)?.path).toMatch(/overlayed\.jpg$/);
    expect(shootTileFile({ renditions: { main: file('layout.jpg') } }, false)?.path).toMatch(/layout\.jpg$/);
  });

  it('takes the poster of a moving picture, never its video or GIF', () => {
    expect(shootTileFile({ renditions: { main: file('main.mp4', 'video/mp4'), poster: file('poster.jpg') } }, true)?.path).toMatch(/poster\.jpg$/);
    expect(shootTileFile({ renditions: { main: file('main.gif', 'image/gif'), poster: file('poster.jpg') } }, false)?.path).toMatch(/poster\.jpg$/);
    expect(shootTileFile({ renditions: { main: file('main.mp4', 'video/mp4') } }, true)).toBeUndefined();
  });

  it('reads the smallest display copy when it shows the chosen still', () => {
    expect(shootTileFile({ renditions: { ...photo, widths } }, true)?.path).toMatch(/display-480\.webp$/);
    // The copies are of the overlayed picture: the original is read whole.
    expect(shootTileFile({ renditions: { ...photo, widths } }, false)?.path).toMatch(/original\.jpg$/);
    expect(shootTileFile({ renditions: { main: file('main.mp4', 'video/mp4'), poster: file('poster.jpg'), widths } }, true)?.path).toMatch(/display-480\.webp$/);
  });
});
