import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contrastRatio } from '@booth/shared';
import { signedInCustomer, type TestCustomer } from '@/test/assets.ts';
import { decodeQuotedPrintable, readOutbox } from '@/test/mail-reader.ts';
import { buildTestApp, TEST_PUBLIC_URL, type TestApp } from '@/test/test-app.ts';
import { MAIL_PICTURE_CID } from './shoot-mail.ts';
import { mailReadyPhoto, mimeParts } from './shoot-mail.test-support.ts';

let t: TestApp;
let ada: TestCustomer;
beforeAll(async () => {
  t = await buildTestApp();
  ada = await signedInCustomer(t, 'mail-design@example.com');
});
afterAll(async () => {
  await t?.close();
});

async function sentTo(to: string) {
  const [mail] = (await readOutbox(t.outboxDir)).filter((sent) => sent.text.includes(`To: ${to}`));
  if (!mail) throw new Error(`no mail to ${to}`);
  const parts = mimeParts(mail.raw);
  const part = (type: RegExp) => parts.find((candidate) => type.test(candidate.headers));
  return { mail, parts, part, html: decodeQuotedPrintable(part(/text\/html/)?.body ?? ''), text: decodeQuotedPrintable(part(/text\/plain/)?.body ?? '') };
}

describe('the picture e-mail', () => {
  it('carries the picture inside the mail as a CID image with a link to the full file, from the sender name with the subject', async () => {
    const { slug, preview, full } = await mailReadyPhoto(t, ada, 'gast@guest.example');
    const { mail, part, html } = await sentTo('gast@guest.example');
    expect(mail.text).toContain('From: Fotobox Sommerfest <no-reply@boothwerk.local>');
    expect(mail.text).toContain('Subject: Dein Foto vom Sommerfest');
    expect(mail.raw).toMatch(/Content-Type: multipart\/related/);

    const image = part(new RegExp(`Content-ID: <${MAIL_PICTURE_CID}>`));
    expect(image?.headers).toContain('Content-Type: image/jpeg');
    expect(Buffer.from(image?.body.replace(/\s/g, '') ?? '', 'base64')).toEqual(preview.data);
    const img = /<img [^>]*>/.exec(html)?.[0] ?? '';
    expect(img).toContain(`src="cid:${MAIL_PICTURE_CID}"`);
    expect(img).toContain('width="600" height="450"');
    expect(html).toContain(`<a href="${TEST_PUBLIC_URL}/m/${slug}" target="_blank"><img `);
    // The guest's own copy: the address carries the picture's access key, so it opens before moderation decides.
    expect(html).toContain(`href="${TEST_PUBLIC_URL}/api/files/${full.path}?access=${slug}&amp;download=1"`);
    // The full file is linked, never attached.
    expect(mail.raw.length).toBeLessThan(full.size);
  });

  it('is a 600 px responsive layout in the campaign\'s colours and font, every text readable, the legal pages at the foot', async () => {
    const { slug } = await mailReadyPhoto(t, ada, 'farbe@guest.example');
    const { html } = await sentTo('farbe@guest.example');
    expect(html).toContain('<meta name="color-scheme" content="light">');
    expect(html).toMatch(/<table role="presentation" class="container" width="600"/);
    expect(html).toContain('bgcolor="#101820"');
    expect(html).toContain("font-family: 'Raleway', 'Open Sans', Arial, Helvetica, sans-serif");
    const button = /<td align="center" bgcolor="(#[0-9a-f]{6})"[^>]*>\s*<a href="([^"]+)"[^>]*color: (#[0-9a-f]{6})/i.exec(html);
    expect(button?.[1]).toBe('#fee715');
    expect(button?.[2]).toBe(`${TEST_PUBLIC_URL}/m/${slug}`);
    expect(contrastRatio(button?.[1] ?? '', button?.[3] ?? '')).toBeGreaterThanOrEqual(4.5);
    for (const href of ['https://sommerfest.example.de/impressum', 'https://sommerfest.example.de/datenschutz', `${TEST_PUBLIC_URL}/imprint`, `${TEST_PUBLIC_URL}/privacy`]) {
      expect(html).toContain(`href="${href}"`);
    }
    expect(html).toContain('>Impressum</a>');
    expect(html).toContain('>Impressum (Plattform)</a>');
  });

  it('has a plain-text part with the same content: greeting, body, microsite, download and legal links', async () => {
    const { slug, event } = await mailReadyPhoto(t, ada, 'text@guest.example');
    const { text, part } = await sentTo('text@guest.example');
    expect(part(/text\/plain/)).toBeDefined();
    expect(text).toContain('Hallo,');
    expect(text).toContain(`hier ist dein Bild von ${event.name}.`);
    expect(text).toContain(`Bild öffnen: ${TEST_PUBLIC_URL}/m/${slug}`);
    expect(text).toMatch(new RegExp(`Herunterladen: ${TEST_PUBLIC_URL}/api/files/\\S+\\?access=${slug}&download=1`));
    expect(text).toContain('Impressum: https://sommerfest.example.de/impressum');
    expect(text).toContain(`Datenschutz (Plattform): ${TEST_PUBLIC_URL}/privacy`);
  });
});
