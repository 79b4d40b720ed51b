import { z } from 'zod';
import { singleLine } from '../safe-text-schema.ts';
import { emptyDefault, flag, int, shortText, text, tier, url } from './fields.ts';
import { renderPositions } from './popup.ts';

/** E-mail sharing (campaigns §3): on by default; the SendGrid template id is unset (null). */
export const emailOptionSchema = z.object({
  enabled: flag(true),
  /** Sender name shown to the guest's mail program. */
  sender: shortText(),
  subject: shortText(),
  sendGridTemplateId: singleLine().trim().max(100).nullable().default(null),
  attachMp4: flag(false),
});

export const printMethods = ['airprint', 'printServer'] as const;
export const PRINT_COPIES_MAX = 20;

/** Printing (campaigns §3, §9): off; AirPrint; automatic 1 copy; at most 5. Empty numbers take these defaults. */
export const printOptionSchema = z
  .object({
    enabled: flag(false),
    method: z.enum(printMethods).default('airprint'),
    automatic: emptyDefault(true, z.boolean()),
    automaticNumber: emptyDefault(1, z.number().int().min(1).max(PRINT_COPIES_MAX)),
    maxNumber: emptyDefault(5, z.number().int().min(1).max(PRINT_COPIES_MAX)),
  })
  .refine((print) => print.automaticNumber <= print.maxNumber, {
    error: 'Automatic copies cannot exceed the maximum',
    path: ['automaticNumber'],
  });

/** Text-message style sharing: SMS, WhatsApp and Telegram (campaigns §3). */
export const messageOptionSchema = z.object({
  enabled: flag(false),
  body: text(),
});

export const toggleOptionSchema = z.object({ enabled: flag(false) });

/** QR code to the picture's microsite: the main way a guest takes a picture home, so on by default. */
export const qrCodeOptionSchema = z.object({ enabled: flag(true) });

/** Where the finish button leads: the start of the flow, or straight back to capture. */
export const finishTargets = ['home', 'shutter'] as const;
export const finishButtonSchema = z.object({
  enabled: flag(false),
  plan: tier('Free'),
  goTo: z.enum(finishTargets).default('home'),
});

export const shareButtonSchema = z.object({
  enabled: flag(false),
  plan: tier('Free'),
});

/** Posting to a Facebook page album (campaigns §3 "Social album"). Holds tokens: never sent to guests. */
export const socialAlbumSchema = z.object({
  userName: shortText(),
  userToken: singleLine().max(1_000).default(''),
  pageId: shortText(),
  pageName: shortText(),
  pageToken: singleLine().max(1_000).default(''),
  category: shortText(),
  albumId: shortText(),
  albumName: shortText(),
});

/** A print server on the venue network (campaigns §3): discovery on, at most 3 copies. */
export const printServerSchema = z.object({
  enabled: flag(false),
  discoveryEnabled: flag(true),
  /** Host name or IP address, optionally with a port. */
  defaultAddress: z
    .string()
    .trim()
    .max(255)
    .regex(/^[a-z0-9.:[\]-]*$/i, { error: 'Expected a host name or IP address' })
    .default(''),
  showIPDialog: flag(false),
  rememberIP: flag(false),
  maxNumber: int(1, PRINT_COPIES_MAX, 3),
});

/** A manual (instructions) dialog shown in a frame. */
export const manualDialogSchema = z.object({
  enabled: flag(false),
  iframeSrc: url(),
  opensOnStart: flag(false),
  hideQuestion: flag(false),
});

export const galleryOptInSchema = z.object({
  plan: tier('Gold'),
  enabled: flag(false),
});

export const COMMENT_LENGTH_MAX = 1_000;

/** Guest comment (campaigns §3): Free, off, 100 characters, optional, after capture. */
export const commentSchema = z.object({
  plan: tier('Free'),
  enabled: flag(false),
  length: emptyDefault(100, z.number().int().min(1).max(COMMENT_LENGTH_MAX)),
  mandatory: flag(false),
  render: emptyDefault('post', z.enum(renderPositions)),
});
