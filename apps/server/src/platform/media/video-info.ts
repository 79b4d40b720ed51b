import { orientationOf, type Orientation } from '@booth/shared';
import { z } from 'zod';

export interface VideoInfo {
  /** ffmpeg's demuxer names, e.g. `mov,mp4,m4a,3gp,3g2,mj2` or `matroska,webm`. */
  container: string;
  durationSeconds: number;
  /** Width and height as displayed, i.e. after the rotation the player applies. */
  width: number;
  height: number;
  orientation: Orientation;
  /** Clockwise degrees the player rotates the coded frames: 0, 90, 180 or 270. */
  rotation: number;
  codec: string;
  fps?: number;
  hasAudio: boolean;
}

function normaliseDegrees(value: number): number {
  const quarter = Math.round(value / 90) * 90;
  return ((quarter % 360) + 360) % 360;
}

function displayed(width: number, height: number, rotation: number) {
  return rotation === 90 || rotation === 270 ? { width: height, height: width } : { width, height };
}

const numeric = z.union([z.number(), z.string()]).transform(Number).pipe(z.number().finite());
const streamSchema = z.object({
  codec_type: z.string().optional(),
  codec_name: z.string().optional(),
  width: z.number().optional(),
  height: z.number().optional(),
  duration: numeric.optional(),
  avg_frame_rate: z.string().optional(),
  disposition: z.object({ attached_pic: z.number().optional() }).loose().optional(),
  tags: z.object({ rotate: numeric.optional() }).loose().optional(),
  side_data_list: z.array(z.object({ rotation: numeric.optional() }).loose()).optional(),
});
const probeSchema = z.object({
  streams: z.array(streamSchema.loose()).default([]),
  format: z.object({ duration: numeric.optional(), format_name: z.string().optional() }).loose().optional(),
});

function frameRate(value: string | undefined): number | undefined {
  const [num, den] = (value ?? '').split('/').map(Number);
  return num && den ? Math.round((num / den) * 1000) / 1000 : undefined;
}

/**
 * Reads `ffprobe -print_format json -show_format -show_streams`. Rotation comes from the display matrix
 * (ffmpeg ≥ 5 reports it counter-clockwise) or from the older `rotate` tag (clockwise). Cover art
 * (`attached_pic`) is not the video. `undefined` when there is no video stream.
 */
export function parseFfprobe(json: string): VideoInfo | undefined {
  const probe = probeSchema.parse(JSON.parse(json));
  const video = probe.streams.find((s) => s.codec_type === 'video' && s.disposition?.attached_pic !== 1);
  if (!video?.width || !video.height) return undefined;
  const matrix = video.side_data_list?.find((data) => data.rotation !== undefined)?.rotation;
  const rotation = matrix !== undefined ? normaliseDegrees(-matrix) : normaliseDegrees(video.tags?.rotate ?? 0);
  const { width, height } = displayed(video.width, video.height, rotation);
  const fps = frameRate(video.avg_frame_rate);
  return {
    container: probe.format?.format_name ?? 'unknown',
    durationSeconds: probe.format?.duration ?? video.duration ?? 0,
    width,
    height,
    orientation: orientationOf(width, height),
    rotation,
    codec: video.codec_name ?? 'unknown',
    ...(fps ? { fps } : {}),
    hasAudio: probe.streams.some((s) => s.codec_type === 'audio'),
  };
}

/**
 * The fallback without ffprobe: the summary `ffmpeg -i file` prints. Its format is meant for people
 * but has been stable for a decade (the 2018 npm build and Debian's 5.1 print the same lines).
 */
export function parseFfmpegInfo(stderr: string): VideoInfo | undefined {
  const lines = stderr.split('\n');
  const isStream = (line: string) => /^\s*Stream #\d+:\d+/.test(line);
  const first = lines.findIndex((line) => isStream(line) && / Video: /.test(line) && !line.includes('(attached pic)'));
  const streamLine = lines[first];
  if (!streamLine) return undefined;
  const codec = /Video: ([\w-]+)/.exec(streamLine)?.[1] ?? 'unknown';
  // The size is the first `WxH` after a comma; the codec tag before it (`0x31637661`) follows a slash.
  const size = /, (\d{1,5})x(\d{1,5})\b/.exec(streamLine);
  if (!size) return undefined;
  const next = lines.findIndex((line, i) => i > first && isStream(line));
  const block = lines.slice(first, next === -1 ? undefined : next).join('\n');
  const tag = /^\s*rotate\s*:\s*(-?\d+)/m.exec(block);
  const matrix = /displaymatrix: rotation of (-?[\d.]+) degrees/.exec(block);
  const rotation = tag ? normaliseDegrees(Number(tag[1])) : matrix ? normaliseDegrees(-Number(matrix[1])) : 0;
  const { width, height } = displayed(Number(size[1]), Number(size[2]), rotation);
  const duration = /Duration: (\d+):(\d{2}):(\d{2}(?:\.\d+)?)/.exec(stderr);
  const fps = /, ([\d.]+) fps/.exec(streamLine);
  return {
    container: /^Input #0, (.+?), from /m.exec(stderr)?.[1] ?? 'unknown',
    durationSeconds: duration ? Number(duration[1]) * 3600 + Number(duration[2]) * 60 + Number(duration[3]) : 0,
    width,
    height,
    orientation: orientationOf(width, height),
    rotation,
    codec,
    ...(fps ? { fps: Number(fps[1]) } : {}),
    hasAudio: lines.some((line) => isStream(line) && / Audio: /.test(line)),
  };
}

const VIDEO_CONTAINERS = ['mp4', 'mov', 'webm', 'matroska'];

/**
 * Whether ffmpeg read the file as one of the containers uploads may be (MP4, MOV, WEBM). ffmpeg guesses
 * formats from content, and would happily "play" a text file as ANSI art or follow a playlist; only
 * files it reads with these demuxers go further.
 */
export function isVideoContainer(container: string): boolean {
  return container.split(',').some((name) => VIDEO_CONTAINERS.includes(name.trim()));
}
