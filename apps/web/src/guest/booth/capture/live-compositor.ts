import { centerCrop, drawCover } from './frame-geometry';

/** What of F's segmenter the compositor uses (ml/segmenter.ts). */
export interface CutoutMaker {
  cutout(source: HTMLVideoElement | HTMLCanvasElement, width: number, height: number): Promise<HTMLCanvasElement>;
}

/** Green screen keying (ml/chroma-key.ts): green pixels become transparent. */
export type Keyer = (frame: ImageData) => ImageData;

/**
 * Draws on top of a live frame once the camera (and background) is in it, in the canvas's own pixels
 * with no transform in force. What it draws is part of the frame: shown, captured and recorded.
 */
export type FrameDecorator = (context: CanvasRenderingContext2D, width: number, height: number) => void;

export interface CompositorSettings {
  /** Width / height of the campaign's dimension. */
  aspect: number;
  mirror: boolean;
  /** The chosen background; null shows the camera as it is. */
  background: HTMLImageElement | null;
  /** How the background replaces the camera's: segmentation, else green screen keying. */
  segmenter: CutoutMaker | null;
  keyer: Keyer | null;
  /** Drawn into every frame after the camera (the kiosk's AR filter while a video is recorded); none by default. */
  decorate?: FrameDecorator | null;
}

function canvas2d(canvas: HTMLCanvasElement, willRead = false): CanvasRenderingContext2D {
  const context = canvas.getContext('2d', willRead ? { willReadFrequently: true } : undefined);
  if (!context) throw new Error('No 2D canvas');
  return context;
}

/**
 * Draws the camera into the visible canvas on every animation frame: cropped to the campaign's shape,
 * mirrored as the guest sees it, with the background replaced when one is chosen. What this canvas
 * shows is what is captured (frames) and recorded (video), so the guest gets what they saw.
 */
export class LiveCompositor {
  private settings: CompositorSettings;
  private frameRequest = 0;
  private readonly scratch = document.createElement('canvas');
  private readonly segmentInput = document.createElement('canvas');
  private cutout: HTMLCanvasElement | null = null;
  private segmenting = false;

  constructor(
    private readonly video: HTMLVideoElement,
    private readonly canvas: HTMLCanvasElement,
    settings: CompositorSettings,
  ) {
    this.settings = settings;
  }

  update(settings: CompositorSettings): void {
    if (settings.segmenter !== this.settings.segmenter || settings.background !== this.settings.background) this.cutout = null;
    this.settings = settings;
  }

  start(): void {
    const loop = () => {
      this.draw();
      this.frameRequest = requestAnimationFrame(loop);
    };
    this.frameRequest = requestAnimationFrame(loop);
  }

  stop(): void {
    cancelAnimationFrame(this.frameRequest);
  }

  /** Whether a camera frame has been drawn (the canvas has the camera's size). */
  get ready(): boolean {
    return this.video.videoWidth > 0 && this.canvas.width > 0;
  }

  draw(): void {
    const { video, canvas, settings } = this;
    if (video.readyState < 2 || video.videoWidth === 0) return;
    const crop = centerCrop(video.videoWidth, video.videoHeight, settings.aspect);
    if (canvas.width !== crop.sw || canvas.height !== crop.sh) {
      canvas.width = crop.sw;
      canvas.height = crop.sh;
    }
    const context = canvas2d(canvas);
    const { sw: width, sh: height } = crop;
    const person = this.person(crop);
    context.save();
    context.clearRect(0, 0, width, height);
    if (settings.background && person) drawCover(context, settings.background, 0, 0, width, height);
    if (settings.mirror) {
      context.translate(width, 0);
      context.scale(-1, 1);
    }
    if (person) {
      context.drawImage(person, 0, 0, width, height);
    } else {
      context.drawImage(video, crop.sx, crop.sy, crop.sw, crop.sh, 0, 0, width, height);
    }
    context.restore();
    if (settings.decorate) this.decorate(context, settings.decorate, width, height);
  }

  private decorate(context: CanvasRenderingContext2D, decorator: FrameDecorator, width: number, height: number): void {
    context.save();
    try {
      decorator(context, width, height);
    } catch {
      // A decoration that fails leaves this frame as the camera drew it: the live picture (and a
      // recording of it) must not stop for it, and the next frame tries again.
    } finally {
      context.restore();
    }
  }

  /** The camera picture with a transparent background, or null when nothing is replaced (yet). */
  private person(crop: ReturnType<typeof centerCrop>): HTMLCanvasElement | null {
    const { settings, video } = this;
    if (!settings.background) return null;
    if (settings.segmenter) {
      if (!this.segmenting) this.segment(settings.segmenter, crop);
      return this.cutout;
    }
    if (!settings.keyer) return null;
    const { scratch } = this;
    if (scratch.width !== crop.sw || scratch.height !== crop.sh) {
      scratch.width = crop.sw;
      scratch.height = crop.sh;
    }
    const context = canvas2d(scratch, true);
    context.drawImage(video, crop.sx, crop.sy, crop.sw, crop.sh, 0, 0, crop.sw, crop.sh);
    context.putImageData(settings.keyer(context.getImageData(0, 0, crop.sw, crop.sh)), 0, 0);
    return scratch;
  }

  // Segmentation is slower than the screen: one runs at a time on its own copy of the frame, and the
  // newest cutout is drawn meanwhile.
  private segment(segmenter: CutoutMaker, crop: ReturnType<typeof centerCrop>): void {
    const input = this.segmentInput;
    input.width = crop.sw;
    input.height = crop.sh;
    canvas2d(input).drawImage(this.video, crop.sx, crop.sy, crop.sw, crop.sh, 0, 0, crop.sw, crop.sh);
    this.segmenting = true;
    segmenter
      .cutout(input, crop.sw, crop.sh)
      .then((cutout) => {
        if (this.settings.segmenter === segmenter) this.cutout = cutout;
      })
      .catch(() => {
        this.cutout = null;
      })
      .finally(() => {
        this.segmenting = false;
      });
  }
}
