import type { ShootStatusDto } from '@booth/shared';

/**
 * What the AI step shows, from the status call's last answer: the progress while the picture is made
 * (`slow` once the polls ran out before it was done), the result, the capture-failure texts with a
 * retry, or the notice that the campaign's AI effects are used up. Whatever happens, the guest keeps
 * the photo.
 */
export type AiStepView = 'progress' | 'slow' | 'result' | 'failed' | 'usedUp';

export function aiStepView(status: ShootStatusDto | null, polling: boolean): AiStepView {
  const ai = status?.ai ?? null;
  const working = !status || status.status === 'processing' || ai?.state === 'queued' || ai?.state === 'running';
  if (working) return polling ? 'progress' : 'slow';
  if (status.status === 'failed') return 'failed';
  if (!ai || ai.state === 'succeeded') return 'result';
  if (ai.state === 'skipped' && (ai.failure === 'budget' || ai.failure === 'credits')) return 'usedUp';
  return 'failed';
}

/** The picture the share screen shows after the step: the server's (the AI result, or the photo when it fell back). */
export function aiStepPicture(status: ShootStatusDto | null): { url: string; mimetype: string } | null {
  if (status?.status !== 'ready') return null;
  // The display copy (WebP, sized for a screen) where there is one: a phone need not load the full file.
  if (status.display) return { url: status.display.src, mimetype: 'image/webp' };
  return status.src ? { url: status.src, mimetype: status.mimetype ?? 'image/jpeg' } : null;
}

/** Whether the guest may ask for the effect again (the campaign's retry limit, counted by the server). */
export function canRetryAi(status: ShootStatusDto | null): boolean {
  return status?.status === 'ready' && status.ai?.state === 'failed' && status.ai.retriesLeft > 0;
}
