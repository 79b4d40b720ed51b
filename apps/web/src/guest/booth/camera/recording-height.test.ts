import { describe, expect, it } from 'vitest';
import { recordingHeight } from './recording-height';

describe('recordingHeight: the crop to the campaign shape keeps the quality on the short side', () => {
  it.each([
    ['3:4 portrait', 3 / 4, 640],
    ['9:16 portrait', 9 / 16, 854],
    ['square', 1, 480],
    ['4:3 landscape', 4 / 3, 480],
    ['16:9 landscape', 16 / 9, 480],
  ])('%s', (_name, ratio, expected) => {
    expect(recordingHeight(480, ratio)).toBe(expected);
    // The crop of a 16:9 frame of that height: its short side is at least the quality.
    const frame = { width: (expected * 16) / 9, height: expected };
    const crop = ratio < frame.width / frame.height ? { width: frame.height * ratio, height: frame.height } : { width: frame.width, height: frame.width / ratio };
    expect(Math.min(crop.width, crop.height)).toBeGreaterThanOrEqual(479.5);
  });
});
