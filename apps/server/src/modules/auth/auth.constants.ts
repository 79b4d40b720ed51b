/** How long a mailed link works. Activation mails may wait in an inbox for days; resets must not. */
export const ACTIVATION_TOKEN_TTL_MS = 7 * 24 * 60 * 60 * 1000;
export const RESET_TOKEN_TTL_MS = 2 * 60 * 60 * 1000;

export const DAY_MS = 24 * 60 * 60 * 1000;
