import { describe, expect, it } from 'vitest';
import { socialNetworks } from '../events/microsite-parts.ts';
import { guestTexts } from '../guest-texts/index.ts';
import {
  facebookShareUrl,
  formatHashtags,
  linkedinShareUrl,
  normaliseHashtag,
  pictureOnlyNetworks,
  socialHintKey,
  socialShareUrl,
  xShareUrl,
} from './microsite-social.ts';

const link = 'https://booth.example/m/abc123';
const share = { link, text: '#Boothwerk', hashtags: ['#party', 'Summer 2025', 'party', '#'] };

describe('microsite social links', () => {
  it('builds the Facebook sharer and LinkedIn share-offsite addresses around the microsite link', () => {
    expect(facebookShareUrl(link)).toBe(`https://www.facebook.com/sharer/sharer.php?u=${encodeURIComponent(link)}`);
    expect(linkedinShareUrl(link)).toBe(`https://www.linkedin.com/sharing/share-offsite/?url=${encodeURIComponent(link)}`);
  });

  it('passes X the link, the text and the hashtags without # and duplicates', () => {
    const url = new URL(xShareUrl(share));
    expect(url.origin + url.pathname).toBe('https://x.com/intent/tweet');
    expect(url.searchParams.get('url')).toBe(link);
    expect(url.searchParams.get('text')).toBe('#Boothwerk');
    expect(url.searchParams.get('hashtags')).toBe('party,Summer2025');
    expect(new URL(xShareUrl({ link, text: ' ', hashtags: [] })).search).toBe(`?url=${encodeURIComponent(link)}`);
  });

  it('sends WhatsApp the text, the hashtags and the link through wa.me', () => {
    const url = socialShareUrl('whatsapp', share) ?? '';
    expect(url.startsWith('https://wa.me/?text=')).toBe(true);
    expect(decodeURIComponent(url.slice('https://wa.me/?text='.length))).toBe(`#Boothwerk #party #Summer2025 ${link}`);
  });

  it('gives no link for the networks that cannot take one, nor for the download', () => {
    for (const network of [...pictureOnlyNetworks, 'download'] as const) expect(socialShareUrl(network, share)).toBeNull();
    for (const network of ['facebook', 'x', 'linkedin', 'whatsapp'] as const) expect(socialShareUrl(network, share)).toMatch(/^https:\/\//);
  });

  it('has a hint text in both languages for Instagram, TikTok, Snapchat, WhatsApp and LinkedIn only', () => {
    const withHint = socialNetworks.filter((network) => socialHintKey(network) !== null);
    expect(withHint.sort()).toEqual(['instagram', 'linkedin', 'snapchat', 'tiktok', 'whatsapp']);
    for (const network of withHint) {
      const key = socialHintKey(network);
      if (!key) throw new Error('no key');
      expect(guestTexts('en')(key)).not.toBe(guestTexts('de')(key));
      expect(guestTexts('en')(key)).not.toBe(key);
    }
  });

  it('normalises and formats hashtags', () => {
    expect(normaliseHashtag('##Hello World')).toBe('HelloWorld');
    expect(formatHashtags(['a', '#a', ' b ', '', '#'])).toBe('#a #b');
  });
});
