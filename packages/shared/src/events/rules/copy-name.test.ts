import { describe, expect, it } from 'vitest';
import { copyName, parseCopyName } from './copy-name.ts';

describe('copy names (campaigns §5)', () => {
  it.each([
    ['Party', [], 'Party Copy 1'],
    ['Party Copy 1', [], 'Party Copy 2'],
    ['Party Copy 9', [], 'Party Copy 10'],
    ['  Party  ', [], 'Party Copy 1'],
    ['Party', ['Party', 'Party Copy 1'], 'Party Copy 2'],
    ['Party', ['Party Copy 1', 'Party Copy 2', 'Party Copy 4'], 'Party Copy 3'],
    ['Party Copy 1', ['Party Copy 2'], 'Party Copy 3'],
    ['Party Copy 3', ['Party Copy 1'], 'Party Copy 4'],
    ['Copy 2', [], 'Copy 2 Copy 1'],
    ['Party Copy', [], 'Party Copy Copy 1'],
    ['Party Copy 1', ['party copy 2'], 'Party Copy 2'],
  ] as const)('%j with %j existing gives %j', (name, existing, expected) => {
    expect(copyName(name, existing)).toBe(expected);
  });

  it('fits a long name into the 200-character limit', () => {
    const name = copyName('x'.repeat(200));
    expect(name).toHaveLength(200);
    expect(name.endsWith(' Copy 1')).toBe(true);
  });

  it('reads the suffix', () => {
    expect(parseCopyName('Gala Copy 12')).toEqual({ base: 'Gala', number: 12 });
    expect(parseCopyName('Gala')).toEqual({ base: 'Gala', number: 0 });
  });
});
