import { errorCodes, fieldIssueCodes, locales } from '@booth/shared';
import { describe, expect, it } from 'vitest';
import { i18n } from '@/i18n/i18n';
import { clientErrorCodes } from '@/lib/api-error';
import { apiErrorMessage } from '@/lib/api-error-message';
import { ApiError } from '@/lib/api-error';
import { fieldIssueMessage, limitIssueCodes } from '@/lib/form-errors';

/** Reads a key of the `common` bundle without i18next's fallback, so a missing German text is not hidden by the English one. */
function own(locale: string, key: string): unknown {
  return i18n.getResource(locale, 'common', key);
}

describe('error words', () => {
  for (const locale of locales) {
    it(`has a ${locale} message for every server and client error code`, () => {
      const missing = [...errorCodes, ...clientErrorCodes].filter((code) => {
        const text = own(locale, `apiErrors.${code}`);
        return typeof text !== 'string' || text.trim() === '';
      });
      expect(missing).toEqual([]);
    });

    it(`has a ${locale} message for every field issue code, and one naming the limit where there is one`, () => {
      const missing = fieldIssueCodes.filter((code) => typeof own(locale, `fieldIssues.${code}`) !== 'string');
      expect(missing).toEqual([]);
      const withoutLimit = limitIssueCodes.filter((code) => !String(own(locale, `fieldLimits.${code}`)).includes('{{limit}}'));
      expect(withoutLimit).toEqual([]);
      // Every limit code is a real field issue code of the contract.
      expect(limitIssueCodes.filter((code) => !(fieldIssueCodes as readonly string[]).includes(code))).toEqual([]);
    });
  }

  it('translates a field issue by code and limit, never showing the server English', () => {
    const de = i18n.getFixedT('de', 'common');
    const en = i18n.getFixedT('en', 'common');
    expect(fieldIssueMessage(de, { code: 'too_long', limit: 200 })).toBe('Höchstens 200 Zeichen');
    expect(fieldIssueMessage(en, { code: 'too_long', limit: 200 })).toBe('At most 200 characters');
    expect(fieldIssueMessage(de, { code: 'too_long' })).toBe('Die Eingabe ist zu lang.');
    expect(fieldIssueMessage(de, { code: 'invalid_url' })).toContain('https://');
    // An older server without codes: the general words, not its message.
    expect(fieldIssueMessage(en, {})).toBe('Please check this field.');
  });

  it('explains a request error by its code in the interface language', () => {
    const de = i18n.getFixedT('de', 'common');
    const error = new ApiError({ status: 409, code: 'EVENT_NOT_LIVE', message: 'Event is a draft' });
    expect(apiErrorMessage(de, error)).toBe('Diese Kampagne ist noch nicht live. Nur der Veranstalter kann sie testen.');
    expect(apiErrorMessage(de, new Error('boom'))).toMatch(/^Bei uns ist etwas schiefgelaufen/);
  });
});
