import { MantineProvider } from '@mantine/core';
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { COUNT_UP_MS, useCountUp } from './use-count-up';

const wrapper = ({ children }: { children: ReactNode }) => <MantineProvider>{children}</MantineProvider>;

function preferReducedMotion(reduced: boolean) {
  vi.mocked(window.matchMedia).mockImplementation(
    (query: string) =>
      ({ matches: reduced && query.includes('prefers-reduced-motion: reduce'), media: query, onchange: null, addListener: vi.fn(), removeListener: vi.fn(), addEventListener: vi.fn(), removeEventListener: vi.fn(), dispatchEvent: vi.fn() }) as unknown as MediaQueryList,
  );
}

afterEach(() => {
  vi.useRealTimers();
  preferReducedMotion(false);
});

describe('useCountUp (platform §9 media count animation 1000 ms)', () => {
  it('counts from 0 up to the number over 1000 ms and ends exactly on it', () => {
    vi.useFakeTimers({ toFake: ['requestAnimationFrame', 'cancelAnimationFrame', 'performance'] });
    const { result } = renderHook(() => useCountUp(1234), { wrapper });
    expect(result.current).toBe(0);
    act(() => void vi.advanceTimersByTime(COUNT_UP_MS / 2));
    expect(result.current).toBeGreaterThan(0);
    expect(result.current).toBeLessThan(1234);
    act(() => void vi.advanceTimersByTime(COUNT_UP_MS / 2 + 50));
    expect(result.current).toBe(1234);
    act(() => void vi.advanceTimersByTime(COUNT_UP_MS));
    expect(result.current).toBe(1234);
  });

  it('shows the number at once when the user prefers reduced motion', () => {
    preferReducedMotion(true);
    const { result } = renderHook(() => useCountUp(987), { wrapper });
    expect(result.current).toBe(987);
  });
});
