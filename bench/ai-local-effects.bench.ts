/**
 * The local AI provider (issue 26, apps/server/src/platform/ai/local-image-provider.ts) on a booth
 * photo — the shared test card at 1536 × 2048 as a JPEG file — for each of its six effects, at the
 * filters' default strength: `run` from the JPEG file to its result JPEG file, against the effect's
 * libvips operations done directly with sharp from the same file to a JPEG file at the same settings
 * (support/bare-local-effects.ts). The bare side does not do the effects' JavaScript pixel loops, the
 * blend with the photo or the provider's progress and abort checks: the ratio is what those, and the
 * raw round trips between the provider's pipelines, cost on top of libvips' own work. To show which of
 * them it is, a third side, interleaved with the two, times the provider's stages one by one with its
 * own functions (decode as it decodes, renderLocalEffect, blendPixels, the JPEG encode). Also printed:
 * how far the bare picture lies from the provider's at full strength (mean difference in levels), so
 * a reader sees that the two make the same look. Rounds rotate which side goes first; median and spread.
 */
import { aiProviderOptionsSchema, localAiEffects, type LocalAiEffect } from '@booth/shared';
import { mkdtemp, readFile, rm, unlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { createLocalImageProvider, decodeForEffects } from '../apps/server/src/platform/ai/local-image-provider.ts';
import { blendPixels, renderLocalEffect } from '../apps/server/src/platform/ai/local-effects.ts';
import { bareLocalEffect, EFFECT_JPEG } from './support/bare-local-effects.ts';
import { BOOTH_PHOTO, boothPhotoJpeg } from './support/booth-photo.ts';
import { formatComparison, formatStats, interleave, statsOf, type Comparison } from './support/compare.ts';
import { runIfMain } from './support/runner.ts';
import { pictureDistance } from './support/sharp-image-ops.ts';

const ROUNDS = 3;
const OPTIONS = aiProviderOptionsSchema.parse({});
const STAGES = ['decode', 'effect', 'blend', 'encode'] as const;

const provider = createLocalImageProvider({ creditsPerRun: 1 });

function runProvider(effect: LocalAiEffect, input: string, workdir: string, strength = OPTIONS.strength) {
  return provider.run({
    image: { path: input, mimetype: 'image/jpeg' },
    filterId: effect,
    prompt: { positivePrompt: '', negativePrompt: '' },
    options: { ...OPTIONS, strength },
    workdir,
    onProgress: () => undefined,
    signal: new AbortController().signal,
  });
}

/** The provider's stages, each timed: its decode (as local-image-provider.ts decodes), the effect, the blend, the encode. */
async function stageTimes(effect: LocalAiEffect, input: string, output: string): Promise<number[]> {
  const times: number[] = [];
  let at = performance.now();
  const lap = () => {
    const now = performance.now();
    times.push(now - at);
    at = now;
  };
  const photo = await decodeForEffects(input);
  lap();
  const rendered = await renderLocalEffect(effect, photo);
  lap();
  const blended = blendPixels(photo.data, rendered, OPTIONS.strength);
  lap();
  await sharp(blended, { raw: { width: photo.width, height: photo.height, channels: 3 } }).jpeg(EFFECT_JPEG).toFile(output);
  lap();
  return times;
}

interface EffectResult {
  effect: LocalAiEffect;
  comparison: Comparison;
  stages: number[][];
  distance: number;
}

async function measure(effect: LocalAiEffect, input: string, workdir: string): Promise<EffectResult> {
  const bareOutput = join(workdir, `bare-${effect}.jpg`);
  const stagesOutput = join(workdir, `stages-${effect}.jpg`);
  const stages: number[][] = [];
  const sides = [
    {
      async run() {
        const started = performance.now();
        const result = await runProvider(effect, input, workdir);
        const ms = performance.now() - started;
        await unlink(result.image.path);
        return ms;
      },
    },
    {
      async run() {
        const started = performance.now();
        await bareLocalEffect(effect, input, bareOutput);
        return performance.now() - started;
      },
    },
    {
      async run() {
        const times = await stageTimes(effect, input, stagesOutput);
        stages.push(times);
        return times.reduce((sum, time) => sum + time, 0);
      },
    },
  ];
  // The look, and a warm-up of every side (the effect's loops compiled, libvips' caches filled).
  const full = await runProvider(effect, input, workdir, 1);
  await bareLocalEffect(effect, input, bareOutput);
  const distance = await pictureDistance(await readFile(full.image.path), await readFile(bareOutput));
  await unlink(full.image.path);
  for (const side of sides) await side.run();
  stages.length = 0;

  const [ours, bare] = (await interleave(sides, ROUNDS)) as [number[], number[], number[]];
  const comparison: Comparison = {
    subject: statsOf(ours),
    baseline: statsOf(bare),
    ratio: statsOf(ours.map((value, index) => value / (bare[index] as number))),
    rounds: ours.length,
  };
  return { effect, comparison, stages, distance };
}

export async function benchAiLocalEffects(): Promise<string> {
  const { width, height } = BOOTH_PHOTO;
  const workdir = await mkdtemp(join(tmpdir(), 'booth-bench-ai-local-'));
  try {
    const input = join(workdir, 'photo.jpg');
    await writeFile(input, await boothPhotoJpeg());
    const lines: string[] = [];
    for (const effect of localAiEffects) {
      const { comparison, stages, distance } = await measure(effect, input, workdir);
      const stageLine = STAGES.map((name, index) => `${name} ${formatStats(statsOf(stages.map((times) => times[index] as number)), 'ms')}`).join(', ');
      lines.push(
        `${formatComparison(`local AI effect ${effect} ${width}×${height}, JPEG file → JPEG file, strength ${OPTIONS.strength} (ms)`, ['provider run', "bare sharp, the effect's libvips operations"], comparison, 'ms')}` +
          `; provider stages: ${stageLine}; the bare picture lies ${distance.toFixed(1)} levels from the provider's at strength 1`,
      );
    }
    return lines.join('\n');
  } finally {
    await rm(workdir, { recursive: true, force: true });
  }
}

await runIfMain(import.meta.url, benchAiLocalEffects);
