import { describe, expect, it } from 'vitest';
import { eventSettingsSchema } from '../event.ts';
import { mergeSettings } from './merge-settings.ts';

interface Sample {
  countdownSeconds: number;
  frames: number;
  title: string;
  enabled: boolean;
  optional: string | null;
  overlays: string[];
  nested: { countdownSeconds: number; size: number; label: string; deeper: { on: boolean; value: number } };
}

const previous: Sample = {
  countdownSeconds: 3,
  frames: 4,
  title: 'Party',
  enabled: true,
  optional: 'kept',
  overlays: ['a', 'b'],
  nested: { countdownSeconds: 5, size: 10, label: 'L', deeper: { on: true, value: 7 } },
};

describe('settings merge rule (campaigns §5)', () => {
  it.each([
    ['a zero countdown is kept', { countdownSeconds: 0 }, 'countdownSeconds', 0],
    ['a zero countdown deeper down is kept', { nested: { countdownSeconds: 0 } }, 'nested.countdownSeconds', 0],
    ['any other zero keeps the previous value', { frames: 0 }, 'frames', 4],
    ['a zero deeper down keeps the previous value', { nested: { size: 0 } }, 'nested.size', 10],
    ['an empty text keeps the previous value', { title: '' }, 'title', 'Party'],
    ['null keeps the previous value', { optional: null }, 'optional', 'kept'],
    ['undefined keeps the previous value', { title: undefined }, 'title', 'Party'],
    ['NaN keeps the previous value', { frames: Number.NaN }, 'frames', 4],
    ['false is taken: a switch can be turned off', { enabled: false }, 'enabled', false],
    ['false deeper down is taken', { nested: { deeper: { on: false } } }, 'nested.deeper.on', false],
    ['a new number is taken', { frames: 7 }, 'frames', 7],
    ['a new text is taken', { title: 'Gala' }, 'title', 'Gala'],
    ['an array is taken whole', { overlays: ['c'] }, 'overlays', ['c']],
    ['an emptied array is taken', { overlays: [] }, 'overlays', []],
  ])('%s', (_rule, next, path, expected) => {
    const merged = mergeSettings<Sample>(previous, next);
    const value = path.split('.').reduce<unknown>((object, key) => (object as Record<string, unknown>)[key], merged);
    expect(value).toEqual(expected);
  });

  it('keeps keys the next value does not name, at every depth', () => {
    expect(mergeSettings(previous, { nested: { deeper: { value: 8 } } })).toEqual({
      ...previous,
      nested: { ...previous.nested, deeper: { on: true, value: 8 } },
    });
  });

  it('changes neither argument', () => {
    const next = { nested: { size: 11 } };
    const before = structuredClone(previous);
    mergeSettings(previous, next);
    expect(previous).toEqual(before);
    expect(next).toEqual({ nested: { size: 11 } });
  });

  it('nothing to merge gives the previous settings', () => {
    expect(mergeSettings(previous, undefined)).toBe(previous);
    expect(mergeSettings(previous, null)).toBe(previous);
  });

  it('layers stored settings onto new defaults', () => {
    const defaults = eventSettingsSchema.parse({});
    const merged = mergeSettings(defaults, {
      screens: { shutter: { countdownSeconds: 0, badgeColor: '' }, sharing: { email: { enabled: false } } },
    });
    expect(merged.screens.shutter.countdownSeconds).toBe(0);
    expect(merged.screens.shutter.badgeColor).toBe('#ffffff');
    expect(merged.screens.sharing.email.enabled).toBe(false);
    expect(eventSettingsSchema.safeParse(merged).success).toBe(true);
  });
});
