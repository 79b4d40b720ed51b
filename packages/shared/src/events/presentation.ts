import { z } from 'zod';
import { buttonSettingsSchema } from './capture-base.ts';
import { bigPictureSchema } from './big-picture.ts';
import { flag, tier } from './fields.ts';
import { mosaicSchema } from './mosaic.ts';

export const SOURCES_MAX = 20;

export const galleryLayouts = ['grid', 'masonry', 'slideshow'] as const;

/** Gallery (Silver, campaigns §3): on by default, as a grid. */
export const gallerySchema = z.object({
  plan: tier('Silver'),
  enabled: flag(true),
  layout: z.enum(galleryLayouts).default('grid'),
  likesEnabled: flag(false),
  showName: flag(false),
  showCaptureDate: flag(false),
  /** A button on the gallery that opens the booth. */
  shutter: flag(false),
  buttonSettings: buttonSettingsSchema.prefault({}),
  bigPicture: bigPictureSchema.prefault({}),
});

/** Dynamic gallery (Gold): a live wall fed by this and other events of the customer. */
export const dynamicGallerySchema = z.object({
  plan: tier('Gold'),
  enabled: flag(false),
  /** Event ids whose pictures are shown besides this event's own. */
  sources: z.array(z.uuid()).max(SOURCES_MAX).default([]),
  bigPicture: bigPictureSchema.prefault({}),
});

/** Presentation screens (campaigns §2): gallery, dynamic gallery and mosaic. */
export const presentationSchema = z.object({
  gallery: gallerySchema.prefault({}),
  dynamicGallery: dynamicGallerySchema.prefault({}),
  mosaic: mosaicSchema.prefault({}),
});
export type Presentation = z.infer<typeof presentationSchema>;
