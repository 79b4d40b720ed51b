import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInCustomer } from '@/test/assets.ts';
import { buildTestApp, type TestApp } from '@/test/test-app.ts';
import { PROMO_COMMAND_USAGE, runPromoCommand } from './promo-command.ts';
import { createPromoCodesService } from './promo-codes.service.ts';

let t: TestApp;
let customerId: string;
beforeAll(async () => {
  t = await buildTestApp();
  customerId = (await signedInCustomer(t, 'promo-cli@example.com')).id;
});
afterAll(async () => {
  await t?.close();
});

const run = (...args: string[]) => runPromoCommand(t.runtime.database.db, args);

describe('npm run admin -- promo', () => {
  it('creates codes with percent or amount, limits, validity and products, and lists them', async () => {
    expect(await run('list')).toEqual({ exitCode: 0, message: 'no promo codes yet' });
    const percent = await run('create', 'fair-24', '--percent', '20', '--max', '50', '--until', '2099-12-31', '--products', 'booth,peerpix', '--description', 'Messe');
    expect(percent).toEqual({ exitCode: 0, message: 'created FAIR-24  20 %  … – 2099-12-31T00:00:00.000Z  used 0/50  booth,peerpix  Messe' });
    expect((await run('create', 'FIVE', '--amount', '500')).message).toBe('created FIVE  5,00 €  … – …  used 0/∞  all products');
    await createPromoCodesService({ db: t.runtime.database.db, now: () => new Date() }).reserve('FIVE', 'sub_cli', customerId);
    const listed = (await run('list')).message.split('\n');
    expect(listed).toHaveLength(2);
    expect(listed.find((line) => line.startsWith('FIVE'))).toContain('used 1/∞');
  });

  it('refuses wrong input naming the option, and an existing code', async () => {
    const cases: Array<[string[], RegExp]> = [
      [['create', 'X1', '--percent', '20'], /<CODE>/],
      [['create', 'BIG', '--percent', '120'], /--percent\/--amount/],
      [['create', 'HALF', '--amount', '2.5'], /--percent\/--amount/],
      [['create', 'BOTH', '--percent', '5', '--amount', '5'], /either --percent or --amount/],
      [['create', 'NONE'], /either --percent or --amount/],
      [['create', 'MAX', '--percent', '5', '--max', '0'], /--max/],
      [['create', 'WHEN', '--percent', '5', '--until', 'tomorrow'], /--until/],
      [['create', 'ORDER', '--percent', '5', '--from', '2099-02-01', '--until', '2099-01-01'], /--until/],
      [['create', 'PROD', '--percent', '5', '--products', 'booth,toaster'], /--products/],
      [['create', 'ODD', '--percent', '5', '--colour', 'red'], /colour/],
      [['create', 'A', 'B', '--percent', '5'], /exactly one code/],
    ];
    for (const [args, problem] of cases) {
      const result = await run(...args);
      expect(result.exitCode, args.join(' ')).toBe(2);
      expect(result.message).toMatch(problem);
      expect(result.message).toContain(PROMO_COMMAND_USAGE);
    }
    expect(await run('create', 'five', '--percent', '5')).toMatchObject({ exitCode: 1, message: expect.stringMatching(/FIVE exists already/) });
    expect(await run('frobnicate')).toEqual({ exitCode: 2, message: PROMO_COMMAND_USAGE });
  });

  it('deletes a code never redeemed and ends a redeemed one', async () => {
    expect(await run('delete', 'fair-24')).toEqual({ exitCode: 0, message: 'deleted FAIR-24' });
    expect(await run('delete', 'fair-24')).toEqual({ exitCode: 1, message: 'no promo code FAIR-24' });
    expect((await run('delete', 'FIVE')).message).toMatch(/^ended FIVE: it was redeemed/);
    expect((await run('list')).message).toMatch(/^FIVE {2}5,00 € {2}… – \d{4}-/);
    expect((await run('delete')).exitCode).toBe(2);
  });
});
