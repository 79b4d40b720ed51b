import { describe, expect, it } from 'vitest';
import { shutterSchema } from '../events/shutter.ts';
import { boomerangSequence, capturePlan, enabledCaptureKinds } from './capture-plan.ts';

const defaults = shutterSchema.parse({});

describe('capturePlan with the defaults of campaigns §9', () => {
  it('takes one frame for a photo', () => {
    expect(capturePlan(defaults, 'photo')).toMatchObject({ frames: 1, playbackFps: 1, bounce: false, video: null });
  });
  it('takes 4 GIF frames 3 s apart, played at 4 fps', () => {
    expect(capturePlan(defaults, 'gif')).toMatchObject({ frames: 4, frameIntervalMs: 3000, playbackFps: 4, bounce: false });
  });
  it('takes 7 boomerang frames 0.2 s apart, played at 7 fps forward and back', () => {
    expect(capturePlan(defaults, 'boomerang')).toMatchObject({ frames: 7, frameIntervalMs: 200, playbackFps: 7, bounce: true });
  });
  it('records a 3 s timer video at 480 with audio', () => {
    expect(capturePlan(defaults, 'video').video).toEqual({ mode: 'timer', seconds: 3, height: 480, audio: true });
  });
  it('records a stopwatch video of at most 90 s', () => {
    const shutter = shutterSchema.parse({ video: { videoMode: 'stopwatch' } });
    expect(capturePlan(shutter, 'video').video).toMatchObject({ mode: 'stopwatch', seconds: 90 });
  });
  it('takes one photo-layout shot per photo area, else the mode frames', () => {
    expect(capturePlan(defaults, 'photolayout', 3).frames).toBe(3);
    expect(capturePlan(defaults, 'photolayout').frames).toBe(4);
  });
  it('follows the organiser settings', () => {
    const shutter = shutterSchema.parse({ gif: { frames: 6, delayBetweenCapturingFrame: 1.5, fps: 2 } });
    expect(capturePlan(shutter, 'gif')).toMatchObject({ frames: 6, frameIntervalMs: 1500, playbackFps: 2 });
  });
});

describe('boomerangSequence', () => {
  it.each([
    [0, []],
    [1, [0]],
    [2, [0, 1]],
    [4, [0, 1, 2, 3, 2, 1]],
  ])('%i frames play as %j', (count, expected) => {
    expect(boomerangSequence(count)).toEqual(expected);
  });
});

describe('enabledCaptureKinds', () => {
  it('lists the enabled upload modes in main-screen order', () => {
    const shutter = shutterSchema.parse({ video: { enabled: true }, photo: { enabled: true }, ai: { enabled: true } });
    expect(enabledCaptureKinds(shutter)).toEqual(['photo', 'video']);
  });
});
