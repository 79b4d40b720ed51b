import { parseArgs } from 'node:util';
import { promoCodeInputSchema, type PromoCodeAdmin } from '@booth/shared';
import { AppError } from '@/errors.ts';
import type { Db } from '@/platform/db/database.ts';
import { createPromoCode, listPromoCodesForAdmin, retirePromoCode } from './promo-codes.manage.ts';

export const PROMO_COMMAND_USAGE = [
  'usage: npm run admin -- promo create <CODE> (--percent <1-100> | --amount <cents>) [--max <n>] [--from <ISO date>] [--until <ISO date>] [--products booth,peerpix,cheddar] [--description <text>]',
  '       npm run admin -- promo list',
  '       npm run admin -- promo delete <CODE>',
].join('\n');

export interface PromoCommandResult {
  exitCode: 0 | 1 | 2;
  message: string;
}

const usage = (problem?: string): PromoCommandResult => ({ exitCode: 2, message: problem ? `${problem}\n${PROMO_COMMAND_USAGE}` : PROMO_COMMAND_USAGE });

/** The option a schema field comes from, so a refusal names what was typed. */
const OPTION_OF: Record<string, string> = { code: '<CODE>', value: '--percent/--amount', maxRedemptions: '--max', validFrom: '--from', validUntil: '--until', products: '--products', description: '--description' };

const euros = (cents: number) => `${(cents / 100).toFixed(2).replace('.', ',')} €`;

function describe(promo: PromoCodeAdmin): string {
  const discount = promo.kind === 'percent' ? `${promo.value} %` : euros(promo.value);
  const validity = `${promo.validFrom ?? '…'} – ${promo.validUntil ?? '…'}`;
  const used = `${promo.redemptions}/${promo.maxRedemptions ?? '∞'}`;
  const products = promo.products.length > 0 ? promo.products.join(',') : 'all products';
  return [promo.code, discount, validity, `used ${used}`, products, promo.description].filter(Boolean).join('  ');
}

/** A number as typed, or NaN (the schema then names the option). */
const whole = (text: string | undefined) => (text === undefined ? undefined : /^\d+$/.test(text) ? Number(text) : Number.NaN);

/** ISO dates with or without an offset: a bare date or time counts as UTC, as the schema wants an offset. */
function isoDate(text: string | undefined): string | null {
  if (text === undefined) return null;
  const date = new Date(/^\d{4}-\d{2}-\d{2}$/.test(text) ? `${text}T00:00:00Z` : text);
  return Number.isNaN(date.getTime()) ? text : date.toISOString();
}

async function create(db: Db, at: Date, args: string[]): Promise<PromoCommandResult> {
  let parsed;
  try {
    parsed = parseArgs({
      args,
      allowPositionals: true,
      options: {
        percent: { type: 'string' },
        amount: { type: 'string' },
        max: { type: 'string' },
        from: { type: 'string' },
        until: { type: 'string' },
        products: { type: 'string' },
        description: { type: 'string' },
      },
    });
  } catch (error) {
    return usage(error instanceof Error ? error.message : String(error));
  }
  const { values, positionals } = parsed;
  if (positionals.length !== 1) return usage('name exactly one code');
  if ((values.percent === undefined) === (values.amount === undefined)) return usage('give either --percent or --amount');
  const input = promoCodeInputSchema.safeParse({
    code: positionals[0],
    kind: values.percent !== undefined ? 'percent' : 'amount',
    value: whole(values.percent ?? values.amount),
    maxRedemptions: whole(values.max) ?? null,
    validFrom: isoDate(values.from),
    validUntil: isoDate(values.until),
    products: values.products ? values.products.split(',').map((product) => product.trim()) : [],
    description: values.description ?? '',
  });
  if (!input.success) {
    const problems = input.error.issues.map((issue) => `${OPTION_OF[String(issue.path[0])] ?? issue.path.join('.')}: ${issue.message}`);
    return usage(problems.join('\n'));
  }
  try {
    return { exitCode: 0, message: `created ${describe(await createPromoCode(db, at, input.data))}` };
  } catch (error) {
    if (error instanceof AppError && error.code === 'CONFLICT') return { exitCode: 1, message: error.message };
    throw error;
  }
}

/**
 * `npm run admin -- promo create|list|delete` (cli/admin.ts): promo codes from the command line, the
 * same rules as the admin area. Exit 2 for a wrong call, 1 for an existing or unknown code, 0 otherwise.
 */
export async function runPromoCommand(db: Db, args: readonly string[], now: () => Date = () => new Date()): Promise<PromoCommandResult> {
  const [command, ...rest] = args;
  if (command === 'create') return create(db, now(), rest);
  if (command === 'list' && rest.length === 0) {
    const promos = await listPromoCodesForAdmin(db);
    return { exitCode: 0, message: promos.length > 0 ? promos.map(describe).join('\n') : 'no promo codes yet' };
  }
  if (command === 'delete' && rest.length === 1 && rest[0]) {
    try {
      const outcome = await retirePromoCode(db, now(), rest[0]);
      const code = rest[0].toUpperCase();
      return { exitCode: 0, message: outcome === 'deleted' ? `deleted ${code}` : `ended ${code}: it was redeemed, so it stays listed with its redemptions` };
    } catch (error) {
      if (error instanceof AppError && error.code === 'NOT_FOUND') return { exitCode: 1, message: `no promo code ${rest[0].toUpperCase()}` };
      throw error;
    }
  }
  return usage();
}
