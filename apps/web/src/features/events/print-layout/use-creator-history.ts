import { type PrintLayoutConfiguration, type PrintLayoutCreator, printLayoutCreatorSchema } from '@booth/shared';
import { useMemo, useState } from 'react';
import { useEditor } from '@/features/events/editor/editor-context';
import { getAt } from '@/features/events/editor/path';
import { type History, canRedo, canUndo, record, redo, startHistory, undo } from '@/features/events/print-layout/layout-history';

export type LayoutKind = keyof PrintLayoutCreator['settings'];

/** The capture kinds with a layout, in the schema's order (a kind added there appears by itself). */
export const layoutKinds = Object.keys(printLayoutCreatorSchema.parse({}).settings) as LayoutKind[];

export interface CreatorEditing {
  creator: PrintLayoutCreator;
  /** One edit of the kind's layout; edits with the same merge key in a row undo as one. */
  changeLayout: (kind: LayoutKind, change: (config: PrintLayoutConfiguration) => PrintLayoutConfiguration, mergeKey?: string) => void;
  changeCreator: (change: (creator: PrintLayoutCreator) => PrintLayoutCreator, mergeKey?: string) => void;
  undo: () => void;
  redo: () => void;
  canUndo: boolean;
  canRedo: boolean;
}

/**
 * The print layout creator's value in the editor's form state, with undo/redo. The history holds the
 * values it wrote; a value that changes from elsewhere (a reload, a save answer) starts a new history.
 */
export function useCreatorHistory(path: string): CreatorEditing {
  const { settings, setValue } = useEditor();
  const stored = getAt(settings, path);
  const [history, setHistory] = useState<History<unknown>>(() => startHistory(stored));
  if (history.present !== stored) setHistory(startHistory(stored));
  const creator = useMemo(() => printLayoutCreatorSchema.parse(stored ?? {}), [stored]);

  const apply = (next: History<unknown>) => {
    setHistory(next);
    setValue(path, next.present);
  };
  const changeCreator = (change: (creator: PrintLayoutCreator) => PrintLayoutCreator, mergeKey?: string) => apply(record(history, change(creator), mergeKey ?? null));
  return {
    creator,
    changeCreator,
    changeLayout: (kind, change, mergeKey) => changeCreator((current) => ({ ...current, settings: { ...current.settings, [kind]: change(current.settings[kind]) } }), mergeKey),
    undo: () => apply(undo(history)),
    redo: () => apply(redo(history)),
    canUndo: canUndo(history),
    canRedo: canRedo(history),
  };
}
