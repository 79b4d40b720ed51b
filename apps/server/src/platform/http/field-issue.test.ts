import { COLOR_FIELD_MESSAGE, URL_FIELD_MESSAGE } from '@booth/shared';
import { describe, expect, it } from 'vitest';
import { fieldIssueCode } from './field-issue.ts';

describe('fieldIssueCode of a custom check', () => {
  it('knows the shared colour and URL checks by their exact messages', () => {
    expect(fieldIssueCode({ code: 'custom', message: COLOR_FIELD_MESSAGE })).toEqual({ code: 'invalid_color' });
    expect(fieldIssueCode({ code: 'custom', message: URL_FIELD_MESSAGE })).toEqual({ code: 'invalid_url' });
  });

  it('calls any other custom problem invalid, even when its words mention a colour or a URL', () => {
    expect(fieldIssueCode({ code: 'custom', message: 'No such generic URL' })).toEqual({ code: 'invalid' });
    expect(fieldIssueCode({ code: 'custom', message: 'Pick a colour from the palette' })).toEqual({ code: 'invalid' });
    expect(fieldIssueCode({ code: 'custom' })).toEqual({ code: 'invalid' });
  });
});
