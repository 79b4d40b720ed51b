import { z } from 'zod';
import { flag, longText, shortText, tier } from './fields.ts';
import { popupSchema, renderPositions } from './popup.ts';

/** Up to 5 custom consent popups (campaigns §5). */
export const MAX_CONSENT_POPUPS = 5;

/** Shown when a guest declines a mandatory consent (campaigns §5). */
export const CONSENT_DECLINED_MESSAGE = 'In order to proceed, it is necessary to accept the terms of use.';

/** Custom consent (Gold, campaigns §3): a dialog the guest accepts, after capture by default. */
export const customConsentSchema = z.object({
  enabled: flag(false),
  plan: tier('Gold'),
  title: shortText(),
  body: longText(),
  mandatory: flag(false),
  render: z.enum(renderPositions).default('post'),
  popups: z.array(popupSchema).max(MAX_CONSENT_POPUPS, `At most ${MAX_CONSENT_POPUPS} popups`).default([]),
});
export type CustomConsent = z.infer<typeof customConsentSchema>;
