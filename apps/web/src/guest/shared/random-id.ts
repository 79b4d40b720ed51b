/**
 * A random UUID v4 for the shoot id the browser makes (a retried upload sends the same one).
 * `crypto.randomUUID` exists only in secure contexts; a booth laptop that opens the page over plain
 * http on the venue's network is not one, so fall back to `getRandomValues`. (The organiser app has its
 * own copy in lib/: the guest bundle imports nothing from it.)
 */
export function randomId(): string {
  if (typeof crypto.randomUUID === 'function' && window.isSecureContext !== false) return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x40;
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80;
  const hex = Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
