import { eventSettingsSchema, type EventSettings } from '@booth/shared';
import { describe, expect, it } from 'vitest';
import { escapeHtml, html, raw } from './microsite-html.ts';
import { micrositeModel, type MicrositeSource } from './microsite-model.ts';
import { renderMicrositePage } from './microsite-page.ts';

const folder = 'shoots/e/s';

function source(settings: EventSettings, overrides: Partial<MicrositeSource> = {}): MicrositeSource {
  return {
    shoot: {
      id: '00000000-0000-4000-8000-000000000001',
      slug: 'abc123',
      kind: 'Photo',
      status: 'ready',
      likes: 0,
      width: 1200,
      height: 1600,
      renditions: { main: { path: `${folder}/main.jpg`, size: 1, mimetype: 'image/jpeg' } },
    },
    event: { slug: 'party', settings },
    assetKeys: new Map(),
    theme: null,
    galleryAllowed: true,
    publicUrl: 'https://booth.example/',
    locale: 'en',
    ...overrides,
  };
}

describe('the microsite template', () => {
  it('escapes interpolated text and passes its own markup through', () => {
    expect(escapeHtml(`<a href="x">'&'</a>`)).toBe('&lt;a href=&quot;x&quot;&gt;&#39;&amp;&#39;&lt;/a&gt;');
    const inner = html`<b>${'<i>'}</b>`;
    expect(html`<p title="${'"onmouseover="x'}">${inner}${null}${false}${[raw('<br>'), 'a<b']}</p>`.value).toBe('<p title="&quot;onmouseover=&quot;x"><b>&lt;i&gt;</b><br>a&lt;b</p>');
  });

  it('turns only http(s) addresses into links, even if a stored setting slipped past validation', () => {
    // Stored settings are validated, but the page must not rely on it: build them around the schema.
    const settings = eventSettingsSchema.parse({});
    const microsite = settings.screens.microsite;
    microsite.callToActionButton = { ...microsite.callToActionButton, enabled: true, buttonText: 'Go', url: 'javascript:alert(1)' };
    microsite.links = [{ slug: '', icon: 'javascript:alert(2)', enabled: true, title: 'Bad', href: 'javascript:alert(3)', style: 'icon-text' }];
    microsite.footerLinks = [{ enabled: true, name: 'Data', url: 'data:text/html,<script>alert(4)</script>' }];
    microsite.bannerUrlEnabled = true;
    microsite.bannerUrl = 'javascript:alert(5)';
    microsite.banner = '00000000-0000-4000-8000-00000000000b';
    const page = renderMicrositePage(micrositeModel(source(settings, { assetKeys: new Map([[microsite.banner, 'assets/c/00/00/b/original.png']]) })));
    expect(page).not.toMatch(/javascript:|data:text/);
    expect(page).not.toContain('>Go<');
    expect(page).not.toContain('Bad');
    expect(page).not.toContain('>Data<');
    expect(page).toContain('<div class="banner"><img src="/api/files/assets/c/00/00/b/original.png" alt=""');
  });

  it('keeps a stored colour that is not #rrggbb out of the CSS', () => {
    const settings = eventSettingsSchema.parse({});
    settings.screens.microsite.backgroundColor = 'red}body{display:none';
    const page = renderMicrositePage(micrositeModel(source(settings)));
    expect(page).not.toContain('body{display:none');
    expect(page).toContain('--bg:#ffffff');
  });

  it('lays a picture without a recorded size out in the campaign shape', () => {
    const settings = eventSettingsSchema.parse({ dimension: '16:9' });
    const base = source(settings);
    const page = renderMicrositePage(micrositeModel({ ...base, shoot: { ...base.shoot, width: null, height: null } }));
    expect(page).toContain('width="1080" height="608"');
  });
});
