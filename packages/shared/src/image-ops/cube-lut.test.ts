import { describe, expect, it } from 'vitest';
import { CUBE_SIZE, imageOpsCube } from './cube-lut.ts';

const rows = (cube: string) => cube.trim().split('\n').slice(1).map((line) => line.split(' ').map(Number));

describe('imageOpsCube', () => {
  it('writes a .cube table of the size, red varying fastest; the identity maps every point to itself', () => {
    const cube = imageOpsCube({});
    expect(cube.startsWith(`LUT_3D_SIZE ${CUBE_SIZE}\n`)).toBe(true);
    const points = rows(cube);
    expect(points).toHaveLength(CUBE_SIZE ** 3);
    const level = (index: number) => Math.round((index * 255) / (CUBE_SIZE - 1)) / 255;
    expect(points[1]).toEqual([Number(level(1).toFixed(4)), 0, 0]);
    expect(points[CUBE_SIZE]).toEqual([0, Number(level(1).toFixed(4)), 0]);
    expect(points.at(-1)).toEqual([1, 1, 1]);
  });

  it('holds the colour operations: greyscale gives grey points, a hue turn of 120° takes red to green', () => {
    for (const [red, green, blue] of rows(imageOpsCube({ greyscale: true }, 5))) expect(new Set([red, green, blue]).size).toBe(1);
    const turned = rows(imageOpsCube({ hue: 120 }, 2));
    expect(turned[1]).toEqual([0, 1, 0]);
  });
});
