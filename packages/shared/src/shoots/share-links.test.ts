import { describe, expect, it } from 'vitest';
import { micrositePath, micrositeUrl, boothPath } from './microsite-url.ts';
import { shareMessage, smsShareUrl, telegramShareUrl, whatsappShareUrl } from './share-links.ts';

const link = 'https://booth.example/m/abc123';

describe('share links', () => {
  it('appends the link to a body without placeholder', () => {
    expect(shareMessage('My picture!', link)).toBe(`My picture! ${link}`);
  });
  it('replaces every {link} placeholder', () => {
    expect(shareMessage('See {link} – {link}', link)).toBe(`See ${link} – ${link}`);
  });
  it('shares just the link when the body is empty', () => {
    expect(shareMessage('  ', link)).toBe(link);
  });
  it('builds WhatsApp, Telegram and SMS links', () => {
    expect(whatsappShareUrl('Hi', link)).toBe(`https://wa.me/?text=${encodeURIComponent(`Hi ${link}`)}`);
    expect(telegramShareUrl('Hi {link}', link)).toBe(`https://t.me/share/url?url=${encodeURIComponent(link)}&text=Hi`);
    expect(telegramShareUrl('', link)).toBe(`https://t.me/share/url?url=${encodeURIComponent(link)}`);
    expect(smsShareUrl('Hi', link)).toBe(`sms:?&body=${encodeURIComponent(`Hi ${link}`)}`);
  });
});

describe('microsite and booth paths', () => {
  it('puts English under /en', () => {
    expect(micrositePath('abc', 'de')).toBe('/m/abc');
    expect(micrositePath('abc', 'en')).toBe('/en/m/abc');
    expect(micrositeUrl('https://x.test/', 'abc', 'en')).toBe('https://x.test/en/m/abc');
    expect(boothPath('party', 'en')).toBe('/en/booth/party');
  });
});
