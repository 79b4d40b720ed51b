import type { EventSettingsInput } from '@booth/shared';
import { afterEach, describe, expect, it } from 'vitest';
import { makeVirtualEvent } from '@/guest/booth/test/guest-fixture';
import { applyPageExtras } from './page-extras';

function event(virtualSettings: EventSettingsInput['virtualSettings']) {
  return makeVirtualEvent({ virtualSettings });
}

afterEach(() => {
  for (const element of document.querySelectorAll('[data-booth-extra]')) element.remove();
});

describe('applyPageExtras', () => {
  it('sets the language and title, and adds the organiser\'s CSS, JS, analytics and tag manager once', () => {
    const dto = event({ customCss: 'body{color:red}', customJs: 'window.booth=1', analyticsId: 'G-ABC123', tagManagerId: 'GTM-XYZ' });
    applyPageExtras(dto, 'en', 'Summer party');
    applyPageExtras(dto, 'en', 'Summer party');
    expect(document.documentElement.lang).toBe('en');
    expect(document.title).toBe('Summer party');
    expect(document.querySelectorAll('style[data-booth-extra="custom-css"]')).toHaveLength(1);
    expect(document.querySelector('style[data-booth-extra="custom-css"]')?.textContent).toBe('body{color:red}');
    expect(document.querySelector('script[data-booth-extra="custom-js"]')?.textContent).toBe('window.booth=1');
    expect(document.querySelector<HTMLScriptElement>('script[data-booth-extra="gtag"]')?.src).toBe('https://www.googletagmanager.com/gtag/js?id=G-ABC123');
    expect(document.querySelector('script[data-booth-extra="gtm"]')?.textContent).toContain("'GTM-XYZ'");
  });

  it('adds nothing the organiser did not set', () => {
    applyPageExtras(event({}), 'de', 'Virtuelle Fotobox');
    expect(document.querySelectorAll('[data-booth-extra]')).toHaveLength(0);
    expect(document.documentElement.lang).toBe('de');
  });
});
