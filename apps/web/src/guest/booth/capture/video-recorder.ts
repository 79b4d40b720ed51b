/** Recording formats in the order tried: MP4 where the browser records it (Safari), else WebM. */
const RECORDER_TYPES = [
  'video/mp4;codecs=avc1,mp4a.40.2',
  'video/mp4',
  'video/webm;codecs=vp9,opus',
  'video/webm;codecs=vp8,opus',
  'video/webm',
];

export function pickRecorderType(isSupported: (type: string) => boolean = (type) => MediaRecorder.isTypeSupported(type)): string | null {
  return RECORDER_TYPES.find((type) => isSupported(type)) ?? null;
}

export interface Recording {
  /** Resolves with the recording once stopped (by `stop()` or when `maxSeconds` are up). */
  done: Promise<Blob>;
  stop(): void;
}

const FRAME_RATE = 30;

/**
 * Records the composed canvas (what the guest sees: cropped, mirrored, background replaced) with the
 * camera's sound when there is some.
 */
export function recordCanvas(canvas: HTMLCanvasElement, audio: MediaStreamTrack[], maxSeconds: number): Recording {
  const stream = canvas.captureStream(FRAME_RATE);
  for (const track of audio) stream.addTrack(track);
  const type = pickRecorderType();
  const recorder = new MediaRecorder(stream, type ? { mimeType: type, videoBitsPerSecond: 4_000_000 } : undefined);
  const chunks: Blob[] = [];
  let timer = 0;
  const done = new Promise<Blob>((resolve, reject) => {
    recorder.ondataavailable = (event) => {
      if (event.data.size > 0) chunks.push(event.data);
    };
    recorder.onstop = () => {
      window.clearTimeout(timer);
      // The canvas track is ours to stop; the microphone belongs to the camera stream.
      for (const track of stream.getVideoTracks()) track.stop();
      const mimetype = (recorder.mimeType || type || 'video/webm').split(';')[0] ?? 'video/webm';
      if (chunks.length === 0) reject(new Error('Nothing was recorded'));
      else resolve(new Blob(chunks, { type: mimetype }));
    };
    recorder.onerror = () => reject(new Error('Recording failed'));
  });
  recorder.start(250);
  const stop = () => {
    if (recorder.state !== 'inactive') recorder.stop();
  };
  timer = window.setTimeout(stop, maxSeconds * 1000);
  return { done, stop };
}
