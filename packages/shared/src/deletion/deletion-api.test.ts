import { describe, expect, it } from 'vitest';
import { deletionStateOf, deletionWarningAt } from './deletion-api.ts';

describe('deletion records', () => {
  it('derives the state from the timestamps', () => {
    expect(deletionStateOf({ executedAt: null, cancelledAt: null, counts: null })).toBe('pending');
    expect(deletionStateOf({ executedAt: null, cancelledAt: null, counts: { pictures: 1 } })).toBe('running');
    expect(deletionStateOf({ executedAt: new Date(), cancelledAt: null, counts: { pictures: 1 } })).toBe('done');
    expect(deletionStateOf({ executedAt: null, cancelledAt: new Date(), counts: null })).toBe('cancelled');
  });

  it('warns `hours` before the date', () => {
    expect(deletionWarningAt(new Date('2026-05-02T12:00:00Z'), 24).toISOString()).toBe('2026-05-01T12:00:00.000Z');
    expect(deletionWarningAt(new Date('2026-05-02T12:00:00Z'), 0).toISOString()).toBe('2026-05-02T12:00:00.000Z');
  });
});
