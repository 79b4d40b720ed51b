import { resendShootsResultSchema, type ResendShootsResult } from '@booth/shared';
import { useMutation } from '@tanstack/react-query';
import { batches } from '@/features/pictures/api/bulk-pictures';
import { apiRequest } from '@/lib/api-client';

export interface ResendRequest {
  slug: string;
  shootIds: string[];
  recipients: string[];
  reason: string;
}

/** POST /mail/resend_shoots {event, recipients, shootIDs, reason}, once per batch of pictures. */
export async function resendPictures({ slug, shootIds, recipients, reason }: ResendRequest): Promise<ResendShootsResult> {
  const total = { mails: 0, skipped: 0 };
  for (const batch of batches(shootIds)) {
    const result = await apiRequest('/mail/resend_shoots', { method: 'POST', body: { event: slug, recipients, shootIDs: batch, reason }, schema: resendShootsResultSchema });
    total.mails += result.mails;
    total.skipped += result.skipped;
  }
  return total;
}

export function useResendPictures() {
  return useMutation({ mutationFn: resendPictures });
}
