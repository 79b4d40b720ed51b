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
  it("sets the language and title, and adds the organiser's CSS once", () => {
    const dto = event({ customCss: 'body{color:red}' });
    applyPageExtras(dto, 'en', 'Summer party');
    applyPageExtras(dto, 'en', 'Summer party');
    expect(document.documentElement.lang).toBe('en');
    expect(document.title).toBe('Summer party');
    expect(document.querySelectorAll('style[data-booth-extra="custom-css"]')).toHaveLength(1);
    expect(document.querySelector('style[data-booth-extra="custom-css"]')?.textContent).toBe('body{color:red}');
  });

  it("never puts the organiser's JavaScript, analytics or tag manager into the booth page (they run in the sandbox frame)", () => {
    const scriptsBefore = document.querySelectorAll('script').length;
    applyPageExtras(event({ customJs: 'window.booth=1', analyticsId: 'G-ABC123', tagManagerId: 'GTM-XYZ' }), 'en', 'Summer party');
    expect(document.querySelectorAll('script')).toHaveLength(scriptsBefore);
    expect(document.querySelectorAll('[data-booth-extra]')).toHaveLength(0);
    expect(document.documentElement.outerHTML).not.toContain('window.booth=1');
    expect(document.documentElement.outerHTML).not.toContain('googletagmanager');
  });

  it('adds nothing the organiser did not set', () => {
    applyPageExtras(event({}), 'de', 'Virtuelle Fotobox');
    expect(document.querySelectorAll('[data-booth-extra]')).toHaveLength(0);
    expect(document.documentElement.lang).toBe('de');
  });
});
