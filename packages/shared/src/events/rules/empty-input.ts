/**
 * "Defaults apply when input is empty" (campaigns §5). A cleared form field arrives as '', null or NaN
 * (a number input with nothing in it); none of those is a decision by the organiser, so the spec's
 * default takes its place. `false` and `0` are values, not emptiness.
 */
export function isEmptyInput(value: unknown): boolean {
  return value === undefined || value === null || value === '' || (typeof value === 'number' && Number.isNaN(value));
}

/** The fields that fall back to their default when empty, with that default (campaigns §5). */
export const EMPTY_INPUT_DEFAULTS = [
  { path: 'screens.sharing.comment.length', value: 100 },
  { path: 'screens.sharing.comment.render', value: 'post' },
  { path: 'screens.sharing.print.automatic', value: true },
  { path: 'screens.sharing.print.automaticNumber', value: 1 },
  { path: 'screens.sharing.print.maxNumber', value: 5 },
  { path: 'shutter.screensaver.screenSaverSettings.inactivity', value: 60 },
  { path: 'shutter.screensaver.screenSaverSettings.timer', value: 15 },
] as const;
