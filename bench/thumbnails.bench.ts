/**
 * Thumbnail throughput of the media gateway (issue 3). Baseline, the same work: a plain sharp pipeline
 * making the same thumbnails from the same 20 images (upright, at most 512 px, WebP 80); the bench
 * first checks that both sides' thumbnails are byte for byte the same. The gateway does a little more
 * per image — it reads the header first to refuse formats other than PNG/JPEG/GIF and to apply the
 * pixel limit — and the ratio is what that costs. Interleaved rounds, median and spread.
 */
import { availableParallelism } from 'node:os';
import sharp from 'sharp';
import { THUMBNAIL_MAX_SIDE, THUMBNAIL_WEBP_QUALITY } from '../apps/server/src/platform/media/image-limits.ts';
import { MediaGateway } from '../apps/server/src/platform/media/media-gateway.ts';
import { compare, formatComparison } from './support/compare.ts';
import { runIfMain } from './support/runner.ts';

const IMAGES = 20;
const ROUNDS = 3;

/** Booth-background-sized photos: 2048x1536 JPEGs of noise, which resize and encode like real photos. */
async function makeImages(): Promise<Buffer[]> {
  return Promise.all(
    Array.from({ length: IMAGES }, (_, i) =>
      sharp({ create: { width: 2048, height: 1536, channels: 3, background: '#000', noise: { type: 'gaussian', mean: 60 + i * 5, sigma: 40 } } })
        .jpeg({ quality: 90 })
        .toBuffer(),
    ),
  );
}

/** Images per second through `make`, with as many in flight as sharp has threads. */
async function throughput(images: Buffer[], make: (image: Buffer) => Promise<unknown>): Promise<number> {
  const concurrency = Math.max(1, Math.min(4, availableParallelism()));
  const queue = [...images];
  const started = performance.now();
  let next = 0;
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < queue.length) {
        const image = queue[next++];
        if (image) await make(image);
      }
    }),
  );
  return queue.length / ((performance.now() - started) / 1000);
}

export async function benchThumbnails(): Promise<string> {
  const images = await makeImages();
  const media = new MediaGateway();
  const bare = (image: Buffer) =>
    sharp(image)
      .autoOrient()
      .resize({ width: THUMBNAIL_MAX_SIDE, height: THUMBNAIL_MAX_SIDE, fit: 'inside', withoutEnlargement: true })
      .webp({ quality: THUMBNAIL_WEBP_QUALITY })
      .toBuffer();
  const pipeline = (image: Buffer) => media.thumbnail(image);

  // The same output, or the comparison means nothing.
  for (const image of images.slice(0, 3)) {
    const [ours, theirs] = await Promise.all([pipeline(image), bare(image)]);
    if (!ours.data.equals(theirs)) throw new Error(`the gateway's thumbnail (${ours.data.length} B) differs from plain sharp's (${theirs.length} B)`);
  }
  // Warm both paths (libvips start-up, JIT) before measuring.
  await throughput(images.slice(0, 4), bare);
  await throughput(images.slice(0, 4), pipeline);
  // Both sides make the same 20 thumbnails per round; the rounds alternate which side goes first.
  const result = await compare({ name: 'pipeline', run: () => throughput(images, pipeline) }, { name: 'bare', run: () => throughput(images, bare) }, ROUNDS);
  return `${formatComparison(`thumbnails, ${IMAGES} JPEGs 2048×1536 → WebP ≤ ${THUMBNAIL_MAX_SIDE} px (images/s, higher is better)`, ['media gateway', 'plain sharp, the same thumbnails'], result, '/s', 1)}; outputs byte-identical`;
}

await runIfMain(import.meta.url, benchThumbnails);
