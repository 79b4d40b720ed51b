/*
 * The card form's pure rules (platform §3 Card form: number, name, expiry, cvc, type). The number stays
 * in the form's state only: it goes to the payment-method call and is never stored (the server keeps
 * brand, last four digits, expiry and name).
 */

export type CardBrand = 'visa' | 'mastercard' | 'amex' | 'discover' | 'diners' | 'jcb' | 'unionpay' | 'maestro';

export const CARD_BRAND_NAMES: Record<CardBrand, string> = {
  visa: 'Visa',
  mastercard: 'Mastercard',
  amex: 'American Express',
  discover: 'Discover',
  diners: 'Diners Club',
  jcb: 'JCB',
  unionpay: 'UnionPay',
  maestro: 'Maestro',
};

/** The issuer ranges as the card networks publish them (IIN prefixes), most specific first. */
const BRAND_PATTERNS: Array<[CardBrand, RegExp]> = [
  ['amex', /^3[47]/],
  ['diners', /^3(?:0[0-5]|[689])/],
  ['jcb', /^35(?:2[89]|[3-8])/],
  ['mastercard', /^(?:5[1-5]|2(?:2[2-9]|[3-6]|7[01]|720))/],
  ['discover', /^(?:6011|64[4-9]|65)/],
  ['unionpay', /^62/],
  ['maestro', /^(?:5[06-9]|6[37])/],
  ['visa', /^4/],
];

export const digitsOf = (value: string) => value.replace(/\D/g, '');

export function detectBrand(number: string): CardBrand | null {
  const digits = digitsOf(number);
  if (!digits) return null;
  return BRAND_PATTERNS.find(([, pattern]) => pattern.test(digits))?.[0] ?? null;
}

/** Groups the digits as printed on the card: 4-6-5 for American Express, fours otherwise. */
export function formatCardNumber(value: string): string {
  const digits = digitsOf(value).slice(0, 19);
  if (detectBrand(digits) === 'amex') {
    return [digits.slice(0, 4), digits.slice(4, 10), digits.slice(10, 15)].filter(Boolean).join(' ');
  }
  return digits.replace(/(\d{4})(?=\d)/g, '$1 ');
}

/** "0" → "0", "12" → "12/", "1229" → "12/29": the slash appears as the month is complete. */
export function formatExpiry(value: string, previous: string): string {
  const digits = digitsOf(value).slice(0, 4);
  // Deleting the slash deletes with it, rather than adding it straight back.
  if (previous.endsWith('/') && value.length < previous.length) return digits.slice(0, 1);
  if (digits.length === 1 && Number(digits) > 1) return `0${digits}/`;
  if (digits.length >= 2) return `${digits.slice(0, 2)}/${digits.slice(2)}`;
  return digits;
}

/** The checksum every card number carries (ISO/IEC 7812): catches a mistyped digit before any call. */
export function passesLuhn(digits: string): boolean {
  let sum = 0;
  for (let index = 0; index < digits.length; index += 1) {
    let digit = Number(digits[digits.length - 1 - index]);
    if (index % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return digits.length > 0 && sum % 10 === 0;
}

export interface CardInput {
  number: string;
  name: string;
  expiry: string;
  cvc: string;
}

export type CardField = keyof CardInput;
export type CardIssue = 'invalidNumber' | 'invalidName' | 'invalidExpiry' | 'expiredCard' | 'invalidCvc' | 'testCardOnly';

/** What is wrong with each field, if anything; `now` decides whether the expiry has passed. */
export function validateCard(card: CardInput, now: Date): Partial<Record<CardField, CardIssue>> {
  const issues: Partial<Record<CardField, CardIssue>> = {};
  const digits = digitsOf(card.number);
  if (digits.length < 12 || digits.length > 19 || !passesLuhn(digits)) issues.number = 'invalidNumber';
  if (!card.name.trim()) issues.name = 'invalidName';
  const expiry = /^(0[1-9]|1[0-2])\s*\/\s*(\d{2})$/.exec(card.expiry.trim());
  if (!expiry) {
    issues.expiry = 'invalidExpiry';
  } else {
    // A card is valid to the end of its expiry month.
    const endOfMonth = new Date(2000 + Number(expiry[2]), Number(expiry[1]), 1);
    if (endOfMonth <= now) issues.expiry = 'expiredCard';
  }
  const cvcLength = detectBrand(digits) === 'amex' ? [4] : [3, 4];
  if (!/^\d+$/.test(card.cvc) || !cvcLength.includes(card.cvc.length)) issues.cvc = 'invalidCvc';
  return issues;
}
