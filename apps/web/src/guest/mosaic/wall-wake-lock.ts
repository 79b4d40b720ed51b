/**
 * Keeps the venue's screen on while the wall shows (Screen Wake Lock API): a projector laptop that goes
 * to sleep mid-party is the wall gone. The browser lets the lock go whenever the page is hidden, so it
 * is taken again each time the page is shown. Where the API or the permission is missing, nothing happens.
 */
export function keepScreenAwake(): void {
  if (!('wakeLock' in navigator)) return;
  const take = () => {
    if (document.visibilityState === 'visible') navigator.wakeLock.request('screen').catch(() => undefined);
  };
  document.addEventListener('visibilitychange', take);
  take();
}
