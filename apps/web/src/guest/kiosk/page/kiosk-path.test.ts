import { describe, expect, it } from 'vitest';
import { kioskCampaignPath, kioskStartPath, parseKioskPath, parseKioskStartPath } from './kiosk-path';

describe('kiosk paths', () => {
  it('reads a campaign’s kiosk in either language', () => {
    expect(parseKioskPath('/kiosk/sommer-fest')).toEqual({ slug: 'sommer-fest', locale: 'de' });
    expect(parseKioskPath('/en/kiosk/sommer-fest/')).toEqual({ slug: 'sommer-fest', locale: 'en' });
    expect(parseKioskPath('/kiosk')).toBeNull();
    expect(parseKioskPath('/kiosk/a/b')).toBeNull();
  });

  it('knows the tablet’s start page, with or without a trailing slash, and nothing else', () => {
    expect(parseKioskStartPath('/kiosk')).toBe('de');
    expect(parseKioskStartPath('/kiosk/')).toBe('de');
    expect(parseKioskStartPath('/en/kiosk')).toBe('en');
    expect(parseKioskStartPath('/en/kiosk/')).toBe('en');
    expect(parseKioskStartPath('/kiosk/sommer-fest')).toBeNull();
    expect(parseKioskStartPath('/kiosks')).toBeNull();
    expect(parseKioskStartPath('/booth')).toBeNull();
  });

  it('builds the paths the tablet opens', () => {
    expect(kioskStartPath('de')).toBe('/kiosk');
    expect(kioskStartPath('en')).toBe('/en/kiosk');
    expect(kioskCampaignPath('sommer fest', 'en')).toBe('/en/kiosk/sommer%20fest');
    expect(kioskCampaignPath('sommerfest', 'de')).toBe('/kiosk/sommerfest');
  });
});
