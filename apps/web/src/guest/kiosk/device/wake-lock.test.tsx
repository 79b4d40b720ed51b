import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useScreenWakeLock } from './wake-lock';

class FakeSentinel extends EventTarget {
  released = false;
  release = vi.fn(async () => {
    this.released = true;
    this.dispatchEvent(new Event('release'));
  });
}

function installWakeLock() {
  const sentinels: FakeSentinel[] = [];
  const request = vi.fn(async () => {
    const sentinel = new FakeSentinel();
    sentinels.push(sentinel);
    return sentinel;
  });
  Object.defineProperty(navigator, 'wakeLock', { configurable: true, value: { request } });
  return { request, sentinels };
}

function setVisibility(state: 'visible' | 'hidden') {
  Object.defineProperty(document, 'visibilityState', { configurable: true, value: state });
  document.dispatchEvent(new Event('visibilitychange'));
}

afterEach(() => {
  Reflect.deleteProperty(navigator, 'wakeLock');
  setVisibility('visible');
});

describe('the screen wake lock', () => {
  it('holds the screen on, takes it again when the page is visible again, and lets go when paused', async () => {
    const { request, sentinels } = installWakeLock();
    const { result, rerender } = renderHook(({ active }) => useScreenWakeLock(active), { initialProps: { active: true } });
    await act(async () => undefined);
    expect(request).toHaveBeenCalledWith('screen');
    expect(result.current).toBe('held');

    // The browser releases the lock while the page is hidden.
    await act(async () => {
      setVisibility('hidden');
      await sentinels[0]?.release();
    });
    expect(result.current).toBe('released');
    await act(async () => setVisibility('visible'));
    expect(request).toHaveBeenCalledTimes(2);
    expect(result.current).toBe('held');

    rerender({ active: false });
    expect(sentinels[1]?.release).toHaveBeenCalled();
    expect(result.current).toBe('released');
  });

  it('says so where the browser has no wake lock', () => {
    const { result } = renderHook(() => useScreenWakeLock(true));
    expect(result.current).toBe('unavailable');
  });
});
