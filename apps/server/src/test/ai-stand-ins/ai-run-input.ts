import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { aiProviderOptionsSchema, type AiProviderOptions } from '@booth/shared';
import sharp from 'sharp';
import type { AiRunInput } from '@/platform/ai/ai-provider.ts';
import { REFERENCE_PORTRAIT_PATH } from '@/platform/ai/reference-portrait.ts';

/** For AI tests: a work folder with a small copy of the reference portrait, run inputs, and a picture comparison. */
export async function aiWorkdir(): Promise<{ dir: string; photo: string; cleanup: () => Promise<void> }> {
  const dir = await mkdtemp(join(tmpdir(), 'ai-test-'));
  const photo = join(dir, 'photo.jpg');
  // Half size keeps the pixel loops fast; the tests compare sizes against this file, not the original.
  await sharp(REFERENCE_PORTRAIT_PATH).resize(384, 512).jpeg().toFile(photo);
  return { dir, photo, cleanup: () => rm(dir, { recursive: true, force: true }) };
}

export function runInput(overrides: Partial<Omit<AiRunInput, 'options'>> & { options?: Partial<AiProviderOptions>; photo: string; workdir: string }): AiRunInput & { progress: number[] } {
  const progress: number[] = [];
  const { photo, options, ...rest } = overrides;
  return {
    image: { path: photo, mimetype: 'image/jpeg' },
    filterId: 'cartoon',
    prompt: { positivePrompt: '', negativePrompt: '' },
    onProgress: (value) => progress.push(value),
    signal: AbortSignal.timeout(10_000),
    ...rest,
    options: aiProviderOptionsSchema.parse(options ?? {}),
    progress,
  };
}

/** Mean absolute difference of two pictures per channel value (0..255), compared at the same size. */
export async function meanDifference(a: string | Buffer, b: string | Buffer): Promise<number> {
  const first = await sharp(a).removeAlpha().resize(128, 128, { fit: 'fill' }).raw().toBuffer();
  const second = await sharp(b).removeAlpha().resize(128, 128, { fit: 'fill' }).raw().toBuffer();
  let sum = 0;
  for (let i = 0; i < first.length; i++) sum += Math.abs(first[i]! - second[i]!);
  return sum / first.length;
}
