import { beforeAll, describe, expect, it } from 'vitest';
import { loadPasswordChecker, type PasswordChecker } from './password-checker.ts';
import { passwordFieldIssue } from './password-issue.ts';
import { judgePassword, passwordUserInputs } from './password-rule.ts';

let check: PasswordChecker;
beforeAll(async () => {
  check = await loadPasswordChecker();
});

const anna = { email: 'anna.berg@example.com', firstName: 'Anna', name: 'Berg' };

describe('the password rule', () => {
  it('refuses the passwords found in testing, each with its reason', () => {
    expect(check('password', anna)).toMatchObject({ ok: false, reason: 'common' });
    expect(check('12345678', anna)).toMatchObject({ ok: false, reason: 'common' });
    expect(check('aaaaaaaa', anna)).toMatchObject({ ok: false, reason: 'too_guessable' });
    expect(check('anna.berg@example.com', anna)).toMatchObject({ ok: false, reason: 'contains_email' });
  });

  it('accepts a passphrase of unrelated words, with a high score', () => {
    expect(check('Kaffeetasse-Regen-Leuchtturm', anna)).toEqual({ ok: true, score: 4 });
    expect(check('correct horse battery staple')).toMatchObject({ ok: true });
  });

  it('refuses the e-mail address or its local part inside the password, in any case and with separators', () => {
    expect(check('ANNA.BERG@EXAMPLE.COM!', anna)).toMatchObject({ reason: 'contains_email' });
    expect(check('Anna-Berg-Sommerwiese', anna)).toMatchObject({ reason: 'contains_email' });
    expect(check('xX-annaberg-Xx-Wolke', { email: 'annaberg@example.com' })).toMatchObject({ reason: 'contains_email' });
  });

  it("refuses the account's name, accents and case aside; short name parts only weigh in the estimate", () => {
    const juergen = { email: 'j@example.com', firstName: 'Jürgen', name: 'Weiß-Müller' };
    expect(check('Jurgen-liebt-Radtouren', juergen)).toMatchObject({ ok: false, reason: 'contains_name' });
    expect(check('Radtouren-mit-MÜLLER-7', juergen)).toMatchObject({ ok: false, reason: 'contains_name' });
    // "Ben" is too short to refuse on its own: "Benzinpreis" is not his name.
    expect(check('Benzinpreis-Leuchtturm-Tanne', { email: 'b@example.com', firstName: 'Ben', name: 'Ott' })).toMatchObject({ ok: true });
  });

  it('refuses a password shorter than 8 characters first, and listed passwords in l33t too', () => {
    expect(check('Kx9#q', anna)).toMatchObject({ ok: false, reason: 'too_short' });
    expect(check('P@ssw0rd', anna)).toMatchObject({ ok: false, reason: 'common' });
    expect(check('qwertzuiop', anna)).toMatchObject({ ok: false, reason: 'too_guessable' });
  });

  it('judges a very long password in bounded time', () => {
    const started = performance.now();
    check('p@ssw0rd!'.repeat(12), anna);
    expect(performance.now() - started).toBeLessThan(2_000);
    expect(check('a'.repeat(150), anna)).toMatchObject({ ok: false, reason: 'too_guessable' });
  });

  it('gives the estimate the owner’s words, and scores a refused password as weak whatever the estimate says', () => {
    expect(passwordUserInputs(anna)).toEqual(expect.arrayContaining(['anna.berg@example.com', 'anna.berg', 'anna', 'berg', 'Anna', 'Berg']));
    const strong = () => ({ score: 4, sequence: [] });
    expect(judgePassword('Anna-on-a-long-walk', anna, strong)).toEqual({ ok: false, reason: 'contains_name', score: 1 });
    expect(judgePassword('plenty-long-enough', {}, () => ({ score: 1, sequence: [] }))).toEqual({ ok: false, reason: 'too_guessable', score: 1 });
  });

  it('names the field and a translatable code when it refuses', () => {
    expect(passwordFieldIssue('common')).toMatchObject({ path: 'password', code: 'password_common' });
    expect(passwordFieldIssue('too_short', 'newPassword')).toMatchObject({ path: 'newPassword', code: 'too_short', limit: 8 });
  });
});
