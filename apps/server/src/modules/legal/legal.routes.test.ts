import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, TEST_PUBLIC_URL, type TestApp } from '@/test/test-app.ts';
import { renderLegalMarkdown } from './legal-markdown.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ SMTP_URL: 'smtp://mailer.example.net:587' });
});
afterAll(async () => {
  await t?.close();
});

describe('the installation\'s legal pages', () => {
  it('writes clearly marked templates on first start that say what the product stores and which processors it uses', async () => {
    const privacy = await readFile(join(t.config.legal.dir, 'privacy.de.md'), 'utf8');
    expect(privacy).toMatch(/^\*\*VORLAGE/);
    for (const fact of ['Konten von Veranstaltern', 'Bilder der Kampagnen', 'Kontaktdaten von Gästen', 'Einwilligungen', 'Sitzungs-Cookie', 'mailer.example.net', 'geplante Löschung']) {
      expect(privacy).toContain(fact);
    }
    expect(await readFile(join(t.config.legal.dir, 'imprint.en.md'), 'utf8')).toMatch(/^\*\*TEMPLATE/);
  });

  it('serves /imprint and /en/privacy from the Markdown, warning while the template is unedited', async () => {
    const german = await t.app.inject({ method: 'GET', url: '/imprint' });
    expect(german.statusCode).toBe(200);
    expect(german.headers['content-type']).toContain('text/html');
    expect(german.body).toContain('<h1>Impressum</h1>');
    expect(german.body).toContain('noch die Vorlage');
    expect(german.body).toContain(`href="${TEST_PUBLIC_URL}/privacy"`);
    const english = await t.app.inject({ method: 'GET', url: '/en/privacy' });
    expect(english.body).toContain('<h1>Privacy policy</h1>');
    expect(english.body).toContain('<html lang="en">');
  });

  it('shows the operator\'s own text, escaped, and no warning', async () => {
    await writeFile(join(t.config.legal.dir, 'imprint.de.md'), '# Impressum\n\nFotobox <GmbH> & Co.\nHauptstraße 1\n\n[E-Mail](mailto:info@fotobox.de) [x](javascript:alert(1))\n');
    const page = await t.app.inject({ method: 'GET', url: '/imprint' });
    expect(page.body).toContain('<p>Fotobox &lt;GmbH&gt; &amp; Co.<br>Hauptstraße 1</p>');
    expect(page.body).toContain('<a href="mailto:info@fotobox.de">E-Mail</a>');
    expect(page.body).not.toContain('href="javascript:');
    expect(page.body).not.toContain('noch die Vorlage');
  });

  it('tells the web app both addresses in both languages', async () => {
    const config = await t.app.inject({ method: 'GET', url: '/api/config' });
    expect(config.json()).toMatchObject({
      legal: {
        de: { imprint: `${TEST_PUBLIC_URL}/imprint`, privacy: `${TEST_PUBLIC_URL}/privacy` },
        en: { imprint: `${TEST_PUBLIC_URL}/en/imprint`, privacy: `${TEST_PUBLIC_URL}/en/privacy` },
      },
    });
  });
});

describe('configured legal pages elsewhere', () => {
  it('links the configured addresses, and the built-in addresses lead there', async () => {
    const other = await buildTestApp({ IMPRINT_URL: 'https://firma.example.de/impressum', PRIVACY_URL: '/datenschutz' });
    try {
      const config = (await other.app.inject({ method: 'GET', url: '/api/config' })).json<{ legal: unknown }>();
      expect(config.legal).toEqual({
        de: { imprint: 'https://firma.example.de/impressum', privacy: `${TEST_PUBLIC_URL}/datenschutz` },
        en: { imprint: 'https://firma.example.de/impressum', privacy: `${TEST_PUBLIC_URL}/datenschutz` },
      });
      const imprint = await other.app.inject({ method: 'GET', url: '/en/imprint' });
      expect([imprint.statusCode, imprint.headers.location]).toEqual([302, 'https://firma.example.de/impressum']);
      expect((await other.app.inject({ method: 'GET', url: '/privacy' })).headers.location).toBe(`${TEST_PUBLIC_URL}/datenschutz`);
    } finally {
      await other.close();
    }
  });
});

describe('renderLegalMarkdown', () => {
  it('renders headings, lists, bold and safe links, and escapes everything else', () => {
    expect(renderLegalMarkdown('# A\n## B <i>\ntext **bold**\n\n- one\n- [two](https://x.de/?a=1&b=2)')).toBe(
      '<h1>A</h1>\n<h2>B &lt;i&gt;</h2>\n<p>text <strong>bold</strong></p>\n<ul><li>one</li><li><a href="https://x.de/?a=1&amp;b=2">two</a></li></ul>',
    );
    expect(renderLegalMarkdown('[a](data:text/html,x) "quoted"')).toBe('<p>[a](data:text/html,x) &quot;quoted&quot;</p>');
  });
});
