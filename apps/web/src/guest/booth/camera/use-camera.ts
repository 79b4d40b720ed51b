import { useCallback, useEffect, useState } from 'react';

export type Facing = 'front' | 'back';

export interface CameraRequest {
  /** False while no camera is wanted (no stream is held). */
  enabled: boolean;
  facing: Facing;
  /** Vertical resolution asked for (the video mode's quality; stills ask for more). */
  height: number;
  audio: boolean;
}

export type CameraStatus = 'starting' | 'ready' | 'denied' | 'unavailable' | 'off';

export interface CameraState {
  status: CameraStatus;
  stream: MediaStream | null;
  /** The device has a second camera to switch to. */
  canSwitch: boolean;
}

interface Result {
  key: string;
  status: 'ready' | 'denied' | 'unavailable';
  stream: MediaStream | null;
  canSwitch: boolean;
}

function constraints(request: CameraRequest): MediaStreamConstraints {
  return {
    video: {
      facingMode: { ideal: request.facing === 'front' ? 'user' : 'environment' },
      height: { ideal: request.height },
      // Ask for 16:9 at that height; the picture is cropped to the campaign's shape anyway.
      width: { ideal: Math.round((request.height * 16) / 9) },
    },
    audio: request.audio,
  };
}

function refused(error: unknown): boolean {
  const name = error instanceof Error ? error.name : '';
  return name === 'NotAllowedError' || name === 'SecurityError' || name === 'PermissionDeniedError';
}

async function countCameras(): Promise<number> {
  try {
    const devices = await navigator.mediaDevices.enumerateDevices();
    return devices.filter((device) => device.kind === 'videoinput').length;
  } catch {
    return 1;
  }
}

function stopStream(stream: MediaStream): void {
  for (const track of stream.getTracks()) track.stop();
}

async function openStream(request: CameraRequest): Promise<MediaStream> {
  try {
    return await navigator.mediaDevices.getUserMedia(constraints(request));
  } catch (error) {
    if (!request.audio) throw error;
    // A refused or missing microphone must not cost the guest the camera: try again without sound.
    try {
      return await navigator.mediaDevices.getUserMedia(constraints({ ...request, audio: false }));
    } catch {
      throw error;
    }
  }
}

/**
 * The camera stream for the current request; a new request (other camera, other quality, sound on)
 * opens a new stream and stops the old one. A refusal is `denied` (the guest can retry or upload a
 * picture instead), no usable camera is `unavailable`.
 */
export function useCamera(request: CameraRequest): CameraState & { retry: () => void } {
  const [attempt, setAttempt] = useState(0);
  const [result, setResult] = useState<Result | null>(null);
  const key = `${request.facing}|${request.height}|${request.audio}|${attempt}`;
  const { enabled, facing, height, audio } = request;

  useEffect(() => {
    if (!enabled || !navigator.mediaDevices?.getUserMedia) return;
    let cancelled = false;
    let opened: MediaStream | null = null;
    openStream({ enabled, facing, height, audio }).then(
      async (stream) => {
        if (cancelled) return stopStream(stream);
        opened = stream;
        const cameras = await countCameras();
        if (!cancelled) setResult({ key, status: 'ready', stream, canSwitch: cameras > 1 });
      },
      (error: unknown) => {
        if (!cancelled) setResult({ key, status: refused(error) ? 'denied' : 'unavailable', stream: null, canSwitch: false });
      },
    );
    return () => {
      cancelled = true;
      if (opened) stopStream(opened);
    };
  }, [enabled, facing, height, audio, key]);

  const retry = useCallback(() => setAttempt((value) => value + 1), []);
  if (!enabled) return { status: 'off', stream: null, canSwitch: false, retry };
  if (!result || result.key !== key) return { status: 'starting', stream: null, canSwitch: result?.canSwitch ?? false, retry };
  return { status: result.status, stream: result.stream, canSwitch: result.canSwitch, retry };
}
