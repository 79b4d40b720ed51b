import { describe, expect, it } from 'vitest';
import { printLayoutCreatorSchema } from '../../events/print-layout.ts';
import { printLayoutFor, printLayoutKindOf, printLayoutKinds } from './layout-for.ts';

describe('printLayoutFor', () => {
  const creator = printLayoutCreatorSchema.parse({
    settings: {
      photo: { includeFrames: 1 },
      gif: { includeFrames: 2 },
      boomerang: { includeFrames: 3 },
      aifilter: { includeFrames: 4 },
      photoLayout: { includeFrames: 5 },
    },
  });

  it.each(printLayoutKinds.map((kind, index) => [kind, index + 1] as const))('picks the %s layout', (kind, frames) => {
    expect(printLayoutFor(creator, kind).includeFrames).toBe(frames);
  });

  it('gives a photo layout the same defaults as a photo', () => {
    const defaults = printLayoutCreatorSchema.parse({});
    expect(printLayoutFor(defaults, 'photoLayout')).toEqual(printLayoutFor(defaults, 'photo'));
  });
});

describe('printLayoutKindOf', () => {
  it.each([
    ['Photo', 'photo'],
    ['Gif', 'gif'],
    ['Boomerang', 'boomerang'],
    ['PhotoLayout', 'photoLayout'],
    ['AiFilter', 'aifilter'],
    ['Ai', 'aifilter'],
    ['Video', 'photo'],
    ['Unknown', 'photo'],
  ] as const)('prints a %s shoot with the %s layout', (kind, layout) => expect(printLayoutKindOf(kind)).toBe(layout));
});
