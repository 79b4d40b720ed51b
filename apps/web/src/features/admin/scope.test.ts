import { describe, expect, it } from 'vitest';
import { sameScope, withScope } from '@/features/admin/scope';

describe('withScope', () => {
  it('adds and removes a permission in a list, keeping the others', () => {
    expect(withScope(['beta'], 'support', true)).toEqual(['beta', 'support']);
    expect(withScope(['beta', 'support'], 'support', false)).toEqual(['beta']);
    expect(withScope(['support'], 'support', true)).toEqual(['support']);
  });

  it('sets and drops a permission in a map, keeping the others', () => {
    expect(withScope({ beta: true, export: false }, 'support', true)).toEqual({ beta: true, export: false, support: true });
    expect(withScope({ beta: true, support: true }, 'support', false)).toEqual({ beta: true });
    expect(withScope({ support: false }, 'support', true)).toEqual({ support: true });
  });
});

describe('sameScope', () => {
  it('compares what is held, not the shape or the order', () => {
    expect(sameScope(['beta', 'support'], { support: true, beta: true })).toBe(true);
    expect(sameScope(['beta'], { beta: true, support: false })).toBe(true);
    expect(sameScope(['beta'], ['support'])).toBe(false);
  });
});
