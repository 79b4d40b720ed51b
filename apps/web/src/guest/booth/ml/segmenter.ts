import { createHuman } from './human-loader.ts';

/** On-device selfie segmentation: the person kept, everything else transparent. */
export interface Segmenter {
  /**
   * The person in `source` on a transparent canvas of `width` × `height`; the source is scaled to
   * cover that size, centred and cropped, never distorted. Each call returns a new canvas.
   */
  cutout(source: HTMLVideoElement | HTMLCanvasElement, width: number, height: number): Promise<HTMLCanvasElement>;
  dispose(): void;
}

/** The selfie model's input is 256 × 256. */
const MODEL_SIZE = 256;

function canvas(width: number, height: number): HTMLCanvasElement {
  const element = document.createElement('canvas');
  element.width = width;
  element.height = height;
  return element;
}

/** Resizing clears a canvas, so it is done only when the size really changes. */
function resize(element: HTMLCanvasElement, width: number, height: number) {
  if (element.width !== width || element.height !== height) [element.width, element.height] = [width, height];
}

function context(element: HTMLCanvasElement): CanvasRenderingContext2D {
  const ctx = element.getContext('2d', { willReadFrequently: true });
  if (!ctx) throw new Error('This browser cannot draw on a canvas');
  return ctx;
}

function sourceSize(source: HTMLVideoElement | HTMLCanvasElement): [number, number] {
  return source instanceof HTMLVideoElement ? [source.videoWidth, source.videoHeight] : [source.width, source.height];
}

/** Draws `source` to cover the whole of `target`, centred. */
function drawCover(target: CanvasRenderingContext2D, source: HTMLVideoElement | HTMLCanvasElement, width: number, height: number) {
  const [sw, sh] = sourceSize(source);
  if (!sw || !sh) throw new Error('The camera has no picture yet');
  const scale = Math.max(width / sw, height / sh);
  const cropWidth = width / scale;
  const cropHeight = height / scale;
  target.drawImage(source, (sw - cropWidth) / 2, (sh - cropHeight) / 2, cropWidth, cropHeight, 0, 0, width, height);
}

/**
 * Loads human's MediaPipe selfie model (256×256, about 300 KB) on the WASM backend. The model answers
 * a soft mask (0–1 per pixel), so hair and edges fade instead of being cut with a staircase.
 */
export async function loadSegmenter(): Promise<Segmenter> {
  const human = await createHuman({ segmentation: { enabled: true, modelPath: 'selfie.json', mode: 'alpha' } });
  let frameCanvas: HTMLCanvasElement | null = canvas(1, 1);
  let inputCanvas: HTMLCanvasElement | null = canvas(1, 1);
  let maskCanvas: HTMLCanvasElement | null = canvas(1, 1);
  // Calls run one after another: they share the work canvases, and a live preview never wants two
  // frames in flight anyway.
  let running: Promise<unknown> = Promise.resolve();

  async function cutout(source: HTMLVideoElement | HTMLCanvasElement, width: number, height: number): Promise<HTMLCanvasElement> {
    const [frame, input, mask] = [frameCanvas, inputCanvas, maskCanvas];
    if (!frame || !input || !mask) throw new Error('The segmenter has been disposed');
    resize(frame, width, height);
    drawCover(context(frame), source, width, height);

    // The model sees 256 × 256 whatever it is given, so it gets a frame of about that size: reading,
    // resizing and handing back a full-size mask costs several times the model itself. The mask is
    // scaled up by the canvas below, smoothly, which is what human would do on the full frame.
    const scale = Math.min(1, MODEL_SIZE / Math.max(width, height));
    resize(input, Math.max(1, Math.round(width * scale)), Math.max(1, Math.round(height * scale)));
    context(input).drawImage(frame, 0, 0, input.width, input.height);

    const alpha = await human.segmentation(input);
    if (!alpha) throw new Error('The segmentation model gave no result');
    const [maskHeight = 0, maskWidth = 0] = alpha.shape;
    const values = await alpha.data();
    alpha.dispose();

    // The mask becomes the alpha of a black image, which then cuts the frame with destination-in.
    resize(mask, maskWidth, maskHeight);
    const pixels = new ImageData(maskWidth, maskHeight);
    for (let i = 0; i < values.length; i++) pixels.data[i * 4 + 3] = values[i]!;
    context(mask).putImageData(pixels, 0, 0);

    const out = canvas(width, height);
    const outCtx = context(out);
    outCtx.drawImage(frame, 0, 0);
    outCtx.globalCompositeOperation = 'destination-in';
    outCtx.drawImage(mask, 0, 0, width, height);
    outCtx.globalCompositeOperation = 'source-over';
    return out;
  }

  return {
    cutout(source, width, height) {
      const result = running.then(() => cutout(source, width, height));
      running = result.catch(() => undefined);
      return result;
    },
    dispose() {
      // Human has no per-instance teardown: its models stay cached in the module for the next load.
      // Shrinking the canvases hands their pixel memory back at once.
      for (const element of [frameCanvas, inputCanvas, maskCanvas]) if (element) resize(element, 0, 0);
      frameCanvas = null;
      inputCanvas = null;
      maskCanvas = null;
    },
  };
}
