import { z } from 'zod';
import { singleLine } from '../safe-text-schema.ts';
import { designDefaults } from '../constants.ts';
import { buttonShapes } from './capture-base.ts';
import { color, flag, int, LIST_MAX, shortText, tier, url } from './fields.ts';

export const LINKS_MAX = 20;

/** A button to the organiser's own site (campaigns §3 "Call-to-action button"). */
export const callToActionButtonSchema = z.object({
  enabled: flag(false),
  buttonText: shortText(),
  url: url(),
  dropShadow: flag(false),
  cornerRadius: int(0, 100, designDefaults.borderRadius.medium),
  backgroundColor: color(designDefaults.colors.primary),
  color: color('#ffffff'),
  openInNewWindow: flag(true),
});

export const publicGalleryButtonSchema = z.object({
  enabled: flag(false),
  dropShadow: flag(false),
  cornerRadius: int(0, 100, designDefaults.borderRadius.medium),
  backgroundColor: color(designDefaults.colors.primary),
  color: color('#ffffff'),
});

export const footerLinkSchema = z.object({
  enabled: flag(true),
  name: shortText(),
  url: url(),
});
export const footerLinksSchema = z.array(footerLinkSchema).max(LINKS_MAX).default([]);

export const linkStyles = ['icon-text', 'icon', 'text'] as const;

/** A short link shown on the microsite; `slug` is assigned by POST /links. */
export const micrositeLinkSchema = z.object({
  slug: singleLine().trim().max(64).default(''),
  icon: shortText(),
  enabled: flag(true),
  title: shortText(),
  href: url(),
  style: z.enum(linkStyles).default('icon-text'),
});

export const socialNetworks = [
  'facebook',
  'x',
  'instagram',
  'snapchat',
  'tiktok',
  'whatsapp',
  'linkedin',
  'download',
] as const;
export type SocialNetwork = (typeof socialNetworks)[number];

const socialButton = (enabled: boolean) => z.object({ enabled: flag(enabled), text: shortText() }).prefault({});

/**
 * Social sharing buttons (campaigns §3). On by default: the networks that accept a shared link
 * (Facebook, X, WhatsApp, LinkedIn) and the download; Instagram, Snapchat and TikTok take no link and
 * only show a hint, so the organiser opts in.
 */
export const socialSharingButtonsSchema = z.object({
  dropShadow: flag(false),
  buttonShape: z.enum(buttonShapes).default('circle'),
  color: color('#ffffff'),
  backgroundColor: color(designDefaults.colors.primary),
  facebook: socialButton(true),
  x: socialButton(true),
  instagram: socialButton(false),
  snapchat: socialButton(false),
  tiktok: socialButton(false),
  whatsapp: socialButton(true),
  linkedin: socialButton(true),
  download: socialButton(true),
});

export const hashtagsSchema = z.object({
  plan: tier('Silver'),
  enabled: flag(false),
  items: z.array(singleLine().trim().min(1).max(100)).max(LIST_MAX).default([]),
});
