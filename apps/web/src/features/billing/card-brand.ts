/** Card networks told apart by their number's first digits (what the Card form shows as its type). */
export type CardBrand = 'visa' | 'mastercard' | 'amex' | 'unknown';

export function cardBrand(number: string): CardBrand {
  const digits = number.replace(/\D/g, '');
  if (/^4/.test(digits)) return 'visa';
  if (/^(5[1-5]|2[2-7])/.test(digits)) return 'mastercard';
  if (/^3[47]/.test(digits)) return 'amex';
  return 'unknown';
}

const NAMES: Record<string, string> = { visa: 'Visa', mastercard: 'Mastercard', amex: 'American Express' };

/** A provider's brand ("visa") as printed on the card ("Visa"); unknown ones as they come. */
export function brandName(brand: string): string {
  return NAMES[brand.toLowerCase()] ?? brand;
}

/** "12/30" from a card's expiry month and year. */
export function formatExpiry(month: number, year: number): string {
  return `${String(month).padStart(2, '0')}/${String(year % 100).padStart(2, '0')}`;
}
