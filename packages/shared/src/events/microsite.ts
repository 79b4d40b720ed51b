import { z } from 'zod';
import { PRODUCT_NAME } from '../app-config.ts';
import { assetRef, color, flag, int, longText, shortText, url } from './fields.ts';
import {
  callToActionButtonSchema,
  footerLinksSchema,
  hashtagsSchema,
  LINKS_MAX,
  micrositeLinkSchema,
  publicGalleryButtonSchema,
  socialSharingButtonsSchema,
} from './microsite-parts.ts';
import { backgroundTypes } from './review-screen.ts';

/** Microsite defaults (campaigns §9). */
export const MICROSITE_DEFAULT_TITLE = `#${PRODUCT_NAME}`;
export const MICROSITE_DEFAULT_BODY = 'Thanks for participating. Share your picture with your friends and followers.';

/** Microsite: the page a guest opens to see their picture (campaigns §3). */
export const micrositeSchema = z.object({
  backgroundType: z.enum(backgroundTypes).default('color'),
  backgroundColor: color('#ffffff'),
  backgroundImage: assetRef(),
  banner: assetRef(),
  bannerUrlEnabled: flag(false),
  bannerUrl: url(),
  title: shortText(MICROSITE_DEFAULT_TITLE),
  /** An optional custom path segment for the microsite. */
  slug: z
    .string()
    .trim()
    .max(64)
    .regex(/^[a-z0-9-]*$/, { error: 'Only lower-case letters, digits and dashes' })
    .default(''),
  body: longText(MICROSITE_DEFAULT_BODY),
  footer: z
    .object({
      text: longText(),
      alignment: z.enum(['afterPicture', 'bottom']).default('afterPicture'),
    })
    .prefault({}),
  links: z.array(micrositeLinkSchema).max(LINKS_MAX).default([]),
  footerLinks: footerLinksSchema,
  embeddedImage: z
    .object({
      size: z.enum(['small', 'medium', 'large']).default('large'),
      dropShadow: flag(false),
      border: z
        .object({
          enabled: flag(false),
          width: int(0, 50, 0),
          color: color('#ffffff'),
        })
        .prefault({}),
    })
    .prefault({}),
  publicGalleryButton: publicGalleryButtonSchema.prefault({}),
  callToActionButton: callToActionButtonSchema.prefault({}),
  socialSharingButtons: socialSharingButtonsSchema.prefault({}),
  hashtags: hashtagsSchema.prefault({}),
  /** A discount code shown under the picture ("campaign code offering 20% off", campaigns §2). */
  campaignCode: z
    .object({
      enabled: flag(false),
      code: z
        .string()
        .trim()
        .max(40)
        .regex(/^[A-Za-z0-9_-]*$/, { error: 'Only letters, digits, dashes and underscores' })
        .default(''),
    })
    .prefault({}),
});
export type Microsite = z.infer<typeof micrositeSchema>;
