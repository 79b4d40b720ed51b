import { z } from 'zod';
import { assetRef, int } from './fields.ts';

/** Attention screen: the kiosk's start screen, with a background and a start delay (campaigns §2). */
export const attentionScreenSchema = z.object({
  background: assetRef(),
  startDelaySeconds: int(0, 60, 0),
});
export type AttentionScreen = z.infer<typeof attentionScreenSchema>;
