import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import sharp from 'sharp';

/**
 * What `shoot_process` makes of a photo with an overlay, done with bare sharp and written to disk:
 * the original (upright JPEG 92), the overlayed picture at 3:4 (JPEG 92), the 512 px WebP thumbnail,
 * the WebP display widths (480/960/1440, never enlarged, quality 78, effort 2) and the 1200 px JPEG
 * link preview (82). The benches compare the job against this, so both sides do the same pixel work
 * and write the same files; keep it in step with shoot-render*.ts when renditions change.
 */
export async function bareRenderPhoto(frame: Buffer, overlay: Buffer, outDir: string): Promise<void> {
  await mkdir(outDir, { recursive: true });
  const original = await sharp(frame).autoOrient().jpeg({ quality: 92 }).toBuffer();
  await writeFile(join(outDir, 'original.jpg'), original);
  const { width = 0, height = 0 } = await sharp(original).metadata();
  // Cover-crop to 3:4 at the frame's own resolution, as the job's canvas does.
  const canvas = width / height > 3 / 4 ? { width: Math.round((height * 3) / 4), height } : { width, height: Math.round((width * 4) / 3) };
  const composed = await sharp(original)
    .resize(canvas.width, canvas.height, { fit: 'cover' })
    .composite([{ input: await sharp(overlay).resize(canvas.width, canvas.height, { fit: 'fill' }).toBuffer() }])
    .flatten({ background: '#ffffff' })
    .jpeg({ quality: 92 })
    .toBuffer();
  await writeFile(join(outDir, 'overlayed.jpg'), composed);
  await writeFile(join(outDir, 'thumbnail.webp'), await sharp(composed).resize(512, 512, { fit: 'inside', withoutEnlargement: true }).webp({ quality: 80 }).toBuffer());
  for (const wanted of [480, 960, 1440].filter((w) => w < canvas.width)) {
    await writeFile(join(outDir, `w${wanted}.webp`), await sharp(composed).resize({ width: wanted }).webp({ quality: 78, effort: 2 }).toBuffer());
  }
  if (1200 < canvas.width) await writeFile(join(outDir, 'preview.jpg'), await sharp(composed).resize({ width: 1200 }).jpeg({ quality: 82 }).toBuffer());
}

/** Runs `tasks` with at most `parallelism` at once, as the job runner's slots do. */
export async function withParallelism(parallelism: number, tasks: ReadonlyArray<() => Promise<void>>): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < tasks.length) {
      const task = tasks[next++] as () => Promise<void>;
      await task();
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, parallelism) }, worker));
}
