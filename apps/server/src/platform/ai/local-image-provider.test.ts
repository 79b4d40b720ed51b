import { localAiEffects } from '@booth/shared';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AiProviderError } from './ai-provider.ts';
import { aiWorkdir, meanDifference, runInput } from '@/test/ai-stand-ins/ai-run-input.ts';
import { createLocalImageProvider } from './local-image-provider.ts';

const provider = createLocalImageProvider({ creditsPerRun: 2 });
let work: Awaited<ReturnType<typeof aiWorkdir>>;

beforeAll(async () => {
  work = await aiWorkdir();
});
afterAll(() => work.cleanup());

describe('the local effects provider', () => {
  it('is always configured, labelled not generative, and offers every effect', () => {
    expect(provider).toMatchObject({ name: 'local', configured: true, generative: false, creditsPerRun: 2, effects: [...localAiEffects] });
  });

  it.each(localAiEffects)('%s makes a real, different JPEG of the photo’s size, reporting progress and its pin', async (effect) => {
    const input = runInput({ photo: work.photo, workdir: work.dir, filterId: effect, options: { strength: 1 } });
    const result = await provider.run(input);
    const metadata = await sharp(result.image.path).metadata();
    expect(result.image.mimetype).toBe('image/jpeg');
    expect(metadata).toMatchObject({ format: 'jpeg', width: 384, height: 512 });
    expect(await meanDifference(result.image.path, work.photo)).toBeGreaterThan(12);
    expect(result.pin).toEqual({ provider: 'local', model: `${effect}@1`, version: expect.stringMatching(/^sharp [\d.]+ \/ libvips [\d.]+$/), parameters: { effect, strength: 1 } });
    expect(result.pin).toEqual(provider.pinFor(effect, input.prompt, input.options));
    expect(input.progress.length).toBeGreaterThanOrEqual(4);
    expect(input.progress).toEqual([...input.progress].sort((a, b) => a - b));
    expect(input.progress.at(-1)).toBe(1);
  });

  it('gives each effect its own look', async () => {
    const paths: string[] = [];
    for (const effect of ['sketch', 'duotone', 'halftone'] as const) {
      paths.push((await provider.run(runInput({ photo: work.photo, workdir: work.dir, filterId: effect, options: { strength: 1 } }))).image.path);
    }
    expect(await meanDifference(paths[0]!, paths[1]!)).toBeGreaterThan(20);
    expect(await meanDifference(paths[1]!, paths[2]!)).toBeGreaterThan(20);
  });

  it('blends the effect with the photo by strength', async () => {
    const run = async (strength: number) => (await provider.run(runInput({ photo: work.photo, workdir: work.dir, filterId: 'duotone', options: { strength } }))).image.path;
    const [none, half, full] = [await run(0), await run(0.5), await run(1)];
    const toPhoto = [await meanDifference(none, work.photo), await meanDifference(half, work.photo), await meanDifference(full, work.photo)];
    expect(toPhoto[0]).toBeLessThan(3);
    expect(toPhoto[1]).toBeGreaterThan(toPhoto[0]! + 5);
    expect(toPhoto[2]).toBeGreaterThan(toPhoto[1]! + 5);
  });

  it('runs a self-prompted filter with the effect its prompt asks for', async () => {
    const input = runInput({ photo: work.photo, workdir: work.dir, filterId: 'my-own-filter', prompt: { positivePrompt: 'eine Bleistift Zeichnung', negativePrompt: '' } });
    const result = await provider.run(input);
    expect(result.pin.model).toBe('sketch@1');
    expect(result.pin.parameters).toEqual({ effect: 'sketch', strength: 0.6 });
  });

  it('turns the photo upright before the effect (EXIF orientation)', async () => {
    const result = await provider.run(runInput({ photo: new URL('../../../test-fixtures/media/photo-exif-orientation6-gps.jpg', import.meta.url).pathname, workdir: work.dir, filterId: 'vintage' }));
    expect(await sharp(result.image.path).metadata()).toMatchObject({ width: 32, height: 64 });
  });

  it('refuses a file that is not a picture, and stops when aborted', async () => {
    const notAPicture = new URL('../../../test-fixtures/media/text.txt', import.meta.url).pathname;
    await expect(provider.run(runInput({ photo: notAPicture, workdir: work.dir }))).rejects.toMatchObject({ name: 'AiProviderError', reason: 'input' });
    const aborted = provider.run(runInput({ photo: work.photo, workdir: work.dir, signal: AbortSignal.abort() }));
    await expect(aborted).rejects.toBeInstanceOf(AiProviderError);
    await expect(aborted).rejects.toMatchObject({ reason: 'timeout' });
  });
});
