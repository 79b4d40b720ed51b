import { describe, expect, it } from 'vitest';
import { median, progressNow } from './ai-estimate.ts';

const at = (seconds: number) => new Date(Date.UTC(2026, 0, 1, 12, 0, seconds));

describe('median', () => {
  it('is the middle value, the mean of the two middle ones, or null for none', () => {
    expect(median([])).toBeNull();
    expect(median([7])).toBe(7);
    expect(median([30, 10, 20])).toBe(20);
    expect(median([40, 10, 30, 20])).toBe(25);
    // One slow run does not move it far.
    expect(median([10, 11, 12, 300])).toBe(11.5);
  });
});

describe('progressNow', () => {
  it('counts the seconds left down from the estimate while it runs, never below 0', () => {
    const running = { status: 'running' as const, progress: 0, startedAt: at(0) };
    expect(progressNow(running, 20, at(5))).toEqual({ progress: 0.25, secondsLeft: 15 });
    expect(progressNow(running, 20, at(30))).toEqual({ progress: 0.95, secondsLeft: 0 });
  });

  it("prefers the provider's own progress when it is further along", () => {
    expect(progressNow({ status: 'running', progress: 0.8, startedAt: at(0) }, 20, at(5))).toEqual({ progress: 0.8, secondsLeft: 15 });
  });

  it('has no seconds left without an estimate, and the whole estimate while queued', () => {
    expect(progressNow({ status: 'running', progress: 0.3, startedAt: at(0) }, null, at(5))).toEqual({ progress: 0.3, secondsLeft: null });
    expect(progressNow({ status: 'queued', progress: 0, startedAt: null }, 12.4, at(5))).toEqual({ progress: 0, secondsLeft: 13 });
  });

  it('is done when it succeeded, and stops counting when it failed', () => {
    expect(progressNow({ status: 'succeeded', progress: 1, startedAt: at(0) }, 20, at(5))).toEqual({ progress: 1, secondsLeft: 0 });
    expect(progressNow({ status: 'failed', progress: 0.4, startedAt: at(0) }, null, at(5))).toEqual({ progress: 0.4, secondsLeft: null });
  });
});
