import { getAt } from '@/features/events/editor/path';

/*
 * Settings that mean something only while another setting has a certain value, as data: the editor
 * leaves them out otherwise, so no field is shown that changes nothing. (A group's own switch hides its
 * sub-settings by itself; these are the cases across a group's fields.)
 */
export interface ShownWhenRule {
  path: string;
  shown: (settings: unknown) => boolean;
  reason: string;
}

const MOSAIC = 'screens.presentation.mosaic';
const automaticCellSize = (settings: unknown) => getAt(settings, `${MOSAIC}.options.automaticCellSize`) !== false;
const extraCellSize = (settings: unknown) => getAt(settings, `${MOSAIC}.options.extraCellSize`);

export const shownWhenRules: readonly ShownWhenRule[] = [
  { path: `${MOSAIC}.options.expectedPictures`, shown: automaticCellSize, reason: 'The automatic cell size gives about this many cells.' },
  { path: `${MOSAIC}.options.minCellSize`, shown: automaticCellSize, reason: 'Bounds the automatic cell size only.' },
  { path: `${MOSAIC}.options.extraCellSize`, shown: (settings) => !automaticCellSize(settings), reason: 'A fixed size is chosen only when the size is not automatic.' },
  {
    path: `${MOSAIC}.placeBehaviour.cellSize`,
    shown: (settings) => !automaticCellSize(settings) && (extraCellSize(settings) === null || extraCellSize(settings) === undefined),
    reason: 'Any cell size, used when the size is neither automatic nor one of the fixed sizes.',
  },
];

const rules = new Map(shownWhenRules.map((rule) => [rule.path, rule]));

/** Whether a setting applies with the current (unsaved) settings. */
export function isShown(path: string, settings: unknown): boolean {
  return rules.get(path)?.shown(settings) ?? true;
}
