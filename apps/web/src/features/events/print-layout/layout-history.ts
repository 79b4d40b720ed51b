/*
 * Undo/redo of the print layout: snapshots of one layout configuration. Small steps that belong
 * together (typing a number, nudging with the arrow keys) share a merge key and become one step.
 */

export interface History<T> {
  past: readonly T[];
  present: T;
  future: readonly T[];
  /** The merge key of the step that made `present`, so the next step with the same key replaces it. */
  mergeKey: string | null;
}

/** Enough to undo a whole session of edits without holding an unbounded list of layouts. */
export const HISTORY_LIMIT = 100;

export function startHistory<T>(present: T): History<T> {
  return { past: [], present, future: [], mergeKey: null };
}

/** A new present; redo is gone. A step with the merge key of the last one replaces it instead. */
export function record<T>(history: History<T>, next: T, mergeKey: string | null = null): History<T> {
  if (Object.is(next, history.present)) return history;
  if (mergeKey !== null && mergeKey === history.mergeKey && history.past.length > 0) {
    return { ...history, present: next, future: [] };
  }
  const past = [...history.past, history.present].slice(-HISTORY_LIMIT);
  return { past, present: next, future: [], mergeKey };
}

export function canUndo<T>(history: History<T>): boolean {
  return history.past.length > 0;
}

export function canRedo<T>(history: History<T>): boolean {
  return history.future.length > 0;
}

export function undo<T>(history: History<T>): History<T> {
  const previous = history.past.at(-1);
  if (previous === undefined) return history;
  return { past: history.past.slice(0, -1), present: previous, future: [history.present, ...history.future], mergeKey: null };
}

export function redo<T>(history: History<T>): History<T> {
  const [next, ...rest] = history.future;
  if (next === undefined) return history;
  return { past: [...history.past, history.present], present: next, future: rest, mergeKey: null };
}
