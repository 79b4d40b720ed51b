import { describe, expect, it } from 'vitest';
import { stripForCopy } from '../../rules/strip-fields.ts';
import { stripForCreate, stripForUpdate } from './strip-payload.ts';

const event = {
  id: 'e1',
  slug: 'party',
  name: 'Party',
  boothType: 'virtual',
  createdAt: '2025-01-01',
  updatedAt: '2025-01-02',
  archived: false,
};

describe('payload stripping (campaigns §5)', () => {
  it.each([
    ['create', stripForCreate, ['slug', 'name', 'boothType', 'createdAt', 'updatedAt', 'archived']],
    ['update', stripForUpdate, ['name', 'archived']],
    ['copy', stripForCopy, ['name', 'boothType', 'archived']],
  ] as const)('%s keeps %j', (_name, strip, kept) => {
    expect(Object.keys(strip(event)).sort()).toEqual([...kept].sort());
  });

  it('does not change the event', () => {
    stripForUpdate(event);
    expect(event.id).toBe('e1');
  });
});
