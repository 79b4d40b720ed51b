import { deletionSchema } from '@booth/shared';
import { describe, expect, it } from 'vitest';
import { isoToLocalInput, localInputToIso } from './local-date-time';
import { buildTree } from './schema-tree';

describe('date and time fields of the editor (deletion date)', () => {
  it('round-trips a stored timestamp through the local wall-clock value', () => {
    const stored = localInputToIso('2026-12-01T18:30');
    expect(stored).toMatch(/^2026-12-0[12]T\d\d:30:00\.000Z$/);
    expect(isoToLocalInput(stored)).toBe('2026-12-01T18:30');
  });

  it('shows the local time of a timestamp stored with any offset', () => {
    const local = isoToLocalInput('2026-06-01T10:00:00+02:00');
    expect(new Date(local).toISOString()).toBe('2026-06-01T08:00:00.000Z');
  });

  it('treats an empty or broken value as no date', () => {
    expect(localInputToIso('')).toBeNull();
    expect(localInputToIso('tomorrow')).toBeNull();
    expect(isoToLocalInput(null)).toBe('');
    expect(isoToLocalInput('not a date')).toBe('');
  });
});

describe('the deletion date in the editor', () => {
  it('is a date-time field, not free text', () => {
    const tree = buildTree(deletionSchema, 'virtualSettings.deletion');
    const date = tree.kind === 'group' ? tree.children.find((child) => child.key === 'date') : undefined;
    expect(date).toMatchObject({ kind: 'field', widget: 'datetime', nullable: true, path: 'virtualSettings.deletion.date' });
  });
});
