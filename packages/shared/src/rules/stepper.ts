export interface StepperBounds {
  min?: number;
  max?: number;
  /** Default 1. */
  step?: number;
}

/** Rounds to two decimals, removing binary noise such as 0.1 + 0.2. */
export function roundTwoDecimals(value: number): number {
  return Math.round((value + Number.EPSILON) * 100) / 100;
}

/** Clamps to min and max and rounds to two decimals (platform §5, number stepper). */
export function clampStepperValue(value: number, { min, max }: StepperBounds = {}): number {
  let next = Number.isFinite(value) ? value : (min ?? 0);
  if (min !== undefined) next = Math.max(min, next);
  if (max !== undefined) next = Math.min(max, next);
  return roundTwoDecimals(next);
}

/** One press of the + (direction 1) or − (direction -1) button. */
export function stepValue(value: number, direction: 1 | -1, bounds: StepperBounds = {}): number {
  const step = bounds.step ?? 1;
  return clampStepperValue(value + direction * step, bounds);
}
