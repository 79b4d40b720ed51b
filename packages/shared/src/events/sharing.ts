import { z } from 'zod';
import { assetRef, color } from './fields.ts';
import { customConsentSchema } from './consent.ts';
import { dataCaptureSchema } from './data-capture.ts';
import { printLayoutCreatorSchema } from './print-layout.ts';
import {
  commentSchema,
  emailOptionSchema,
  finishButtonSchema,
  galleryOptInSchema,
  manualDialogSchema,
  messageOptionSchema,
  printOptionSchema,
  printServerSchema,
  qrCodeOptionSchema,
  shareButtonSchema,
  socialAlbumSchema,
  toggleOptionSchema,
} from './sharing-options.ts';
import { surveySchema } from './survey.ts';

/** How the sharing buttons are labelled. */
export const sharingButtonStyles = ['Text', 'Icon', 'IconText'] as const;

/**
 * Sharing screen with every sharing option and the "other options" campaigns §3 attaches to it
 * (survey, data capture, consent, gallery opt-in, comment, share and finish buttons, print layouts),
 * so that a field path reads as the screen it is edited on: `screens.sharing.email.subject`.
 */
export const sharingScreenSchema = z.object({
  background: assetRef(),
  qrCodeLogo: assetRef(),
  qrCodeColor: color('#000000'),
  sharingButton: z.enum(sharingButtonStyles).default('Text'),
  sms: messageOptionSchema.prefault({}),
  whatsapp: messageOptionSchema.prefault({}),
  telegram: messageOptionSchema.prefault({}),
  email: emailOptionSchema.prefault({}),
  instantDownload: toggleOptionSchema.prefault({}),
  print: printOptionSchema.prefault({}),
  qrCode: qrCodeOptionSchema.prefault({}),
  facebook: toggleOptionSchema.prefault({}),
  oneprint: toggleOptionSchema.prefault({}),
  socialAlbum: socialAlbumSchema.prefault({}),
  printServer: printServerSchema.prefault({}),
  manualDialog: manualDialogSchema.prefault({}),
  survey: surveySchema.prefault({}),
  dataCapture: dataCaptureSchema.prefault({}),
  customConsent: customConsentSchema.prefault({}),
  galleryOptIn: galleryOptInSchema.prefault({}),
  comment: commentSchema.prefault({}),
  shareButton: shareButtonSchema.prefault({}),
  finishButton: finishButtonSchema.prefault({}),
  printLayoutCreator: printLayoutCreatorSchema.prefault({}),
});
export type SharingScreen = z.infer<typeof sharingScreenSchema>;
