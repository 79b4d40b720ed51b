import { describe, expect, it } from 'vitest';
import { clampStepperValue, roundTwoDecimals, stepValue } from './stepper.ts';

describe('number stepper', () => {
  it('steps by 1 by default', () => {
    expect(stepValue(3, 1)).toBe(4);
    expect(stepValue(3, -1)).toBe(2);
  });

  it('clamps to min and max', () => {
    expect(stepValue(10, 1, { max: 10 })).toBe(10);
    expect(stepValue(0, -1, { min: 0 })).toBe(0);
    expect(clampStepperValue(42, { min: 1, max: 5 })).toBe(5);
    expect(clampStepperValue(-3, { min: 1, max: 5 })).toBe(1);
  });

  it('rounds to two decimals', () => {
    expect(stepValue(0.1, 1, { step: 0.2 })).toBe(0.3);
    expect(roundTwoDecimals(1.005)).toBe(1.01);
    expect(clampStepperValue(2.34567)).toBe(2.35);
  });

  it('treats a non-number as the minimum', () => {
    expect(clampStepperValue(Number.NaN, { min: 2 })).toBe(2);
    expect(clampStepperValue(Number.NaN)).toBe(0);
  });
});
