import type { SocialNetwork } from '../events/microsite-parts.ts';
import type { GuestTextKey } from '../guest-texts/index.ts';
import { whatsappShareUrl } from './share-links.ts';

/** What a microsite shares: its own address, a short text and the campaign's hashtags (campaigns §3). */
export interface SocialShare {
  link: string;
  text: string;
  hashtags: readonly string[];
}

/** The networks whose share dialog takes a link; the others only take a picture posted in their app. */
export const linkSharingNetworks = ['facebook', 'x', 'linkedin', 'whatsapp'] as const satisfies readonly SocialNetwork[];
/** Instagram, Snapchat and TikTok cannot be given a link from a web page: the guest downloads and posts. */
export const pictureOnlyNetworks = ['instagram', 'snapchat', 'tiktok'] as const satisfies readonly SocialNetwork[];

/** Display names, used where the organiser left a button's text empty (accessible name, tooltip). */
export const socialNetworkNames: Record<SocialNetwork, string> = {
  facebook: 'Facebook',
  x: 'X',
  instagram: 'Instagram',
  snapchat: 'Snapchat',
  tiktok: 'TikTok',
  whatsapp: 'WhatsApp',
  linkedin: 'LinkedIn',
  download: 'Download',
};

/** A hashtag as the organiser typed it ("#Party 2025") → the tag itself ("Party2025"); '' when nothing is left. */
export function normaliseHashtag(value: string): string {
  return value.replace(/^#+/, '').replace(/[\s#,]+/g, '');
}

/** The hashtags as shown on the page: "#a #b", duplicates and empty ones dropped. */
export function formatHashtags(items: readonly string[]): string {
  return uniqueTags(items)
    .map((tag) => `#${tag}`)
    .join(' ');
}

function uniqueTags(items: readonly string[]): string[] {
  return [...new Set(items.map(normaliseHashtag).filter((tag) => tag !== ''))];
}

export function facebookShareUrl(link: string): string {
  return `https://www.facebook.com/sharer/sharer.php?u=${encodeURIComponent(link)}`;
}

/** X's web intent: the hashtags go in their own parameter (comma-separated, without '#'). */
export function xShareUrl(share: SocialShare): string {
  const query = new URLSearchParams({ url: share.link });
  if (share.text.trim()) query.set('text', share.text.trim());
  const tags = uniqueTags(share.hashtags);
  if (tags.length > 0) query.set('hashtags', tags.join(','));
  return `https://x.com/intent/tweet?${query.toString()}`;
}

/** LinkedIn reads the title and picture from the page's Open Graph tags; only the address is passed. */
export function linkedinShareUrl(link: string): string {
  return `https://www.linkedin.com/sharing/share-offsite/?url=${encodeURIComponent(link)}`;
}

/**
 * Where a social button of the microsite leads: the network's share dialog, or null for the networks
 * that cannot take a link and for the download button (those download the picture instead).
 */
export function socialShareUrl(network: SocialNetwork, share: SocialShare): string | null {
  switch (network) {
    case 'facebook':
      return facebookShareUrl(share.link);
    case 'x':
      return xShareUrl(share);
    case 'linkedin':
      return linkedinShareUrl(share.link);
    case 'whatsapp': {
      const tags = formatHashtags(share.hashtags);
      return whatsappShareUrl([share.text.trim(), tags].filter(Boolean).join(' '), share.link);
    }
    default:
      return null;
  }
}

const hintKeys: Partial<Record<SocialNetwork, GuestTextKey>> = {
  instagram: 'microsite.hint.instagram',
  tiktok: 'microsite.hint.tiktok',
  snapchat: 'microsite.hint.snapchat',
  whatsapp: 'microsite.hint.whatsapp',
  linkedin: 'microsite.hint.linkedin',
};

/** The guest text that explains how to share on a network (campaigns §2 "social sharing hints"), if it has one. */
export function socialHintKey(network: SocialNetwork): GuestTextKey | null {
  return hintKeys[network] ?? null;
}
