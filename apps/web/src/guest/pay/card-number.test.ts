import { describe, expect, it } from 'vitest';
import { detectBrand, formatCardNumber, formatExpiry, passesLuhn, validateCard } from '@/guest/pay/card-number';
import { declineReason } from '@/guest/pay/decline-reason';
import { parsePayPath } from '@/guest/pay/pay-path';

describe('the card rules', () => {
  it.each([
    ['4242 4242 4242 4242', 'visa'],
    ['5555555555554444', 'mastercard'],
    ['2223003122003222', 'mastercard'],
    ['378282246310005', 'amex'],
    ['6011111111111117', 'discover'],
    ['3056930009020004', 'diners'],
    ['3566002020360505', 'jcb'],
    ['6200000000000005', 'unionpay'],
    ['1234', null],
    ['', null],
  ])('%s is %s', (number, brand) => expect(detectBrand(number)).toBe(brand));

  it('groups the number as printed and checks its checksum', () => {
    expect(formatCardNumber('4242424242424242')).toBe('4242 4242 4242 4242');
    expect(formatCardNumber('378282246310005')).toBe('3782 822463 10005');
    expect(formatCardNumber('4242-42a')).toBe('4242 42');
    expect(passesLuhn('4000000000000002')).toBe(true);
    expect(passesLuhn('4000000000009995')).toBe(true);
    expect(passesLuhn('4242424242424241')).toBe(false);
  });

  it('adds the expiry slash as the month completes and lets it be deleted', () => {
    expect(formatExpiry('1', '')).toBe('1');
    expect(formatExpiry('4', '')).toBe('04/');
    expect(formatExpiry('12', '1')).toBe('12/');
    expect(formatExpiry('12/3', '12/')).toBe('12/3');
    expect(formatExpiry('12', '12/')).toBe('1');
  });

  it('takes a card to the end of its expiry month', () => {
    const card = { number: '4242424242424242', name: 'A', expiry: '06/26', cvc: '123' };
    expect(validateCard(card, new Date(2026, 5, 30, 23, 0))).toEqual({});
    expect(validateCard(card, new Date(2026, 6, 1))).toEqual({ expiry: 'expiredCard' });
    expect(validateCard({ ...card, expiry: '13/26' }, new Date(2026, 0, 1))).toEqual({ expiry: 'invalidExpiry' });
    expect(validateCard({ ...card, number: '378282246310005', cvc: '123' }, new Date(2026, 0, 1))).toEqual({ cvc: 'invalidCvc' });
  });

  it('reads the decline reason from the provider', () => {
    expect(declineReason('card_declined')).toBe('card_declined');
    expect(declineReason('Your card has insufficient funds.')).toBe('insufficient_funds');
    expect(declineReason('Only test cards are accepted in test mode')).toBe('test_card_only');
    expect(declineReason(null)).toBe('other');
  });

  it('finds the slug and language in the address', () => {
    expect(parsePayPath('/pay/pay_abc')).toEqual({ slug: 'pay_abc', locale: 'de' });
    expect(parsePayPath('/en/pay/pay_abc/')).toEqual({ slug: 'pay_abc', locale: 'en' });
    expect(parsePayPath('/pay/')).toBeNull();
    expect(parsePayPath('/pay/a/b')).toBeNull();
    expect(parsePayPath('/booth/a')).toBeNull();
  });
});
