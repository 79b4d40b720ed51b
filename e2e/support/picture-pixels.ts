import sharp from 'sharp';

export interface Rgb {
  r: number;
  g: number;
  b: number;
}

/** A rectangle in shares of a picture's width and height (0 to 1), so one layout fits any rendition size. */
export interface Area {
  left: number;
  top: number;
  right: number;
  bottom: number;
}

/** The area of half-width `dx` and half-height `dy` around (x, y), in shares of the picture. */
export function around(x: number, y: number, dx: number, dy = dx): Area {
  return { left: x - dx, top: y - dy, right: x + dx, bottom: y + dy };
}

/** '#e53935' as numbers. */
export function hexRgb(hex: string): Rgb {
  const value = Number.parseInt(hex.replace('#', ''), 16);
  return { r: (value >> 16) & 255, g: (value >> 8) & 255, b: value & 255 };
}

/** Whether every channel is within `tolerance` of the target's. */
export function near(colour: Rgb, target: Rgb, tolerance: number): boolean {
  return Math.abs(colour.r - target.r) <= tolerance && Math.abs(colour.g - target.g) <= tolerance && Math.abs(colour.b - target.b) <= tolerance;
}

/** How far a colour is from grey: the largest difference between two of its channels. */
export function chroma({ r, g, b }: Rgb): number {
  return Math.max(r, g, b) - Math.min(r, g, b);
}

/** Rec. 601 luma, as a greyscale picture shows a colour. */
export function luma({ r, g, b }: Rgb): number {
  return 0.299 * r + 0.587 * g + 0.114 * b;
}

/** A picture's pixels (JPEG, PNG, WebP…), read by places given in shares of its size. */
export class PicturePixels {
  private constructor(
    private readonly data: Buffer,
    readonly width: number,
    readonly height: number,
  ) {}

  static async of(bytes: Buffer): Promise<PicturePixels> {
    const { data, info } = await sharp(bytes).removeAlpha().raw().toBuffer({ resolveWithObject: true });
    return new PicturePixels(data, info.width, info.height);
  }

  private pixel(x: number, y: number): Rgb {
    const offset = (y * this.width + x) * 3;
    return { r: this.data[offset] ?? 0, g: this.data[offset + 1] ?? 0, b: this.data[offset + 2] ?? 0 };
  }

  /** Every pixel of the area (clipped to the picture). */
  private *pixelsIn(area: Area): Generator<Rgb> {
    const [x0, x1] = [Math.max(0, Math.floor(area.left * this.width)), Math.min(this.width, Math.ceil(area.right * this.width))];
    const [y0, y1] = [Math.max(0, Math.floor(area.top * this.height)), Math.min(this.height, Math.ceil(area.bottom * this.height))];
    for (let y = y0; y < y1; y++) for (let x = x0; x < x1; x++) yield this.pixel(x, y);
  }

  /** The average colour of the area. */
  mean(area: Area): Rgb {
    const sum = { r: 0, g: 0, b: 0 };
    let count = 0;
    for (const { r, g, b } of this.pixelsIn(area)) {
      sum.r += r;
      sum.g += g;
      sum.b += b;
      count += 1;
    }
    return count === 0 ? sum : { r: sum.r / count, g: sum.g / count, b: sum.b / count };
  }

  /** The share (0 to 1) of the area's pixels that pass `test`. */
  share(area: Area, test: (colour: Rgb) => boolean): number {
    let count = 0;
    let passed = 0;
    for (const colour of this.pixelsIn(area)) {
      count += 1;
      if (test(colour)) passed += 1;
    }
    return count === 0 ? 0 : passed / count;
  }

  /** The share of pixels outside every one of `skipped` that pass `test` (e.g. colour left on a greyscale picture). */
  shareOutside(skipped: Area[], test: (colour: Rgb) => boolean): number {
    let count = 0;
    let passed = 0;
    for (let y = 0; y < this.height; y++) {
      for (let x = 0; x < this.width; x++) {
        const [fx, fy] = [(x + 0.5) / this.width, (y + 0.5) / this.height];
        if (skipped.some((area) => fx >= area.left && fx <= area.right && fy >= area.top && fy <= area.bottom)) continue;
        count += 1;
        if (test(this.pixel(x, y))) passed += 1;
      }
    }
    return count === 0 ? 0 : passed / count;
  }
}
