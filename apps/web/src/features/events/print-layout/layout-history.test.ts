import { describe, expect, it } from 'vitest';
import { HISTORY_LIMIT, canRedo, canUndo, record, redo, startHistory, undo } from '@/features/events/print-layout/layout-history';

describe('layout history', () => {
  it('undoes and redoes steps in order', () => {
    let history = startHistory('a');
    history = record(history, 'b');
    history = record(history, 'c');
    expect(canUndo(history)).toBe(true);
    history = undo(history);
    expect(history.present).toBe('b');
    history = undo(history);
    expect(history.present).toBe('a');
    expect(canUndo(history)).toBe(false);
    expect(undo(history)).toBe(history);
    history = redo(history);
    expect(history.present).toBe('b');
    expect(canRedo(history)).toBe(true);
  });

  it('drops redo when a new step follows an undo', () => {
    let history = record(record(startHistory(1), 2), 3);
    history = record(undo(history), 4);
    expect(history.present).toBe(4);
    expect(canRedo(history)).toBe(false);
    expect(undo(history).present).toBe(2);
  });

  it('merges steps with the same key into one, but not across an undo', () => {
    let history = record(startHistory(0), 1, 'nudge:a');
    history = record(history, 2, 'nudge:a');
    history = record(history, 3, 'nudge:a');
    expect(history.past).toEqual([0]);
    expect(undo(history).present).toBe(0);
    history = record(history, 4, 'nudge:b');
    expect(history.past).toEqual([0, 3]);
  });

  it('ignores a step that changes nothing and keeps at most the limit', () => {
    const start = startHistory('x');
    expect(record(start, 'x')).toBe(start);
    let history = startHistory(0);
    for (let n = 1; n <= HISTORY_LIMIT + 20; n += 1) history = record(history, n);
    expect(history.past).toHaveLength(HISTORY_LIMIT);
    expect(history.past[0]).toBe(20);
  });
});
