import type { ImageOpsValues } from '@booth/shared';
import { resolveFfmpegBinaries, type FfmpegBinaries } from './ffmpeg-binaries.ts';
import { DEFAULT_TIMEOUTS, FfmpegRunner, type FfmpegTimeouts, type RenderOptions } from './ffmpeg-runner.ts';
import { layEditLayer } from './edit-layer.ts';
import { gifArgs, type Size } from './ffmpeg-args.ts';
import { applyImageOpsToImage, type ImageOpsImage, type ImageOpsImageOptions } from './image-ops-raw.ts';
import type { EncodedImage, ImageInfo, ImageInput, Rect } from './image-types.ts';
import { MediaError } from './media-error.ts';
import { gifPoster, normaliseImage, probeImage, sizedImages, thumbnail, type SizedImageRequest } from './sharp-images.ts';
import { assertDecodes, composeLayout, composePicture, decodedSize, originalJpeg, type LayoutLayers, type PictureLayers } from './shoot-compose.ts';
import {
  alphaDecoder,
  clipMp4Args,
  shootVideoArgs,
  videoOverlayKind,
  type ClipMp4Options,
  type ShootVideoOptions,
  type VideoOverlay,
} from './shoot-ffmpeg-args.ts';
import { composePreview, renderSvg, type SvgRender, type SvgRenderRequest } from './svg-render.ts';
import { findTransparentRects } from './transparent-rects.ts';
import type { TransparentRegionOptions } from './transparent-regions.ts';
import type { VideoInfo } from './video-info.ts';

/** A guest video's settings, the overlay given as the file it is (its type decides how it is read). */
export interface ShootVideoRequest extends Omit<ShootVideoOptions, 'overlay'> {
  overlay?: { path: string; mimetype: string };
}

export interface MediaGatewayOptions {
  /** Defaults to FFMPEG_PATH / PATH / the npm binary, resolved on first video use. */
  binaries?: FfmpegBinaries;
  timeouts?: Partial<FfmpegTimeouts>;
}

/**
 * The one door to sharp and ffmpeg (STYLE 13). Images are decoded by sharp on libvips' thread pool,
 * videos by ffmpeg child processes, so neither blocks the event loop; callers (asset jobs, the next
 * issue's shoot renderer) depend on this class only.
 */
export class MediaGateway {
  private runner: FfmpegRunner | undefined;

  constructor(private readonly options: MediaGatewayOptions = {}) {}

  /** Resolved lazily so an image-only process never needs an ffmpeg binary. */
  private ffmpeg(): FfmpegRunner {
    this.runner ??= new FfmpegRunner(this.options.binaries ?? resolveFfmpegBinaries(), {
      ...DEFAULT_TIMEOUTS,
      ...this.options.timeouts,
    });
    return this.runner;
  }

  probeImage(input: ImageInput): Promise<ImageInfo> {
    return probeImage(input);
  }

  normaliseImage(input: ImageInput): Promise<EncodedImage & { info: ImageInfo }> {
    return normaliseImage(input);
  }

  thumbnail(input: ImageInput, maxSide?: number): Promise<EncodedImage> {
    return thumbnail(input, maxSide);
  }

  /** Display copies of a finished picture at the widths below its own (WebP for screens, JPEG for link previews). */
  sizedImages(input: ImageInput, request: SizedImageRequest): Promise<EncodedImage[]> {
    return sizedImages(input, request);
  }

  /** A drawing made in code (never an upload) → PNG or JPEG, with a WebP thumbnail when asked. */
  renderSvg(request: SvgRenderRequest): Promise<SvgRender> {
    return renderSvg(request);
  }

  /** `over` on `under` (same size), `width` wide, as WebP: a template's preview card. */
  composePreview(under: Buffer, over: Buffer, options: { width: number; quality: number }): Promise<EncodedImage> {
    return composePreview(under, over, options);
  }

  findTransparentRects(input: ImageInput, options?: TransparentRegionOptions): Promise<Rect[]> {
    return findTransparentRects(input, options);
  }

  gifPoster(input: ImageInput): Promise<EncodedImage> {
    return gifPoster(input);
  }

  probeVideo(path: string): Promise<VideoInfo> {
    return this.ffmpeg().probe(path);
  }

  videoPoster(path: string): Promise<EncodedImage> {
    return this.ffmpeg().poster(path);
  }

  videoThumbnail(path: string, maxSide?: number): Promise<EncodedImage> {
    return this.ffmpeg().thumbnail(path, maxSide);
  }

  toMp4(options: RenderOptions): Promise<Size> {
    return this.ffmpeg().toMp4(options);
  }

  toGif(options: RenderOptions & { fps?: number }): Promise<Size> {
    return this.ffmpeg().toGif(options);
  }

  toBoomerang(options: RenderOptions & { repeat?: number }): Promise<Size> {
    return this.ffmpeg().toBoomerang(options);
  }

  /** Runs an argument list from `ffmpeg-args.ts` for profiles without a method of their own. */
  runFfmpeg(args: readonly string[], timeoutMs?: number): Promise<Buffer> {
    return this.ffmpeg().run(args, timeoutMs);
  }

  // Shoots (the guest's pictures): composition with sharp, animations and videos with ffmpeg.

  /** Decodes an image fully and answers its upright size; a damaged file fails as a `MediaError`. */
  decodedSize(input: ImageInput, what?: string): Promise<Size> {
    return decodedSize(input, what);
  }

  /** Refuses (MediaError) an image that does not decode to its end; cheaper than `decodedSize`. */
  assertDecodes(input: ImageInput, what?: string): Promise<void> {
    return assertDecodes(input, what);
  }

  originalJpeg(frame: ImageInput): Promise<EncodedImage> {
    return originalJpeg(frame);
  }

  composePicture(layers: PictureLayers): Promise<EncodedImage> {
    return composePicture(layers);
  }

  composeLayout(layers: LayoutLayers): Promise<EncodedImage> {
    return composeLayout(layers);
  }

  /** The shared image operations (values, soft skin, halo) on a guest's frame; PNG when it is a cut-out. */
  processPicture(picture: Buffer, values: Partial<ImageOpsValues>, options?: ImageOpsImageOptions): Promise<ImageOpsImage> {
    return applyImageOpsToImage(picture, values, options);
  }

  /** The kiosk guest's edit layer over a composed picture, fitted like the frame it was drawn on. */
  layEditLayer(picture: ImageInput, size: Size, layer: ImageInput): Promise<EncodedImage> {
    return layEditLayer(picture, size, layer);
  }

  /** Numbered stills (`frame-%04d.jpg`, composed and in playing order) → MP4, with optional rolls. */
  async framesToMp4(pattern: string, output: string, options: ClipMp4Options): Promise<void> {
    await this.ffmpeg().run(clipMp4Args(pattern, output, options));
  }

  /** Numbered stills → a looping GIF with its own palette. */
  async framesToGif(pattern: string, output: string, options: { size: Size; fps: number }): Promise<void> {
    await this.ffmpeg().run(gifArgs({ kind: 'frames', pattern, fps: options.fps }, output, { size: options.size, fps: options.fps, loop: 0 }));
  }

  /**
   * A guest's recording → H.264 MP4 at the campaign's aspect, the overlay burned in: a still, an
   * animated GIF or a video (looped for the whole recording, its alpha kept). An overlay of another
   * type is left out.
   */
  async shootVideo(input: string, output: string, { overlay, ...options }: ShootVideoRequest): Promise<void> {
    const layer = overlay ? await this.videoOverlay(overlay.path, overlay.mimetype) : undefined;
    await this.ffmpeg().run(shootVideoArgs(input, output, { ...options, overlay: layer }));
  }

  /** A video overlay is probed first: a damaged one fails as a `MediaError`; VP8/VP9 need libvpx for alpha. */
  private async videoOverlay(path: string, mimetype: string): Promise<VideoOverlay | undefined> {
    const kind = videoOverlayKind(mimetype);
    if (kind !== 'video') return kind && { kind, path };
    let codec: string;
    try {
      codec = (await this.probeVideo(path)).codec;
    } catch (error) {
      // Said of the overlay, so that a failed shoot does not blame the guest's recording.
      if (!(error instanceof MediaError) || error.code !== 'VALIDATION') throw error;
      throw new MediaError(error.reason, 'The overlay could not be read', error.process, { cause: error });
    }
    const decoder = alphaDecoder(codec);
    return decoder ? { kind, path, decoder } : { kind, path };
  }
}
