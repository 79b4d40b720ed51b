/** The seller's country: prices are net, VAT is added by the buyer's country (platform §3 Billing form). */
export const SELLER_COUNTRY = 'DE';

/** Standard VAT rates of the EU member states in basis points (1900 = 19 %), as of 2026. */
export const euVatRates: Readonly<Record<string, number>> = {
  AT: 2000, BE: 2100, BG: 2000, CY: 1900, CZ: 2100, DE: 1900, DK: 2500, EE: 2400, ES: 2100, FI: 2550,
  FR: 2000, GR: 2400, HR: 2500, HU: 2700, IE: 2300, IT: 2200, LT: 2100, LU: 1700, LV: 2100, MT: 1800,
  NL: 2100, PL: 2300, PT: 2300, RO: 2100, SE: 2500, SI: 2200, SK: 2300,
};

/** The VAT id's country prefix differs from the ISO code only for Greece. */
const vatPrefix = (country: string) => (country === 'GR' ? 'EL' : country);

/** The shape of a VAT identification number per member state (the number after the prefix). */
const vatNumberPatterns: Readonly<Record<string, RegExp>> = {
  AT: /^U\d{8}$/, BE: /^[01]\d{9}$/, BG: /^\d{9,10}$/, CY: /^\d{8}[A-Z]$/, CZ: /^\d{8,10}$/, DE: /^\d{9}$/,
  DK: /^\d{8}$/, EE: /^\d{9}$/, ES: /^[A-Z0-9]\d{7}[A-Z0-9]$/, FI: /^\d{8}$/, FR: /^[A-Z0-9]{2}\d{9}$/,
  GR: /^\d{9}$/, HR: /^\d{11}$/, HU: /^\d{8}$/, IE: /^\d{7}[A-W][A-I]?$|^\d[A-Z+*]\d{5}[A-W]$/, IT: /^\d{11}$/,
  LT: /^(\d{9}|\d{12})$/, LU: /^\d{8}$/, LV: /^\d{11}$/, MT: /^\d{8}$/, NL: /^\d{9}B\d{2}$/, PL: /^\d{10}$/,
  PT: /^\d{9}$/, RO: /^\d{2,10}$/, SE: /^\d{12}$/, SI: /^\d{8}$/, SK: /^\d{10}$/,
};

export function isEuCountry(country: string): boolean {
  return country in euVatRates;
}

/** A VAT id as typed ("de 123 456 789") in its normal form ("DE123456789"). */
export function normalizeVatId(vatId: string): string {
  return vatId.replace(/[\s.-]/g, '').toUpperCase();
}

/**
 * Whether the VAT id has the form of the given EU country's numbers (prefix included). The form only:
 * whether it is registered is the tax office's VIES service, which the provider (Stripe Tax) checks.
 */
export function isValidVatId(vatId: string, country: string): boolean {
  const normal = normalizeVatId(vatId);
  const prefix = vatPrefix(country);
  const pattern = vatNumberPatterns[country];
  return pattern !== undefined && normal.startsWith(prefix) && pattern.test(normal.slice(prefix.length));
}

export type VatTreatment =
  /** German VAT (domestic sale), or the buyer's country's rate for a consumer inside the EU (OSS). */
  | { kind: 'standard'; rate: number; country: string }
  /** A business inside the EU (not Germany) with a valid VAT id: the buyer accounts for the VAT. */
  | { kind: 'reverse-charge'; rate: 0; country: string }
  /** Outside the EU: no German VAT. */
  | { kind: 'export'; rate: 0; country: string };

/**
 * The VAT that applies to a sale to a buyer in `country` with an optional VAT id. A VAT id that does not
 * have its country's form is refused by the form (isValidVatId) before this is asked.
 */
export function vatTreatment(country: string, vatId: string | null | undefined): VatTreatment {
  const rate = euVatRates[country];
  if (rate === undefined) return { kind: 'export', rate: 0, country };
  if (country !== SELLER_COUNTRY && vatId && isValidVatId(vatId, country)) return { kind: 'reverse-charge', rate: 0, country };
  return { kind: 'standard', rate, country };
}
