import { z } from 'zod';
import { singleLine } from '../safe-text-schema.ts';
import { uploadCaptureKinds } from '../shoots/shoot-kinds.ts';
import { boothActivityActions, shareChannels } from './share-channels.ts';

/**
 * Body of POST /events/{slug}/activity, the booth's activity beacon. `id` is made by the guest's
 * browser once per action, so a beacon sent twice counts once. The guest session travels in the
 * X-Booth-Session header, or — for `navigator.sendBeacon`, which cannot set headers — in `session`.
 * A capture names its mode (`kind`), a share its `channel`; `shootId` names the picture when known.
 */
export const boothActivitySchema = z
  .object({
    id: z.uuid(),
    action: z.enum(boothActivityActions),
    kind: z.enum(uploadCaptureKinds).optional(),
    channel: z.enum(shareChannels).optional(),
    shootId: z.uuid().optional(),
    session: singleLine().max(200).optional(),
  })
  .superRefine((body, context) => {
    if (body.action === 'share' && !body.channel) context.addIssue({ code: 'custom', path: ['channel'], message: 'A share names its channel' });
    if (body.action === 'capture' && body.channel) context.addIssue({ code: 'custom', path: ['channel'], message: 'A capture has no channel' });
  });
export type BoothActivity = z.infer<typeof boothActivitySchema>;

/** The most a beacon body can be: a few short fields. Larger bodies are refused unread. */
export const BOOTH_ACTIVITY_MAX_BYTES = 1024;
