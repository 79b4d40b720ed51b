/** Business constants of platform §9 and campaigns §9 used across server and web. */

export const TOAST_DURATION_MS = 2000;
export const CHUNK_RELOAD_GUARD_MS = 60_000;
export const SUPPORT_TOKEN_WINDOW_MS = 600_000;
export const SUPPORT_BAR_HEIGHT_PX = 60;
export const DOWNLOAD_LINK_REVOKE_MS = 40_000;
export const LINK_PREFETCH_IDLE_MS = 2000;
export const LOCK_PASSWORD_MIN_LENGTH = 6;

/** Default target paths of the routing rules (platform §2). */
export const ROUTE_DEFAULTS = { login: '/login', logout: '/', home: '/dashboard', callback: '/login' } as const;

/** Design-system defaults (platform §9). */
export const designDefaults = {
  colors: {
    primary: '#18dad7',
    secondary: '#34495e',
    accent: '#15a6da',
    background: '#f1f3f6',
    text: '#000000',
    lightText: '#797979',
    success: '#54B7A6',
    warning: '#f4d86d',
    error: '#d0021b',
  },
  fonts: { design: 'Raleway', text: 'Open Sans' },
  spacing: { unit: 8, small: 8, medium: 16, large: 32 },
  typography: { baseFontSize: 16, headingLineHeight: 1.2, bodyLineHeight: 1.5 },
  borderRadius: { small: 4, medium: 8, large: 16 },
  borderWidth: { thin: 1, medium: 2, thick: 4 },
  emailWidth: 600,
} as const;

/** Fallbacks when applying a design (platform §9, campaigns §5). */
export const designFallbacks = {
  background: '#ffffff',
  text: '#000000',
  primary: '#18dad7',
  secondary: '#34495e',
  font: 'Raleway, sans-serif',
} as const;
