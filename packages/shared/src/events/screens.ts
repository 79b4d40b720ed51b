import { z } from 'zod';
import { attentionScreenSchema } from './attention-screen.ts';
import { micrositeSchema } from './microsite.ts';
import { presentationSchema } from './presentation.ts';
import { reviewScreenSchema } from './review-screen.ts';
import { sharingScreenSchema } from './sharing.ts';
import { shutterScreenSchema } from './shutter-screen.ts';

/** The guest screens of campaigns §2, each with its settings. */
export const screensSchema = z.object({
  attention: attentionScreenSchema.prefault({}),
  shutter: shutterScreenSchema.prefault({}),
  review: reviewScreenSchema.prefault({}),
  sharing: sharingScreenSchema.prefault({}),
  microsite: micrositeSchema.prefault({}),
  presentation: presentationSchema.prefault({}),
});
export type Screens = z.infer<typeof screensSchema>;
export type ScreenName = keyof Screens;
