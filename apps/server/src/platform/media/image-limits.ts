/**
 * Decompression-bomb guards. A PNG of 100 KB can declare 30000x30000 pixels (900 MP, ~3.6 GB decoded);
 * sharp refuses such input while reading the header, before allocating anything.
 * 100 MP per frame is far above any booth asset (the largest expected size is 2560x1440, 3.7 MP) and
 * still admits print artwork (A3 at 300 dpi is 17 MP).
 */
export const MAX_INPUT_PIXELS = 100_000_000;

/**
 * Animated GIFs are decoded as all frames at once, so they get a budget for the sum of their frames:
 * 1 GP is ~420 frames at 1536x1536 (42 s at 10 fps), more than any attention-screen loop needs.
 */
export const MAX_ANIMATION_PIXELS = 1_000_000_000;
export const MAX_ANIMATION_FRAMES = 1000;

/**
 * Thumbnails: at most 512 px on the longest side. Previews are shown at most 152 CSS px (platform §5);
 * on a 3x phone screen that is 456 device pixels, so one 512 px derivative is sharp on every screen
 * without a srcset of several sizes.
 */
export const THUMBNAIL_MAX_SIDE = 512;
/** WebP at 80 looks like JPEG at ~85 while ~30% smaller, and keeps transparency (overlays, stickers). */
export const THUMBNAIL_WEBP_QUALITY = 80;

/** Re-encoding quality for uploaded JPEGs: high, because a booth background is shown full screen. */
export const NORMALISED_JPEG_QUALITY = 92;
