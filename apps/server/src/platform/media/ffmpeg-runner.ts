import sharp from 'sharp';
import {
  boomerangArgs,
  fitWithin,
  gifArgs,
  infoArgs,
  mp4Args,
  posterFrameArgs,
  probeArgs,
  thumbnailFrameArgs,
  type Size,
  type VideoSource,
} from './ffmpeg-args.ts';
import type { FfmpegBinaries } from './ffmpeg-binaries.ts';
import { THUMBNAIL_MAX_SIDE, THUMBNAIL_WEBP_QUALITY } from './image-limits.ts';
import type { EncodedImage } from './image-types.ts';
import { MediaError } from './media-error.ts';
import { runProcess } from './run-process.ts';
import { isVideoContainer, parseFfmpegInfo, parseFfprobe, type VideoInfo } from './video-info.ts';

export interface FfmpegTimeouts {
  /** Reading a file's header. */
  probeMs: number;
  /** Decoding one frame. */
  frameMs: number;
  /** Encoding a whole clip. */
  renderMs: number;
}

export const DEFAULT_TIMEOUTS: FfmpegTimeouts = { probeMs: 30_000, frameMs: 60_000, renderMs: 10 * 60_000 };

export interface RenderOptions {
  source: VideoSource;
  output: string;
  /** Longest side of the output; never enlarged. */
  maxSide: number;
  /** Needed for still frames; probed for a file. */
  sourceSize?: Size;
}

/** The video half of the media gateway: ffprobe/ffmpeg as child processes with time limits. */
export class FfmpegRunner {
  constructor(
    private readonly binaries: FfmpegBinaries,
    private readonly timeouts: FfmpegTimeouts = DEFAULT_TIMEOUTS,
  ) {}

  /** Runs a built argument list; rejects with a `MediaError` carrying ffmpeg's last stderr lines. */
  async run(args: readonly string[], timeoutMs = this.timeouts.renderMs): Promise<Buffer> {
    return (await runProcess(this.binaries.ffmpeg, args, { timeoutMs })).stdout;
  }

  async probe(path: string): Promise<VideoInfo> {
    let info: VideoInfo | undefined;
    try {
      if (this.binaries.ffprobe) {
        const { stdout } = await runProcess(this.binaries.ffprobe, probeArgs(path), { timeoutMs: this.timeouts.probeMs });
        info = parseFfprobe(stdout.toString('utf8'));
      } else {
        // Without an output ffmpeg exits with 1 after printing the summary; that is the expected path.
        const { stderr } = await runProcess(this.binaries.ffmpeg, infoArgs(path), {
          timeoutMs: this.timeouts.probeMs,
          okExitCodes: [0, 1],
        });
        info = parseFfmpegInfo(stderr);
      }
    } catch (error) {
      // A file ffprobe cannot read is a bad upload, not a fault of ours.
      if (error instanceof MediaError && error.reason === 'process-failed') {
        throw new MediaError('corrupt', 'The video could not be read', error.process, { cause: error });
      }
      throw error;
    }
    if (!info) throw new MediaError('no-video-stream', 'The file contains no video');
    if (!isVideoContainer(info.container)) {
      throw new MediaError('unsupported-format', `Videos must be MP4, MOV or WEBM, not ${info.container}`);
    }
    return info;
  }

  /**
   * A JPEG of the frame at 0.5 s — past fade-ins and the black first frame many phones record — or of
   * the first frame when the clip is shorter than a second or the seek lands past the last frame.
   */
  async poster(path: string): Promise<EncodedImage> {
    const info = await this.probe(path);
    const at = info.durationSeconds >= 1 ? 0.5 : 0;
    let data = await this.run(posterFrameArgs(path, at), this.timeouts.frameMs);
    if (data.length === 0 && at > 0) data = await this.run(posterFrameArgs(path, 0), this.timeouts.frameMs);
    if (data.length === 0) throw new MediaError('corrupt', 'No frame could be decoded from the video');
    const { width, height } = await sharp(data).metadata();
    return { data, format: 'jpeg', contentType: 'image/jpeg', width, height };
  }

  /** A library preview of a video: a representative frame as WebP, like image thumbnails. */
  async thumbnail(path: string, maxSide = THUMBNAIL_MAX_SIDE): Promise<EncodedImage> {
    const info = await this.probe(path);
    const png = await this.run(thumbnailFrameArgs(path, fitWithin(info, maxSide)), this.timeouts.frameMs);
    if (png.length === 0) throw new MediaError('corrupt', 'No frame could be decoded from the video');
    const { data, info: out } = await sharp(png).webp({ quality: THUMBNAIL_WEBP_QUALITY }).toBuffer({ resolveWithObject: true });
    return { data, format: 'webp', contentType: 'image/webp', width: out.width, height: out.height };
  }

  private async sizeOf(options: RenderOptions): Promise<Size> {
    if (options.sourceSize) return options.sourceSize;
    if (options.source.kind === 'frames') throw new Error('sourceSize is required for still frames');
    return this.probe(options.source.path);
  }

  async toMp4(options: RenderOptions): Promise<Size> {
    const source = options.source.kind === 'file' ? await this.probe(options.source.path) : undefined;
    const size = fitWithin(source ?? (await this.sizeOf(options)), options.maxSide, true);
    await this.run(mp4Args(options.source, options.output, { size, audio: source?.hasAudio ?? false }));
    return size;
  }

  async toGif(options: RenderOptions & { fps?: number }): Promise<Size> {
    const size = fitWithin(await this.sizeOf(options), options.maxSide);
    await this.run(gifArgs(options.source, options.output, { size, fps: options.fps }));
    return size;
  }

  async toBoomerang(options: RenderOptions & { repeat?: number }): Promise<Size> {
    const size = fitWithin(await this.sizeOf(options), options.maxSide, true);
    await this.run(boomerangArgs(options.source, options.output, { size, repeat: options.repeat }));
    return size;
  }
}
