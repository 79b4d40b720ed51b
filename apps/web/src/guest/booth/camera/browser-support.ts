import type { UploadCaptureKind } from '@booth/shared';

export interface BrowserProbe {
  /** navigator.mediaDevices.getUserMedia exists. */
  mediaDevices: boolean;
  mediaRecorder: boolean;
  /** HTMLCanvasElement.prototype.captureStream exists (video is recorded from the composed canvas). */
  canvasCaptureStream: boolean;
  /** A current engine (features every browser of the last years has). */
  modernEngine: boolean;
}

export interface BrowserSupport {
  /** No camera API at all: 'Browser has no Video feature'. */
  noVideo: boolean;
  /** Works, but not everything: 'Not fully supported browser detected!' (dismissible). */
  partial: boolean;
  /** Video mode can record. */
  canRecordVideo: boolean;
}

export function browserSupport(probe: BrowserProbe): BrowserSupport {
  const canRecordVideo = probe.mediaRecorder && probe.canvasCaptureStream;
  return {
    noVideo: !probe.mediaDevices,
    partial: probe.mediaDevices && (!canRecordVideo || !probe.modernEngine),
    canRecordVideo,
  };
}

export function probeBrowser(): BrowserProbe {
  return {
    mediaDevices: typeof navigator.mediaDevices?.getUserMedia === 'function',
    mediaRecorder: typeof window.MediaRecorder === 'function',
    canvasCaptureStream: typeof HTMLCanvasElement.prototype.captureStream === 'function',
    modernEngine: typeof Array.prototype.at === 'function' && typeof window.ResizeObserver === 'function' && typeof structuredClone === 'function',
  };
}

/** Whether a mode can run in this browser (video needs recording). */
export function modeSupported(kind: UploadCaptureKind, support: BrowserSupport): boolean {
  return kind !== 'video' || support.canRecordVideo;
}
