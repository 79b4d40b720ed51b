import { localAiEffects } from '@booth/shared';
import sharp from 'sharp';
import { writeFile, copyFile } from 'node:fs/promises';
import { createLocalImageProvider } from '../../apps/server/src/platform/ai/local-image-provider.ts';
import { bareLocalEffect } from './bare-local-effects.ts';
import { boothPhotoJpeg } from './booth-photo.ts';
const dir = '/tmp/h8';
const input = `${dir}/in.jpg`;
await writeFile(input, await boothPhotoJpeg());
const p = createLocalImageProvider({ creditsPerRun: 1 });
const tiles = [];
for (const effect of localAiEffects) {
  let t = performance.now();
  const r = await p.run({ image: { path: input, mimetype: 'image/jpeg' }, filterId: effect, prompt: { positivePrompt: '', negativePrompt: '' }, options: { strength: 1 } as never, workdir: dir, onProgress: () => {}, signal: new AbortController().signal });
  const a = performance.now() - t;
  t = performance.now();
  await bareLocalEffect(effect, input, `${dir}/bare-${effect}.jpg`);
  console.log(effect, 'provider', a.toFixed(0), 'bare', (performance.now() - t).toFixed(0));
  tiles.push(await sharp(r.image.path).resize(192).toBuffer(), await sharp(`${dir}/bare-${effect}.jpg`).resize(192).toBuffer());
}
await sharp({ create: { width: 192 * 12, height: 256, channels: 3, background: '#fff' } }).composite(tiles.map((input, i) => ({ input, left: i * 192, top: 0 }))).png().toFile(`${dir}/sheet.png`);
