import { beforeAll, describe, expect, it } from 'vitest';
import { chromaKey } from './chroma-key.ts';

type Rgb = [number, number, number];

// jsdom has no ImageData; the browser's is a plain pixel holder with this constructor.
class PlainImageData {
  readonly colorSpace = 'srgb';
  constructor(
    readonly data: Uint8ClampedArray,
    readonly width: number,
    readonly height: number,
  ) {}
}

beforeAll(() => {
  if (typeof globalThis.ImageData === 'undefined') {
    Object.defineProperty(globalThis, 'ImageData', { value: PlainImageData, configurable: true });
  }
});

function frame(pixels: Rgb[], alpha = 255): ImageData {
  const data = new Uint8ClampedArray(pixels.length * 4);
  pixels.forEach(([r, g, b], i) => data.set([r, g, b, alpha], i * 4));
  return new ImageData(data, pixels.length, 1);
}

function pixel(image: ImageData, index = 0): number[] {
  return Array.from(image.data.slice(index * 4, index * 4 + 4));
}

describe('chromaKey', () => {
  it.each<[string, Rgb]>([
    ['pure green', [0, 255, 0]],
    ['studio chroma green', [0, 177, 64]],
    ['a dim green screen in poor light', [60, 140, 70]],
  ])('makes %s fully transparent', (_name, colour) => {
    expect(pixel(chromaKey(frame([colour])))[3]).toBe(0);
  });

  it.each<[string, Rgb]>([
    ['white', [255, 255, 255]],
    ['mid grey', [128, 128, 128]],
    ['black', [0, 0, 0]],
    ['skin', [230, 180, 150]],
    ['red', [200, 30, 40]],
    ['blue', [20, 40, 200]],
  ])('keeps %s opaque and unchanged', (_name, colour) => {
    expect(pixel(chromaKey(frame([colour])))).toEqual([...colour, 255]);
  });

  it('fades a pale green on the soft edge instead of cutting it', () => {
    // Chroma distance ≈ 0.44 from pure green: half-way into the default edge (0.40–0.48).
    const alpha = pixel(chromaKey(frame([[160, 200, 160]])))[3]!;
    expect(alpha).toBeGreaterThan(0);
    expect(alpha).toBeLessThan(255);
  });

  it('takes the green cast off a kept pixel near the key (despill)', () => {
    const [r, g, b, a] = pixel(chromaKey(frame([[150, 200, 150]])));
    expect(a).toBeGreaterThan(0);
    // Towards its own grey: green drops, red and blue rise, the pixel keeps its brightness.
    expect(g).toBeLessThan(200);
    expect(r).toBeGreaterThan(150);
    expect(b).toBeGreaterThan(150);
  });

  it('keys another colour when given one, and then keeps green', () => {
    const blueScreen: Rgb = [0, 71, 187];
    const keyed = chromaKey(frame([blueScreen, [0, 255, 0]]), { key: blueScreen });
    expect(pixel(keyed, 0)[3]).toBe(0);
    expect(pixel(keyed, 1)[3]).toBe(255);
  });

  it('widens what counts as screen with a larger similarity', () => {
    const pale: Rgb = [160, 200, 160];
    expect(pixel(chromaKey(frame([pale])))[3]).toBeGreaterThan(0);
    expect(pixel(chromaKey(frame([pale]), { similarity: 0.5 }))[3]).toBe(0);
  });

  it('cuts hard with smoothness 0', () => {
    const keyed = chromaKey(frame([[160, 200, 160], [0, 255, 0]]), { similarity: 0.43, smoothness: 0 });
    expect(pixel(keyed, 0)[3]).toBe(255);
    expect(pixel(keyed, 1)[3]).toBe(0);
  });

  it('keeps the transparency the frame already had', () => {
    expect(pixel(chromaKey(frame([[255, 255, 255]], 100)))[3]).toBe(100);
  });

  it('returns a new image of the same size and leaves the input alone', () => {
    const green = new Uint8ClampedArray(2 * 3 * 4);
    for (let i = 0; i < green.length; i += 4) green.set([0, 255, 0, 255], i);
    const input = new ImageData(green, 2, 3);
    const before = Array.from(input.data);
    const keyed = chromaKey(input);
    expect(keyed).not.toBe(input);
    expect([keyed.width, keyed.height]).toEqual([2, 3]);
    expect(Array.from(input.data)).toEqual(before);
    expect(Array.from(keyed.data).filter((_, i) => i % 4 === 3)).toEqual([0, 0, 0, 0, 0, 0]);
  });
});
