import { TOTP_ISSUER } from '@booth/shared';
import { generateSecret, generateURI, verify } from 'otplib';
import QRCode from 'qrcode';

/** RFC 6238 defaults every authenticator app understands: SHA-1, 6 digits, 30-second steps. */
export const TOTP_PERIOD_SECONDS = 30;

/**
 * One step either side is accepted (a phone's clock a little off, a code typed as it turned over),
 * two are not. otplib takes the tolerance in seconds: ±30 s around now always lands in exactly the
 * neighbouring steps, whatever the offset within the current step.
 */
const TOLERANCE_SECONDS = TOTP_PERIOD_SECONDS;

/** A fresh secret (20 random bytes, Base32), what an authenticator app stores. */
export function newTotpSecret(): string {
  return generateSecret();
}

/** The otpauth:// URI an authenticator app scans; the label is the account's e-mail address. */
export function totpUri(secret: string, email: string): string {
  return generateURI({ issuer: TOTP_ISSUER, label: email, secret });
}

/** The URI as an SVG QR code (markup the web app shows inline; no image request carries the secret). */
export function totpQrSvg(uri: string): Promise<string> {
  return QRCode.toString(uri, { type: 'svg', errorCorrectionLevel: 'M', margin: 1 });
}

/**
 * The time step a 6-digit code belongs to, if it is valid within ±1 step of `at`; null otherwise.
 * The caller decides about replays: a step at or below the last accepted one is refused there.
 */
export async function totpStepOf(secret: string, code: string, at: Date): Promise<number | null> {
  if (!/^\d{6}$/.test(code)) return null;
  const result = await verify({ secret, token: code, epoch: Math.floor(at.getTime() / 1000), epochTolerance: TOLERANCE_SECONDS });
  return result.valid && 'timeStep' in result ? result.timeStep : null;
}
