/**
 * Green-screen keying on the CPU, for live background replacement when the campaign uses a real green
 * screen instead of on-device segmentation. The distance is measured in the chroma plane (Cb/Cr of
 * BT.709), so a dim and a bright part of the same green cloth key alike while greys, skin and dark
 * clothes, whose chroma sits far from green, stay opaque. The soft edge and the despill follow the
 * well-tried chroma key of OBS Studio, whose defaults (similarity 0.4, smoothness 0.08) these are.
 */
export interface ChromaKeyOptions {
  /** The screen colour as RGB 0–255. */
  key?: [number, number, number];
  /** Chroma distance (0–1) up to which a pixel is fully transparent. */
  similarity?: number;
  /** Width (0–1) of the soft edge past `similarity` over which the pixel fades back in. */
  smoothness?: number;
}

const DEFAULT_KEY: [number, number, number] = [0, 255, 0];
const DEFAULT_SIMILARITY = 0.4;
const DEFAULT_SMOOTHNESS = 0.08;
/** Range past `similarity` over which a kept pixel loses its green cast (OBS: "key colour spill reduction"). */
const SPILL = 0.1;

/** Cb and Cr (0–1) of an RGB colour given in 0–1. */
function chroma(r: number, g: number, b: number): [number, number] {
  return [r * -0.100644 + g * -0.338572 + b * 0.439216 + 0.501961, r * 0.439216 + g * -0.398942 + b * -0.040274 + 0.501961];
}

function saturate(value: number): number {
  return value < 0 ? 0 : value > 1 ? 1 : value;
}

/** Returns a keyed copy of `frame`: the key colour transparent, a soft edge, and green spill removed. */
export function chromaKey(frame: ImageData, options: ChromaKeyOptions = {}): ImageData {
  const [keyR, keyG, keyB] = options.key ?? DEFAULT_KEY;
  const similarity = options.similarity ?? DEFAULT_SIMILARITY;
  // A zero-width edge would divide by zero; a hair's width gives the same hard cut.
  const smoothness = Math.max(options.smoothness ?? DEFAULT_SMOOTHNESS, 1e-6);
  const [keyCb, keyCr] = chroma(keyR / 255, keyG / 255, keyB / 255);

  const source = frame.data;
  const out = new Uint8ClampedArray(source.length);
  for (let i = 0; i < source.length; i += 4) {
    const r = source[i]! / 255;
    const g = source[i + 1]! / 255;
    const b = source[i + 2]! / 255;
    const [cb, cr] = chroma(r, g, b);
    const distance = Math.hypot(cb - keyCb, cr - keyCr);
    const base = distance - similarity;
    const mask = Math.pow(saturate(base / smoothness), 1.5);
    const spill = Math.pow(saturate(base / SPILL), 1.5);
    // Near the key, blend towards the pixel's own grey, which takes the green light off hair and edges.
    const grey = 0.2126 * r + 0.7152 * g + 0.0722 * b;
    out[i] = (grey + (r - grey) * spill) * 255;
    out[i + 1] = (grey + (g - grey) * spill) * 255;
    out[i + 2] = (grey + (b - grey) * spill) * 255;
    out[i + 3] = source[i + 3]! * mask;
  }
  return new ImageData(out, frame.width, frame.height);
}
