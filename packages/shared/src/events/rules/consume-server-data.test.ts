import { describe, expect, it } from 'vitest';
import { eventSchema, eventSettingsSchema } from '../event.ts';
import { ids } from '../test-support.ts';
import { consumeServerData, gifDelayFromServer, gifDelayToServer, toServerPayload } from './consume-server-data.ts';

const settings = eventSettingsSchema.parse({
  archived: true,
  shutter: {
    gif: { delayBetweenCapturingFrame: 2.5, preRollVideo: ids.a, postRollVideo: ids.b, overlays: [ids.c], background: ids.c },
    boomerang: { frames: 10, frameCaptureDelaySeconds: 1, fps: 3 },
    aifilter: { frames: 5, fps: 5 },
  },
});

describe('the delay sent to the server is in milliseconds (campaigns §4)', () => {
  it.each([
    [3, 3000],
    [0.5, 500],
    [2.5, 2500],
    [30, 30000],
  ])('%f s is sent as %i ms', (seconds, ms) => expect(gifDelayToServer(seconds)).toBe(ms));
});

describe('a GIF delay above 100 is milliseconds (campaigns §4)', () => {
  it.each([
    [3000, 3],
    [500, 0.5],
    [101, 0.101],
    [100, 100],
    [3, 3],
    [0.5, 0.5],
  ])('%f reads as %f s', (value, seconds) => expect(gifDelayFromServer(value)).toBe(seconds));
});

describe('toServerPayload (campaigns §3 Gif)', () => {
  const payload = toServerPayload(settings);

  it('sends the GIF videos as ids and the delay in milliseconds', () => {
    expect(payload.shutter.gif).toMatchObject({ preRollVideoId: ids.a, postRollVideoId: ids.b, delayBetweenCapturingFrame: 2500 });
  });

  it.each(['overlays', 'background', 'preRollVideo', 'postRollVideo'])('omits the GIF %s', (field) => {
    expect(payload.shutter.gif).not.toHaveProperty(field);
  });

  it('leaves everything else as it is and does not change its input', () => {
    expect(payload.shutter.photo).toEqual(settings.shutter.photo);
    expect(payload.screens).toBe(settings.screens);
    expect(settings.shutter.gif.delayBetweenCapturingFrame).toBe(2.5);
  });
});

describe('consumeServerData (campaigns §4)', () => {
  const consumed = consumeServerData(toServerPayload(settings));

  it.each([
    ['boomerang frames', consumed.shutter.boomerang.frames, 6],
    ['boomerang delay', consumed.shutter.boomerang.frameCaptureDelaySeconds, 0.1],
    ['boomerang fps', consumed.shutter.boomerang.fps, 9],
    ['AI filter frames', consumed.shutter.aifilter.frames, 1],
    ['AI filter fps', consumed.shutter.aifilter.fps, 1],
    ['GIF delay', consumed.shutter.gif.delayBetweenCapturingFrame, 2.5],
    ['GIF pre-roll', consumed.shutter.gif.preRollVideo, ids.a],
    ['GIF post-roll', consumed.shutter.gif.postRollVideo, ids.b],
    ['archived', consumed.archived, false],
  ])('sets %s to %j', (_name, actual, expected) => expect(actual).toEqual(expected));

  it('reads the ids back into the model, with no server names left', () => {
    expect(consumed.shutter.gif).not.toHaveProperty('preRollVideoId');
    expect(consumed.shutter.gif).not.toHaveProperty('postRollVideoId');
  });

  it('GIF overlays and background are empty when the payload omits them, kept when it has them', () => {
    expect(consumed.shutter.gif.overlays).toEqual([]);
    expect(consumed.shutter.gif.background).toBeNull();
    const payload = toServerPayload(settings);
    const withOverlays = { ...payload, shutter: { ...payload.shutter, gif: { ...payload.shutter.gif, overlays: [ids.c] } } };
    expect(consumeServerData(withOverlays).shutter.gif.overlays).toEqual([ids.c]);
  });

  it('reads a legacy delay in seconds as seconds', () => {
    const payload = toServerPayload(settings);
    const legacy = { ...payload, shutter: { ...payload.shutter, gif: { ...payload.shutter.gif, delayBetweenCapturingFrame: 3 } } };
    expect(consumeServerData(legacy).shutter.gif.delayBetweenCapturingFrame).toBe(3);
  });

  it('an archived event comes back active', () => {
    const event = eventSchema.parse({
      ...settings,
      id: ids.a,
      name: 'Party',
      slug: 'party',
      createdAt: '2025-01-01T00:00:00Z',
      updatedAt: '2025-01-01T00:00:00Z',
      active: false,
    });
    expect(consumeServerData(toServerPayload(event))).toMatchObject({ archived: false, active: true });
  });

  it('the result is valid settings again', () => {
    expect(eventSettingsSchema.safeParse(consumed).success).toBe(true);
  });
});
