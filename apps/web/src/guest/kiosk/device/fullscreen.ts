/** Whether this browser can put the page in full screen (iPhone Safari cannot; iPad Safari can). */
export function fullscreenAvailable(): boolean {
  return typeof document !== 'undefined' && typeof document.documentElement.requestFullscreen === 'function' && document.fullscreenEnabled !== false;
}

/**
 * Full screen on the first tap (browsers grant it only within a user gesture). A refusal leaves the
 * kiosk as it is: it works in a window too, and the operator page says how to get full screen.
 */
export function enterFullscreen(): void {
  if (!fullscreenAvailable() || document.fullscreenElement) return;
  void document.documentElement.requestFullscreen({ navigationUI: 'hide' }).catch(() => undefined);
}

export function leaveFullscreen(): void {
  if (typeof document === 'undefined' || !document.fullscreenElement) return;
  void document.exitFullscreen().catch(() => undefined);
}
