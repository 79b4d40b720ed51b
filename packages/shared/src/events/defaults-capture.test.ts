import { describe, expect, it } from 'vitest';
import { captureModeKinds } from './capture-base.ts';
import { eventSettingsSchema } from './event.ts';
import { shutterSchema } from './shutter.ts';
import { valueAt } from './test-support.ts';

const shutter = shutterSchema.parse({});
const settings = eventSettingsSchema.parse({});

describe('capture timing defaults (campaigns §9)', () => {
  it.each([
    ['photo', 1, 0.5, 1],
    ['gif', 4, 0.5, 4],
    ['boomerang', 7, 0.2, 7],
    ['ai', 1, 0.5, 1],
    ['video', 4, 0.5, 4],
    ['photolayout', 4, 0.5, 4],
    ['aifilter', 1, 0.5, 1],
  ] as const)('%s: %i frames, %f s apart, %i fps', (kind, frames, delay, fps) => {
    expect(shutter[kind]).toMatchObject({ kind, frames, frameCaptureDelaySeconds: delay, fps });
  });
});

describe('feature fields shared by every capture mode (campaigns §3)', () => {
  it('a new campaign has photo capture on and every other mode off', () => {
    expect(captureModeKinds.filter((kind) => shutter[kind].enabled)).toEqual(['photo']);
    expect(settings.shutter.photo.enabled).toBe(true);
  });

  it.each(captureModeKinds)('%s is in group Shutter, Free, with nothing chosen', (kind) => {
    expect(shutter[kind]).toMatchObject({
      group: 'Shutter',
      plan: 'Free',
      hideOverlays: false,
      allowChooseNoneArFilter: false,
      background: null,
      shutterButton: null,
      overlays: [],
      backgrounds: [],
    });
  });

  it.each([
    ['photo', 'Photo'],
    ['gif', 'GIF'],
    ['boomerang', 'Boomerang'],
    ['ai', 'AI'],
    ['video', 'Video'],
    ['photolayout', 'Photo layout'],
    ['aifilter', 'AI filter'],
  ] as const)('%s is named %s', (kind, name) => {
    expect(shutter[kind].name).toBe(name);
    expect(shutter[kind].text).toBe(name);
  });
});

describe('booth capture settings (campaigns §3, §9)', () => {
  const photo = shutter.photo;
  it.each([
    'allowChooseNoneArFilter',
    'allowChooseNoneBackground',
    'allowChooseNoneOverlay',
    'coupleAssets',
    'applyArFilterAfterCapturing',
    'useNativeCamera',
    'pictureSubmitModeEnabled',
    'mirrorOverlayDuringCapture',
    'hideOverlayDuringCapture',
    'useLiveBackgroundSegmentation',
    'useLocalBackgroundSegmentation',
    'enableGuestbook',
    'offlineMode',
    'printLayout',
  ] as const)('%s is off', (field) => expect(photo[field]).toBe(false));

  it.each(['referenceLayer', 'alignmentFilter', 'shutterButton'] as const)('%s is unset', (field) =>
    expect(photo[field]).toBeNull(),
  );

  it.each(['backgrounds', 'overlays', 'arFilters', 'aiFilters'] as const)('%s is empty', (field) =>
    expect(photo[field]).toEqual([]),
  );

  it('buttons are circles, #000 on #fff; the front camera, lighting off, mirrored', () => {
    expect(photo.buttonSettings).toEqual({ buttonShape: 'circle', buttonColor: '#000000', buttonBackgroundColor: '#ffffff' });
    expect(photo.shutterSettings).toEqual({ lighting: 'off', defaultCamera: 'front', mirror: true });
  });
});

describe('mode-specific defaults (campaigns §3)', () => {
  it.each([
    ['gif.delayBetweenCapturingFrame', 3],
    ['gif.postRollStartAfterLoops', 3],
    ['gif.preRollVideo', null],
    ['gif.postRollVideo', null],
    ['photo.preRollVideo', null],
    ['photo.postRollVideo', null],
    ['boomerang.hideOverlays', false],
    ['boomerang.postRollStartAfterLoops', 3],
    ['photolayout.postRollStartAfterLoops', 3],
    ['video.videoMode', 'timer'],
    ['video.fixedVideoSeconds', 3],
    ['video.watchDurationSeconds', 90],
    ['video.videoQuality', 480],
    ['video.audioRecording', true],
    ['video.unscreenEnabled', false],
    ['video.postRollStartAfterLoops', 3],
    ['ai.allowChooseNoneArFilter', false],
  ])('%s is %j', (path, expected) => expect(valueAt(shutter, path)).toEqual(expected));
});

describe('screen saver, image processing and face detection (campaigns §3)', () => {
  it.each([
    ['screensaver.enabled', false],
    ['screensaver.screenSaverAsset', null],
    ['screensaver.screenSaverSettings.inactivity', 60],
    ['screensaver.screenSaverSettings.timer', 15],
    ['imageProcessing.enabled', false],
    ['imageProcessing.referenceImage', null],
    ['imageProcessing.values.gamma', 1],
    ['imageProcessing.values.brightness', 0],
    ['imageProcessing.values.exposure', 0],
    ['imageProcessing.values.hue', 0],
    ['imageProcessing.values.vibrance', 0],
    ['imageProcessing.values.contrast', 0],
    ['imageProcessing.values.saturation', 0],
    ['imageProcessing.values.sharpen', 0],
    ['imageProcessing.values.greyscale', false],
    ['imageProcessing.values.colorize', { red: 255, green: 255, blue: 255, alpha: 0 }],
    ['imageProcessing.values.channels', { red: 255, green: 255, blue: 255, alpha: 1 }],
    ['imageProcessing.availableForUser', { brightness: false, colorCorrection: false, contrast: false, saturation: false, greyscale: false }],
    ['imageProcessing.halo.enabled', false],
    ['imageProcessing.halo.color', { red: 255, green: 0, blue: 0, alpha: 1 }],
    ['imageProcessing.halo.blurRadius', 10],
    ['imageProcessing.halo.solid', 5],
    ['imageProcessing.halo.offsetX', 0],
    ['imageProcessing.halo.offsetY', 0],
    ['face.enabled', false],
    ['face.group', 'Shutter'],
    ['face.validOverlay', null],
    ['face.invalidOverlay', null],
    ['face.eye.closeThreshold', 0.25],
    ['face.eye.openThreshold', 0.35],
    ['face.eye.smoothingFactor', 0.3],
    ['face.eye.spanThreshold', 0.06],
    ['face.eye.smooth', true],
    ['face.gaze.pitch', 5],
    ['face.gaze.yaw', 30],
  ])('%s is %j', (path, expected) => expect(valueAt(shutter, path)).toEqual(expected));

  it('is what a new event gets', () => expect(settings.shutter).toEqual(shutter));
});

describe('capture refusals', () => {
  it.each([
    [{ gif: { delayBetweenCapturingFrame: 0.1 } }, 'gif.delayBetweenCapturingFrame'],
    [{ gif: { delayBetweenCapturingFrame: 31 } }, 'gif.delayBetweenCapturingFrame'],
    [{ video: { videoQuality: 500 } }, 'video.videoQuality'],
    [{ video: { videoMode: 'slow' } }, 'video.videoMode'],
    [{ photo: { frames: 0 } }, 'photo.frames'],
    [{ photo: { buttonSettings: { buttonColor: 'black' } } }, 'photo.buttonSettings.buttonColor'],
    [{ photo: { overlays: ['not-a-uuid'] } }, 'photo.overlays.0'],
    [{ face: { eye: { closeThreshold: 0.5, openThreshold: 0.3 } } }, 'face.eye.openThreshold'],
    [{ imageProcessing: { halo: { color: { red: 256, green: 0, blue: 0, alpha: 1 } } } }, 'imageProcessing.halo.color.red'],
  ])('%j is refused at %s', (input, path) => {
    const result = shutterSchema.safeParse(input);
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.path.join('.'))).toContain(path);
  });
});
