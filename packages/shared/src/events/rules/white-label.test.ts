import { describe, expect, it } from 'vitest';
import { hiddenByWhiteLabel, isWhiteLabelTheme } from './white-label.ts';

describe('white-label hide rules (platform §2, campaigns §2)', () => {
  it.each([
    'oneprint',
    'photoFeature',
    'devicesLink',
    'integrationsSettingsLink',
    'digitalOverlays',
    'statisticsCards',
    'micrositeBannerUrl',
    'mailTemplateId',
    'attachMp4',
  ] as const)('the cheddar theme hides %s', (key) => expect(hiddenByWhiteLabel('cheddar').has(key)).toBe(true));

  it('hides exactly those nine', () => expect(hiddenByWhiteLabel('cheddar').size).toBe(9));

  it.each([null, undefined, '', 'default', 'Dark Mode', 'booth'])('theme %j hides nothing', (theme) => {
    expect(hiddenByWhiteLabel(theme).size).toBe(0);
  });

  it.each(['cheddar', 'Cheddar', ' CHEDDAR '])('%j is white-label', (theme) => expect(isWhiteLabelTheme(theme)).toBe(true));
});
