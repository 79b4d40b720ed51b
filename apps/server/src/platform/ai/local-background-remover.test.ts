import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { aiWorkdir } from '@/test/ai-stand-ins/ai-run-input.ts';
import { createLocalBackgroundRemover } from './local-background-remover.ts';

let work: Awaited<ReturnType<typeof aiWorkdir>>;
const remover = createLocalBackgroundRemover();

beforeAll(async () => {
  work = await aiWorkdir();
});
afterAll(() => work.cleanup());

describe('the local background remover (person segmentation on this server)', () => {
  it('keeps the person and makes the background transparent, at the photo’s size', async () => {
    const output = join(work.dir, 'cut.png');
    const result = await remover.removeBackground({ path: work.photo, mimetype: 'image/jpeg' }, output, AbortSignal.timeout(10_000));
    expect(result).toEqual({ path: output, mimetype: 'image/png' });
    expect(await sharp(output).metadata()).toMatchObject({ format: 'png', width: 384, height: 512, channels: 4 });
    const { data, info } = await sharp(output).extractChannel(3).raw().toBuffer({ resolveWithObject: true });
    const alphaAt = (x: number, y: number) => data[Math.round(y * (info.height - 1)) * info.width + Math.round(x * (info.width - 1))];
    // Face and sweater of the reference portrait are kept; the backdrop beside and above the head is not.
    expect(alphaAt(0.5, 0.45)).toBeGreaterThan(200);
    expect(alphaAt(0.5, 0.9)).toBeGreaterThan(200);
    for (const [x, y] of [[0.05, 0.05], [0.95, 0.05], [0.05, 0.5], [0.95, 0.5]] as const) expect(alphaAt(x, y)).toBeLessThan(40);
    // The colours are the photo's own (compared where the person is).
    const face = { left: 172, top: 210, width: 40, height: 20 };
    const cutColour = (await sharp(output).removeAlpha().extract(face).stats()).channels.map((channel) => channel.mean);
    const photoColour = (await sharp(work.photo).extract(face).stats()).channels.map((channel) => channel.mean);
    cutColour.slice(0, 3).forEach((mean, index) => expect(Math.abs(mean - photoColour[index]!)).toBeLessThan(4));
  });

  it('refuses a file that is not a picture, and stops when aborted', async () => {
    const text = new URL('../../../test-fixtures/media/text.txt', import.meta.url).pathname;
    await expect(remover.removeBackground({ path: text, mimetype: 'image/jpeg' }, join(work.dir, 'x.png'), AbortSignal.timeout(5000))).rejects.toMatchObject({ reason: 'input' });
    await expect(remover.removeBackground({ path: work.photo, mimetype: 'image/jpeg' }, join(work.dir, 'y.png'), AbortSignal.abort())).rejects.toMatchObject({ reason: 'timeout' });
  });
});
