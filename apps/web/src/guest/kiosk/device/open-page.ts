/**
 * Loads another kiosk page (the assigned campaign, the start page): a whole page load, so the new
 * campaign boots exactly like a tablet switched on with it. Its own module so tests can watch it.
 */
export function openKioskPage(path: string): void {
  window.location.assign(path);
}
