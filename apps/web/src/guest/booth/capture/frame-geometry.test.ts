import { describe, expect, it } from 'vitest';
import { centerCrop } from './frame-geometry';

describe('centerCrop', () => {
  it('cuts the sides of a wide camera picture for a portrait campaign', () => {
    expect(centerCrop(1280, 720, 3 / 4)).toEqual({ sx: 370, sy: 0, sw: 540, sh: 720 });
  });

  it('cuts top and bottom of a tall picture for a landscape campaign', () => {
    expect(centerCrop(720, 1280, 16 / 9)).toEqual({ sx: 0, sy: 438, sw: 720, sh: 405 });
  });

  it('keeps a picture that already has the shape, and nothing of an empty one', () => {
    expect(centerCrop(600, 600, 1)).toEqual({ sx: 0, sy: 0, sw: 600, sh: 600 });
    expect(centerCrop(0, 0, 1)).toEqual({ sx: 0, sy: 0, sw: 0, sh: 0 });
  });
});
