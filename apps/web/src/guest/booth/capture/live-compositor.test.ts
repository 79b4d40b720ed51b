import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LiveCompositor, type CompositorSettings, type FrameDecorator } from './live-compositor';

/** jsdom has no 2D canvas: the live canvas gets a context that logs what is drawn, and how deep in save() it is. */
function loggingContext(canvas: HTMLCanvasElement) {
  const log: string[] = [];
  let depth = 0;
  const context = {
    canvas,
    save: () => {
      depth += 1;
      log.push('save');
    },
    restore: () => {
      depth -= 1;
      log.push('restore');
    },
    clearRect: () => log.push('clear'),
    translate: () => log.push('translate'),
    scale: () => log.push('scale'),
    drawImage: (source: unknown) => log.push(source instanceof HTMLVideoElement ? 'camera' : 'picture'),
  };
  canvas.getContext = (() => context) as unknown as typeof canvas.getContext;
  return { context, log, depth: () => depth };
}

/** A playing 640x480 camera. */
function cameraVideo(): HTMLVideoElement {
  const video = document.createElement('video');
  Object.defineProperties(video, { readyState: { value: 4 }, videoWidth: { value: 640 }, videoHeight: { value: 480 } });
  return video;
}

/** Animation frames run when the test says so. */
let frames: FrameRequestCallback[] = [];
function nextFrame(): void {
  const due = frames;
  frames = [];
  for (const callback of due) callback(performance.now());
}

beforeEach(() => {
  frames = [];
  vi.stubGlobal('requestAnimationFrame', (callback: FrameRequestCallback) => frames.push(callback));
  vi.stubGlobal('cancelAnimationFrame', () => {
    frames = [];
  });
});
afterEach(() => vi.unstubAllGlobals());

const plain: CompositorSettings = { aspect: 1, mirror: true, background: null, segmenter: null, keyer: null };

describe('LiveCompositor frame decorator', () => {
  it('is called once a frame, after the camera, in the canvas’s own pixels (the mirror undone) and at its size', () => {
    const canvas = document.createElement('canvas');
    const { context, log, depth } = loggingContext(canvas);
    const calls: Array<{ at: number; depth: number; args: unknown[] }> = [];
    const decorate = vi.fn<FrameDecorator>((...args) => {
      calls.push({ at: log.length, depth: depth(), args });
      log.push('decoration');
    });
    const compositor = new LiveCompositor(cameraVideo(), canvas, { ...plain, decorate });
    compositor.start();
    nextFrame();
    nextFrame();
    nextFrame();
    compositor.stop();

    expect(decorate).toHaveBeenCalledTimes(3);
    // The square out of 640x480 is 480x480.
    expect(calls[0]?.args).toEqual([context, 480, 480]);
    // Each frame: the camera (mirrored) drawn and its transform restored, then the decoration in a save of its own.
    const frame = ['save', 'clear', 'translate', 'scale', 'camera', 'restore', 'save', 'decoration', 'restore'];
    expect(log).toEqual([...frame, ...frame, ...frame]);
    expect(calls.map((call) => call.depth)).toEqual([1, 1, 1]);
  });

  it('is taken off again by the settings, and the camera goes on alone', () => {
    const canvas = document.createElement('canvas');
    const { log } = loggingContext(canvas);
    const decorate = vi.fn<FrameDecorator>();
    const compositor = new LiveCompositor(cameraVideo(), canvas, { ...plain, decorate });
    compositor.start();
    nextFrame();
    compositor.update({ ...plain, decorate: null });
    log.length = 0;
    nextFrame();
    nextFrame();
    compositor.stop();
    expect(decorate).toHaveBeenCalledTimes(1);
    expect(log.filter((entry) => entry === 'camera')).toHaveLength(2);
    expect(log).not.toContain('decoration');
  });

  it('keeps the live picture running when a decoration fails, with the canvas’s state restored', () => {
    const canvas = document.createElement('canvas');
    const { log, depth } = loggingContext(canvas);
    const decorate = vi.fn<FrameDecorator>(() => {
      throw new Error('no face model');
    });
    const compositor = new LiveCompositor(cameraVideo(), canvas, { ...plain, decorate });
    compositor.start();
    nextFrame();
    nextFrame();
    compositor.stop();
    expect(decorate).toHaveBeenCalledTimes(2);
    expect(log.filter((entry) => entry === 'camera')).toHaveLength(2);
    expect(depth()).toBe(0);
  });

  it('is not called before the camera has a frame', () => {
    const canvas = document.createElement('canvas');
    loggingContext(canvas);
    const decorate = vi.fn<FrameDecorator>();
    const compositor = new LiveCompositor(document.createElement('video'), canvas, { ...plain, decorate });
    compositor.draw();
    expect(decorate).not.toHaveBeenCalled();
  });
});
