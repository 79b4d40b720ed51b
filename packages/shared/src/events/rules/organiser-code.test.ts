import { describe, expect, it } from 'vitest';
import { boothCodePath, hasOrganiserCode } from './organiser-code.ts';

describe('organiser code', () => {
  it('needs the sandbox frame only when some code or id is set', () => {
    const none = { customJs: ' \n', analyticsId: '', tagManagerId: '' };
    expect(hasOrganiserCode(none)).toBe(false);
    expect(hasOrganiserCode({ ...none, customJs: 'x()' })).toBe(true);
    expect(hasOrganiserCode({ ...none, analyticsId: 'G-1' })).toBe(true);
    expect(hasOrganiserCode({ ...none, tagManagerId: 'GTM-1' })).toBe(true);
  });

  it('serves the frame under /booth-code/{slug}', () => {
    expect(boothCodePath('summer-party')).toBe('/booth-code/summer-party');
  });
});
