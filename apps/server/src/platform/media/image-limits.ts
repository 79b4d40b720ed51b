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

/**
 * Display renditions of a guest's picture (microsite srcset, share screen, e-mail): widths that cover a
 * phone (480), a phone at 2–3x or a laptop (960) and a large screen (1440). WebP at 78 is about a third
 * of the JPEG at the same width. AVIF was measured on the 2-core build machine: 1920×1080 → these three
 * widths took 5.4 s at effort 4 (1.6 s each, for ~10% fewer bytes) and 0.4 s at effort 2 (no smaller
 * than WebP), against 0.3 s for WebP, so processing stays WebP-only.
 */
export const DISPLAY_WIDTHS = [480, 960, 1440] as const;
export const DISPLAY_WEBP_QUALITY = 78;
/**
 * libwebp's effort (0–6, default 4): on a 1920×1440 photo the three widths took 870 ms at 4 and 394 ms
 * at 2 for files within 3% of each other, so processing keeps up with a crowd at 2.
 */
export const DISPLAY_WEBP_EFFORT = 2;
/** Link previews (og:image) want a JPEG of about 1200 px: crawlers do not all read WebP. */
export const SOCIAL_PREVIEW_WIDTH = 1200;
export const SOCIAL_PREVIEW_JPEG_QUALITY = 82;
