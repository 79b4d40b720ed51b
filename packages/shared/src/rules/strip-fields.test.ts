import { expect, it } from 'vitest';
import { stripFields, stripForCopy } from './strip-fields.ts';

it('removes id, slug, createdAt and updatedAt before a copy', () => {
  const record = { id: 'x', slug: 's', createdAt: 'c', updatedAt: 'u', name: 'Party', boothType: 'ipad' };
  expect(stripForCopy(record)).toEqual({ name: 'Party', boothType: 'ipad' });
  expect(record.id).toBe('x');
});

it('removes any named fields', () => {
  expect(stripFields({ a: 1, b: 2, c: 3 }, ['a', 'c'])).toEqual({ b: 2 });
});
