export const MFA_CODE_LENGTH = 6;

/** The multi-factor code input keeps only digits, at most six (platform §5). */
export function sanitizeMfaCode(input: string): string {
  return input.replace(/\D/g, '').slice(0, MFA_CODE_LENGTH);
}

export function isCompleteMfaCode(code: string): boolean {
  return /^\d{6}$/.test(code);
}
