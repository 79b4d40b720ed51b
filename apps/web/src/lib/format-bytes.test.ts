import { describe, expect, it } from 'vitest';
import { formatByteSize } from '@/lib/format-bytes';

describe('byte sizes (platform §9)', () => {
  it('uses base-1000 units with two decimals in the German number format', () => {
    expect(formatByteSize(1_500_000, 'de')).toBe('1,50 MB');
    expect(formatByteSize(1_234_567, 'de')).toBe('1,23 MB');
    expect(formatByteSize(12_345_678_901, 'de')).toBe('12,35 GB');
    expect(formatByteSize(1_234_567_000_000, 'de')).toBe('1,23 TB');
  });

  it('uses the English number format in English', () => {
    expect(formatByteSize(1_500_000, 'en')).toBe('1.50 MB');
    expect(formatByteSize(1_000, 'en')).toBe('1.00 KB');
    expect(formatByteSize(999_999, 'en')).toBe('1.00 MB');
  });

  it('shows whole bytes without decimals, zero as 0 B, and negatives with a sign', () => {
    expect(formatByteSize(0, 'de')).toBe('0 B');
    expect(formatByteSize(512, 'de')).toBe('512 B');
    expect(formatByteSize(-1_500, 'de')).toBe('-1,50 KB');
    expect(formatByteSize(-1_500, 'en')).toBe('-1.50 KB');
  });

  it('goes up to YB and no further', () => {
    expect(formatByteSize(1e24, 'en')).toBe('1.00 YB');
    expect(formatByteSize(2.5e27, 'de')).toBe('2.500,00 YB');
  });
});
