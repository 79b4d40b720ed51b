import { arLandmarks, type ArLandmarks } from '@booth/shared';
import { describe, expect, it } from 'vitest';
import { LandmarkSmoother } from './landmark-smoother';

const at = (x: number, y = 100): ArLandmarks => Object.fromEntries(arLandmarks.map((name) => [name, { x, y }])) as ArLandmarks;

describe('LandmarkSmoother', () => {
  it('calms a still face that the mesh shakes by a pixel or two', () => {
    const smoother = new LandmarkSmoother();
    const shown: number[] = [];
    for (let frame = 0; frame < 60; frame++) shown.push(smoother.smooth(at(200 + (frame % 2 === 0 ? 2 : -2)), frame * 33).noseTip.x);
    const settled = shown.slice(30);
    expect(Math.max(...settled) - Math.min(...settled)).toBeLessThan(1.5);
  });

  it('follows a moving face closely', () => {
    const smoother = new LandmarkSmoother();
    let shown = 0;
    // 600 px per second, as a guest stepping sideways.
    for (let frame = 0; frame < 30; frame++) shown = smoother.smooth(at(100 + frame * 20), frame * 33).noseTip.x;
    expect(100 + 29 * 20 - shown).toBeLessThan(20);
  });

  it('starts from the new place after a reset, without gliding from the old one', () => {
    const smoother = new LandmarkSmoother();
    for (let frame = 0; frame < 10; frame++) smoother.smooth(at(100), frame * 33);
    smoother.reset();
    expect(smoother.smooth(at(500), 400).noseTip).toEqual({ x: 500, y: 100 });
  });
});
