/**
 * Pure builders of ffmpeg/ffprobe argument lists, one per output profile (STYLE 13). They take concrete
 * sizes (see `fitWithin`) instead of ffmpeg expressions, so every list is predictable and unit-tested
 * as an exact array, and they use only filters the 2018 fallback binary also has.
 */

/** Where frames come from: a video file, or numbered stills from the booth (`frame-%03d.jpg`). */
export type VideoSource = { kind: 'file'; path: string } | { kind: 'frames'; pattern: string; fps: number };

export interface Size {
  width: number;
  height: number;
}

// Untrusted media can point ffmpeg at URLs (HLS playlists, reference movies); only local files are read.
const SAFE_INPUT = ['-protocol_whitelist', 'file,pipe'];
// Quiet except for errors, never read stdin, overwrite the output (a retried job writes the same path).
const COMMON = ['-hide_banner', '-loglevel', 'error', '-nostdin', '-y'];

function seconds(value: number): string {
  return value.toFixed(3);
}

function inputArgs(source: VideoSource, seekSeconds?: number): string[] {
  if (source.kind === 'frames') return [...SAFE_INPUT, '-framerate', String(source.fps), '-i', source.pattern];
  const seek = seekSeconds ? ['-ss', seconds(seekSeconds)] : [];
  return [...SAFE_INPUT, ...seek, '-i', source.path];
}

/**
 * The largest size within `maxSide`x`maxSide` with the source's aspect ratio, never enlarged; even
 * numbers when `even` (H.264 with 4:2:0 chroma needs them), rounded down so the box still holds.
 */
export function fitWithin(source: Size, maxSide: number, even = false): Size {
  const scale = Math.min(1, maxSide / Math.max(source.width, source.height));
  const round = (value: number) => (even ? Math.max(2, Math.floor(value / 2) * 2) : Math.max(1, Math.round(value)));
  return { width: round(source.width * scale), height: round(source.height * scale) };
}

/** ffprobe's description of a file as JSON. */
export function probeArgs(path: string): string[] {
  return ['-v', 'error', ...SAFE_INPUT, '-print_format', 'json', '-show_format', '-show_streams', path];
}

/** `ffmpeg -i` without an output: prints the stream summary to stderr (the fallback when ffprobe is missing). */
export function infoArgs(path: string): string[] {
  return ['-hide_banner', '-nostdin', ...SAFE_INPUT, '-i', path];
}

/**
 * Poster: one frame at `atSeconds` as a full-size JPEG on stdout. Seeking before `-i` is fast and,
 * since ffmpeg 2.1, frame-accurate. ffmpeg applies the rotation tag, so the poster is upright.
 */
export function posterFrameArgs(path: string, atSeconds: number): string[] {
  return [
    ...COMMON,
    ...inputArgs({ kind: 'file', path }, atSeconds),
    '-map', '0:v:0',
    '-frames:v', '1',
    '-an', '-sn',
    '-c:v', 'mjpeg', '-q:v', '2',
    '-f', 'image2pipe', 'pipe:1',
  ];
}

/**
 * Thumbnail: ffmpeg's `thumbnail` filter picks the most representative of the first `sampleFrames`
 * frames (not a black fade-in), scaled to `size`, as PNG on stdout for sharp to encode.
 */
export function thumbnailFrameArgs(path: string, size: Size, sampleFrames = 50): string[] {
  return [
    ...COMMON,
    ...inputArgs({ kind: 'file', path }),
    '-map', '0:v:0',
    '-vf', `thumbnail=${sampleFrames},scale=${size.width}:${size.height}:flags=lanczos,setsar=1`,
    '-frames:v', '1',
    '-an', '-sn',
    '-c:v', 'png',
    '-f', 'image2pipe', 'pipe:1',
  ];
}

export interface Mp4Options {
  size: Size;
  /** Keep the first audio track if there is one. */
  audio: boolean;
  crf?: number;
  preset?: string;
}

/**
 * H.264 MP4 that every browser and phone plays: High profile, 4:2:0, square pixels, AAC audio, and the
 * index moved to the front (`faststart`) so playback starts before the download ends.
 */
export function mp4Args(source: VideoSource, output: string, { size, audio, crf = 23, preset = 'veryfast' }: Mp4Options): string[] {
  const keepAudio = audio && source.kind === 'file';
  return [
    ...COMMON,
    ...inputArgs(source),
    '-map', '0:v:0',
    ...(keepAudio ? ['-map', '0:a:0?'] : []),
    '-vf', `scale=${size.width}:${size.height}:flags=lanczos,setsar=1,format=yuv420p`,
    '-c:v', 'libx264', '-preset', preset, '-crf', String(crf), '-profile:v', 'high',
    ...(keepAudio ? ['-c:a', 'aac', '-b:a', '128k'] : ['-an']),
    '-movflags', '+faststart',
    '-f', 'mp4', output,
  ];
}

export interface GifOptions {
  size: Size;
  fps?: number;
  /** 0 loops forever (the GIF NETSCAPE extension). */
  loop?: number;
  maxColors?: number;
}

/**
 * GIF with a palette computed from the clip itself (palettegen → paletteuse) instead of the fixed
 * web palette: far fewer bands. `stats_mode=diff` favours moving parts, and `diff_mode=rectangle`
 * re-dithers only what changed, which keeps the file small.
 */
export function gifArgs(source: VideoSource, output: string, { size, fps = 12, loop = 0, maxColors = 256 }: GifOptions): string[] {
  const graph =
    `[0:v]fps=${fps},scale=${size.width}:${size.height}:flags=lanczos,setsar=1,split[a][b];` +
    `[a]palettegen=max_colors=${maxColors}:stats_mode=diff[p];` +
    `[b][p]paletteuse=dither=bayer:bayer_scale=5:diff_mode=rectangle[out]`;
  return [...COMMON, ...inputArgs(source), '-filter_complex', graph, '-map', '[out]', '-loop', String(loop), '-f', 'gif', output];
}

export interface BoomerangOptions {
  size: Size;
  /** How many forward-and-back cycles the file holds. */
  repeat?: number;
  crf?: number;
}

/**
 * Boomerang: the clip forward then backward, `repeat` times, as a silent H.264 MP4. The reversed copy
 * drops its first frame, which is the forward copy's last, so the turn does not stutter.
 */
export function boomerangArgs(source: VideoSource, output: string, { size, repeat = 1, crf = 23 }: BoomerangOptions): string[] {
  const copies = Array.from({ length: repeat * 2 }, (_, i) => i);
  const labels = copies.map((i) => `[s${i}]`).join('');
  const reversals = copies
    .filter((i) => i % 2 === 1)
    .map((i) => `[s${i}]reverse,trim=start_frame=1,setpts=PTS-STARTPTS[r${i}]`);
  const sequence = copies.map((i) => (i % 2 === 0 ? `[s${i}]` : `[r${i}]`)).join('');
  const graph = [
    `[0:v]scale=${size.width}:${size.height}:flags=lanczos,setsar=1,split=${copies.length}${labels}`,
    ...reversals,
    `${sequence}concat=n=${copies.length}:v=1:a=0,format=yuv420p[out]`,
  ].join(';');
  return [
    ...COMMON,
    ...inputArgs(source),
    '-filter_complex', graph,
    '-map', '[out]',
    '-an',
    '-c:v', 'libx264', '-preset', 'veryfast', '-crf', String(crf), '-profile:v', 'high',
    '-movflags', '+faststart',
    '-f', 'mp4', output,
  ];
}
