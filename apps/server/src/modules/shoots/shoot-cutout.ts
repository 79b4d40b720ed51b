import type { EventSettings, UploadCaptureKind } from '@booth/shared';
import { join } from 'node:path';
import type { AiProviders } from '@/platform/ai/ai-provider.ts';
import type { Logger } from '@/platform/logger.ts';
import type { MediaGateway } from '@/platform/media/media-gateway.ts';
import { isStillImage, type LocalFile } from './shoot-render.ts';

/** The part of the AI registry the cutout uses: a remover by name and the time it may take. */
export type CutoutProviders = Pick<AiProviders, 'backgroundRemover' | 'timeoutMs'>;

export interface CutoutDeps {
  media: MediaGateway;
  log: Logger;
  /** Absent in processes started without AI providers (scripts): pictures are made without a cutout. */
  providers?: CutoutProviders;
}

export interface CutoutRequest {
  settings: Pick<EventSettings, 'imageCutoutEnabled' | 'backgroundRemovalService'>;
  kind: UploadCaptureKind;
  frames: readonly LocalFile[];
  background: LocalFile | undefined;
  backgroundApplied: boolean;
  workdir: string;
  shootId: string;
}

/**
 * Kinds made of one photo. A GIF, boomerang or layout would need a removal per frame (a remove.bg call
 * each, and seconds of segmentation each on the server), so their green screen stays the booth's job.
 */
const CUTOUT_KINDS: readonly UploadCaptureKind[] = ['photo', 'ai', 'aifilter'];

/**
 * Image cutout (campaigns §3 `imageCutoutEnabled`, `backgroundRemovalService`): when the guest chose a
 * green-screen background that the browser did not lay in (`backgroundApplied` false), the person is cut
 * out of the photo here, so that rendering lays the background beneath the transparent cut-out (the same
 * composition a booth's own cut-out gets). A frame that already has an alpha channel was cut out by the
 * booth. A remover that fails, is unavailable or answers something that is not a picture leaves the
 * picture as taken (logged): the guest's picture is never lost to the cutout.
 */
export async function cutOutPerson(deps: CutoutDeps, request: CutoutRequest): Promise<LocalFile | undefined> {
  const [frame] = request.frames;
  if (!request.settings.imageCutoutEnabled || !CUTOUT_KINDS.includes(request.kind) || !frame) return undefined;
  if (request.backgroundApplied || !isStillImage(request.background)) return undefined;
  if (!deps.providers) {
    deps.log.warn({ shootId: request.shootId }, 'image cutout is on but this process has no background remover; the picture is made without it');
    return undefined;
  }
  if ((await deps.media.probeImage(frame.path)).hasAlpha) return undefined;
  const remover = deps.providers.backgroundRemover(request.settings.backgroundRemovalService);
  try {
    const cutout = await remover.removeBackground(frame, join(request.workdir, 'cutout.png'), AbortSignal.timeout(deps.providers.timeoutMs));
    // Whatever came back is read by the composition: a damaged file would fail the picture itself.
    await deps.media.assertDecodes(cutout.path, 'cutout');
    return cutout;
  } catch (error) {
    deps.log.warn({ err: error, shootId: request.shootId, remover: remover.name }, 'the background could not be removed; the picture is made without the cutout');
    return undefined;
  }
}
