import { describe, expect, it } from 'vitest';
import { shootVideoArgs } from './shoot-ffmpeg-args.ts';

// The guest video's colour filter (the campaign's image processing); the rest of the list is in shoot-ffmpeg-args.test.ts.
const size = { width: 360, height: 480 };
const cover = 'scale=360:480:force_original_aspect_ratio=increase,crop=360:480,setsar=1';
const colour = 'lut3d=file=/w/colour.cube:interp=tetrahedral';
const graphOf = (args: string[]) => args[args.indexOf('-filter_complex') + 1];

describe('guest video colour', () => {
  it("colours the camera's frames after the cut and before the overlay is laid on, so the overlay keeps its colours", () => {
    const args = shootVideoArgs('/w/in.webm', '/w/out.mp4', { size, audio: false, overlay: { kind: 'still', path: '/w/overlay.png' }, colour });
    expect(graphOf(args)).toBe(`[0:v]${cover},${colour}[base];[1:v]${cover}[top];[base][top]overlay=0:0,format=yuv420p[out]`);
  });

  it('colours a recording without overlay before its pixel format for H.264', () => {
    const args = shootVideoArgs('/w/in.webm', '/w/out.mp4', { size, audio: true, colour });
    expect(graphOf(args)).toBe(`[0:v]${cover},${colour},format=yuv420p[out]`);
  });

  it('has no colour filter without one (neutral values), and leaves the other arguments as they are', () => {
    const plain = shootVideoArgs('/w/in.webm', '/w/out.mp4', { size, audio: true, overlay: { kind: 'gif', path: '/w/o.gif' }, maxSeconds: 4 });
    const coloured = shootVideoArgs('/w/in.webm', '/w/out.mp4', { size, audio: true, overlay: { kind: 'gif', path: '/w/o.gif' }, maxSeconds: 4, colour });
    expect(plain.join(' ')).not.toContain('lut3d');
    expect(coloured.filter((arg) => !arg.includes('lut3d'))).toEqual(plain.filter((arg) => arg !== graphOf(plain)));
  });
});
