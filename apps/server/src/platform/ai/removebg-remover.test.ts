import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startRemoveBgStandIn, type RemoveBgStandIn } from '@/test/ai-stand-ins/removebg-stand-in.ts';
import { aiWorkdir } from '@/test/ai-stand-ins/ai-run-input.ts';
import { createRemoveBgRemover } from './removebg-remover.ts';

let removeBg: RemoveBgStandIn;
let work: Awaited<ReturnType<typeof aiWorkdir>>;
const remover = () => createRemoveBgRemover({ baseUrl: removeBg.url, apiKey: 'rbg-key' });
const cut = (signal = AbortSignal.timeout(3000)) => remover().removeBackground({ path: work.photo, mimetype: 'image/jpeg' }, join(work.dir, 'cut.png'), signal);

beforeAll(async () => {
  [removeBg, work] = await Promise.all([startRemoveBgStandIn({ apiKey: 'rbg-key' }), aiWorkdir()]);
});
afterAll(async () => {
  await removeBg.close();
  await work.cleanup();
});
beforeEach(() => removeBg.set('normal'));

describe('the remove.bg background remover', () => {
  it('sends the photo with the key and writes the PNG with transparency it answers', async () => {
    const result = await cut();
    expect(result).toEqual({ path: join(work.dir, 'cut.png'), mimetype: 'image/png' });
    const stats = await sharp(result.path).stats();
    expect(await sharp(result.path).metadata()).toMatchObject({ format: 'png', width: 384, height: 512, hasAlpha: true });
    expect(stats.channels[3]!.min).toBe(0);
    expect(stats.channels[3]!.max).toBe(255);
    const request = removeBg.requests.at(-1)!;
    expect(request.url).toBe('/v1.0/removebg');
    expect(request.headers['x-api-key']).toBe('rbg-key');
    expect(request.form?.get('size')).toBe('auto');
    expect(request.form?.get('format')).toBe('png');
    expect(request.form?.get('image_file')).toBeInstanceOf(Blob);
  });

  it.each([
    ['429', 429],
    ['500', 500],
  ] as const)('maps a %s answer to a provider error with its status', async (mode, status) => {
    removeBg.set(mode);
    await expect(cut()).rejects.toMatchObject({ name: 'AiProviderError', reason: 'provider', status });
  });

  it.each([
    ['garbage', 'not a PNG image'],
    ['huge', 'pixels, more than accepted'],
    ['oversized', 'bytes accepted'],
  ] as const)('refuses a %s answer (not a PNG, too many pixels, too many bytes)', async (mode, message) => {
    removeBg.set(mode);
    await expect(cut()).rejects.toMatchObject({ reason: 'provider', message: expect.stringContaining(message) });
  });

  it('is refused with a wrong key', async () => {
    const wrongKey = createRemoveBgRemover({ baseUrl: removeBg.url, apiKey: 'nope' });
    await expect(wrongKey.removeBackground({ path: work.photo, mimetype: 'image/jpeg' }, join(work.dir, 'x.png'), AbortSignal.timeout(3000))).rejects.toMatchObject({ reason: 'provider', status: 403 });
  });

  it('times out when the service never answers', async () => {
    removeBg.set('hang');
    await expect(cut(AbortSignal.timeout(200))).rejects.toMatchObject({ reason: 'timeout' });
  });
});
