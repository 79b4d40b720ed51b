/**
 * Pure ffmpeg argument builders for a guest's shoot (STYLE 13), next to the asset profiles of
 * `ffmpeg-args.ts`: the animation MP4 with optional pre- and post-roll, and the guest video cut to the
 * campaign's aspect with the overlay (a still, an animated GIF or a looped video) burned in. Concrete
 * sizes only, so each list is exact and tested.
 */
import type { Size } from './ffmpeg-args.ts';

const SAFE_INPUT = ['-protocol_whitelist', 'file,pipe'];
const COMMON = ['-hide_banner', '-loglevel', 'error', '-nostdin', '-y'];
const H264 = ['-c:v', 'libx264', '-preset', 'veryfast', '-crf', '23', '-profile:v', 'high'];
const MP4_OUT = ['-movflags', '+faststart', '-f', 'mp4'];

/** Rolls and the animation play at one rate, because concat needs matching streams. */
export const ROLL_FPS = 30;

/** Fills `size` keeping proportions: scaled to cover it, then cut at the centre. */
function cover(size: Size): string {
  return `scale=${size.width}:${size.height}:force_original_aspect_ratio=increase,crop=${size.width}:${size.height},setsar=1`;
}

export interface ClipMp4Options {
  size: Size;
  /** Playback rate of the stills. */
  fps: number;
  /** Videos played before and after the animation (campaigns §3 pre-roll, post-roll); silent. */
  preRoll?: string;
  postRoll?: string;
}

/**
 * An animation's MP4 from numbered stills (already composed at `size` and in playing order, loops
 * included), as H.264 4:2:0 with the index in front. With rolls, each part is cover-fitted to `size`
 * and brought to 30 fps before they are concatenated; a roll's sound is dropped, since the animation
 * has none.
 */
export function clipMp4Args(pattern: string, output: string, { size, fps, preRoll, postRoll }: ClipMp4Options): string[] {
  const frames = [...SAFE_INPUT, '-framerate', String(fps), '-i', pattern];
  if (!preRoll && !postRoll) {
    return [...COMMON, ...frames, '-vf', `${cover(size)},format=yuv420p`, '-an', ...H264, ...MP4_OUT, output];
  }
  const inputs: string[] = [];
  const parts: string[] = [];
  const add = (args: string[]) => {
    const index = parts.length;
    inputs.push(...args);
    parts.push(`[${index}:v]${cover(size)},fps=${ROLL_FPS},format=yuv420p[v${index}]`);
  };
  if (preRoll) add([...SAFE_INPUT, '-i', preRoll]);
  add(frames);
  if (postRoll) add([...SAFE_INPUT, '-i', postRoll]);
  const labels = parts.map((_, index) => `[v${index}]`).join('');
  const graph = [...parts, `${labels}concat=n=${parts.length}:v=1:a=0[out]`].join(';');
  return [...COMMON, ...inputs, '-filter_complex', graph, '-map', '[out]', '-an', ...H264, ...MP4_OUT, output];
}

/**
 * What is laid over a guest's video, by how its frames are read:
 * - `still` (PNG, JPEG, WebP): one frame, which the overlay filter holds to the end by default;
 * - `gif`: an animated GIF, read with its own loop (`-ignore_loop 0`) and restarted should that loop
 *   be finite, so it plays for the whole recording;
 * - `video` (MP4, MOV, WebM): looped with `-stream_loop -1`. `decoder` forces libvpx for VP8/VP9,
 *   because ffmpeg's own decoders drop the alpha a WebM keeps beside the picture; ProRes 4444 keeps
 *   its alpha with the native decoder.
 */
export type VideoOverlay =
  | { kind: 'still'; path: string }
  | { kind: 'gif'; path: string }
  | { kind: 'video'; path: string; decoder?: string };

const STILL_OVERLAY_TYPES = ['image/png', 'image/jpeg', 'image/webp'];
const VIDEO_OVERLAY_TYPES = ['video/mp4', 'video/quicktime', 'video/webm'];

/** How an overlay of this type is read, or `undefined` when it cannot be laid over a video. */
export function videoOverlayKind(mimetype: string): VideoOverlay['kind'] | undefined {
  const type = mimetype.split(';')[0]?.trim().toLowerCase() ?? '';
  if (STILL_OVERLAY_TYPES.includes(type)) return 'still';
  if (type === 'image/gif') return 'gif';
  if (VIDEO_OVERLAY_TYPES.includes(type)) return 'video';
  return undefined;
}

/** The decoder that keeps a video overlay's alpha, by the codec ffprobe names; none for the rest. */
export function alphaDecoder(codec: string): string | undefined {
  if (codec === 'vp9') return 'libvpx-vp9';
  if (codec === 'vp8') return 'libvpx';
  return undefined;
}

function overlayInput(overlay: VideoOverlay): string[] {
  switch (overlay.kind) {
    case 'still':
      return [...SAFE_INPUT, '-i', overlay.path];
    case 'gif':
      return [...SAFE_INPUT, '-stream_loop', '-1', '-ignore_loop', '0', '-i', overlay.path];
    case 'video':
      return [...SAFE_INPUT, '-stream_loop', '-1', ...(overlay.decoder ? ['-c:v', overlay.decoder] : []), '-i', overlay.path];
  }
}

export interface ShootVideoOptions {
  size: Size;
  /** Keep the first audio track, as AAC, when there is one. */
  audio: boolean;
  /** Laid over every frame, cover-fitted to `size`. */
  overlay?: VideoOverlay;
  /** Cuts the recording off here: a stopwatch video cannot run past its limit. */
  maxSeconds?: number;
  /**
   * The campaign's image processing for the camera's frames (image-ops-raw `writeImageOpsVideoFilter`),
   * applied after the cut and before the overlay is laid on, so the overlay keeps its colours (as on stills).
   */
  colour?: string;
}

/**
 * A guest's recording (WebM, MP4 or MOV) as H.264 MP4 with faststart: cover-cropped to the campaign's
 * aspect at `size`, coloured by the campaign's image processing, the overlay burned in. A still
 * overlay's one frame is repeated by the overlay filter (its default `eof_action=repeat`). A moving
 * overlay never ends, so `shortest=1` ends the clip with the recording; a still must not have it,
 * since its input ends after one frame.
 */
export function shootVideoArgs(input: string, output: string, { size, audio, overlay, maxSeconds, colour }: ShootVideoOptions): string[] {
  const inputs = [...SAFE_INPUT, '-i', input, ...(overlay ? overlayInput(overlay) : [])];
  const blend = overlay?.kind === 'still' ? 'overlay=0:0' : 'overlay=0:0:shortest=1';
  // Coloured at the output size: fewer pixels through the lookup table than the camera's own.
  const camera = `[0:v]${cover(size)}${colour ? `,${colour}` : ''}`;
  const graph = overlay
    ? `${camera}[base];[1:v]${cover(size)}[top];[base][top]${blend},format=yuv420p[out]`
    : `${camera},format=yuv420p[out]`;
  return [
    ...COMMON,
    ...inputs,
    ...(maxSeconds ? ['-t', maxSeconds.toFixed(3)] : []),
    '-filter_complex', graph,
    '-map', '[out]',
    ...(audio ? ['-map', '0:a:0?', '-c:a', 'aac', '-b:a', '128k'] : ['-an']),
    ...H264,
    ...MP4_OUT,
    output,
  ];
}
