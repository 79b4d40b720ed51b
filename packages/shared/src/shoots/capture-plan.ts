import type { Shutter } from '../events/shutter.ts';
import type { UploadCaptureKind } from './shoot-kinds.ts';

export interface VideoPlan {
  /** timer: records exactly `seconds`; stopwatch: the guest stops it, at most `seconds`. */
  mode: 'timer' | 'stopwatch';
  seconds: number;
  /** Vertical resolution asked of the camera. */
  height: number;
  audio: boolean;
}

/** How a capture mode takes its picture in the browser (campaigns §3 capture settings, §9 defaults). */
export interface CapturePlan {
  kind: UploadCaptureKind;
  /** Still frames to take (1 for a photo, 0 for a video). */
  frames: number;
  /** Milliseconds between two frames. */
  frameIntervalMs: number;
  /** Playback speed of the animation made from the frames. */
  playbackFps: number;
  /** A boomerang plays forward and then back. */
  bounce: boolean;
  video: VideoPlan | null;
}

/**
 * The capture plan of a mode from the event's shutter settings. A GIF's frames are
 * `delayBetweenCapturingFrame` seconds apart (3 by default), other modes use `frameCaptureDelaySeconds`.
 * A photo layout takes one shot per photo area of its frame when the frame has areas.
 */
export function capturePlan(shutter: Shutter, kind: UploadCaptureKind, photoAreas = 0): CapturePlan {
  switch (kind) {
    case 'photo':
    case 'ai':
    case 'aifilter':
      // An AI picture is one photo; the filter runs on the server.
      return { kind, frames: 1, frameIntervalMs: 0, playbackFps: 1, bounce: false, video: null };
    case 'gif': {
      const gif = shutter.gif;
      return {
        kind,
        frames: gif.frames,
        frameIntervalMs: Math.round(gif.delayBetweenCapturingFrame * 1000),
        playbackFps: gif.fps,
        bounce: false,
        video: null,
      };
    }
    case 'boomerang': {
      const mode = shutter.boomerang;
      return {
        kind,
        frames: mode.frames,
        frameIntervalMs: Math.round(mode.frameCaptureDelaySeconds * 1000),
        playbackFps: mode.fps,
        bounce: true,
        video: null,
      };
    }
    case 'photolayout': {
      const mode = shutter.photolayout;
      return {
        kind,
        frames: photoAreas > 0 ? photoAreas : mode.frames,
        frameIntervalMs: Math.round(mode.frameCaptureDelaySeconds * 1000),
        playbackFps: mode.fps,
        bounce: false,
        video: null,
      };
    }
    case 'video': {
      const mode = shutter.video;
      return {
        kind,
        frames: 0,
        frameIntervalMs: 0,
        playbackFps: 0,
        bounce: false,
        video: {
          mode: mode.videoMode,
          seconds: mode.videoMode === 'timer' ? mode.fixedVideoSeconds : mode.watchDurationSeconds,
          height: mode.videoQuality,
          audio: mode.audioRecording,
        },
      };
    }
  }
}

/**
 * The order a boomerang's frames play in: forward, then back without repeating either end, so that
 * the loop has no stutter (0 1 2 3 2 1 | 0 1 2 3 2 1 …).
 */
export function boomerangSequence(frameCount: number): number[] {
  if (frameCount <= 1) return frameCount === 1 ? [0] : [];
  const forward = Array.from({ length: frameCount }, (_, index) => index);
  const back = forward.slice(1, -1).reverse();
  return [...forward, ...back];
}

/** The capture modes a guest can choose, in the order the main screen shows them. */
export function enabledCaptureKinds(shutter: Shutter): UploadCaptureKind[] {
  const order: UploadCaptureKind[] = ['photo', 'gif', 'boomerang', 'video', 'photolayout'];
  return order.filter((kind) => shutter[kind].enabled);
}
