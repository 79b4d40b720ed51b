import { boomerangSequence } from '@booth/shared';
import { copyFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fitWithin, type Size } from '@/platform/media/ffmpeg-args.ts';
import { coverCanvas } from '@/platform/media/shoot-canvas.ts';
import { editedBackground, editedFrame, withEditLayer } from './shoot-edits-render.ts';
import { isStillImage, JPEG, type RenderedKind, type RenderTools, type ShootRenderInput } from './shoot-render.ts';
import type { StoredFile } from './shoots.table.ts';

/** Animation frames are composed at 720p-class size: plenty for a phone, and 30 frames stay quick. */
export const ANIMATION_MAX_SIDE = 1280;
/** GIFs are large per pixel; 720 px on the long side is what a phone shows anyway. */
export const GIF_MAX_SIDE = 720;
/** A looping MP4 shorter than this feels like a glitch when shared; loops are added until it lasts. */
export const MIN_CLIP_SECONDS = 3;

interface ComposedFrames {
  /** Composed stills in capture order. */
  paths: string[];
  canvas: Size;
}

/** Every frame composed (and edited) like a photo, on the first frame's canvas so that all frames match. */
async function composeFrames(input: ShootRenderInput, { media, workdir }: RenderTools): Promise<ComposedFrames> {
  const first = input.frames[0];
  if (!first) throw new Error('An animation without frames cannot be rendered');
  const canvas = coverCanvas(await media.decodedSize(first.path, 'picture'), input.aspect, ANIMATION_MAX_SIDE);
  const overlay = isStillImage(input.overlay) ? input.overlay.path : undefined;
  const { edits } = input;
  const background = await editedBackground(media, isStillImage(input.background) && !input.backgroundApplied ? input.background.path : undefined, edits);
  const paths: string[] = [];
  for (const [index, frame] of input.frames.entries()) {
    const picture = await media.composePicture({ frame: await editedFrame(media, frame.path, edits), aspect: input.aspect, canvas, overlay, background });
    const composed = await withEditLayer(media, picture, edits);
    const path = join(workdir, `composed-${index}.jpg`);
    await writeFile(path, composed.data);
    paths.push(path);
  }
  return { paths, canvas };
}

/** Lays the stills out as `name-0000.jpg …` in playing order (ffmpeg's image sequence); returns the pattern. */
async function sequence(workdir: string, name: string, paths: string[]): Promise<string> {
  for (const [index, path] of paths.entries()) {
    await copyFile(path, join(workdir, `${name}-${String(index).padStart(4, '0')}.jpg`));
  }
  return join(workdir, `${name}-%04d.jpg`);
}

/**
 * The first composed frame, as it is (JPEG at the composed size): the sharp still that link previews
 * (og:image) and `<video poster>` show, where the 512 px thumbnail would look blurred.
 */
function storePoster(paths: string[], { store }: RenderTools): Promise<StoredFile> {
  const first = paths[0];
  if (!first) throw new Error('An animation without frames has no poster');
  return store('poster', 'jpg', { path: first }, JPEG);
}

/** How often a loop of `frames` at `fps` plays so that the clip lasts at least MIN_CLIP_SECONDS. */
export function loopsFor(frames: number, fps: number, atLeast = 1): number {
  return Math.max(atLeast, Math.ceil((MIN_CLIP_SECONDS * fps) / Math.max(1, frames)));
}

function repeat<T>(items: T[], times: number): T[] {
  return Array.from({ length: times }, () => items).flat();
}

/**
 * GIF: the composed frames as a looping GIF at the mode's fps (times the guest's GIF speed), an MP4 (for e-mail attachments and
 * players without GIF) and a full-size poster. With pre- or post-roll videos the MP4 is pre-roll, the
 * loop played `postRollStartAfterLoops` times, then post-roll; otherwise the loop repeated to last 3 s.
 */
export async function renderGif(input: ShootRenderInput, tools: RenderTools): Promise<RenderedKind> {
  const { media, workdir, store } = tools;
  const mode = input.shutter.gif;
  const fps = mode.fps * (input.edits?.gifSpeed ?? 1);
  const { paths, canvas } = await composeFrames(input, tools);

  const gifPath = join(workdir, 'out.gif');
  const gifSize = fitWithin(canvas, GIF_MAX_SIDE);
  await media.framesToGif(await sequence(workdir, 'gif', paths), gifPath, { size: gifSize, fps });

  const rolls = { preRoll: input.preRoll?.path, postRoll: input.postRoll?.path };
  const loops = rolls.preRoll || rolls.postRoll ? Math.max(1, mode.postRollStartAfterLoops) : loopsFor(paths.length, fps);
  const mp4Path = join(workdir, 'out.mp4');
  await media.framesToMp4(await sequence(workdir, 'mp4', repeat(paths, loops)), mp4Path, { size: canvas, fps, ...rolls });

  const thumbnail = await media.thumbnail(paths[0] as string);
  const gif = await store('gif', 'gif', { path: gifPath }, 'image/gif');
  return {
    renditions: {
      gif,
      main: gif,
      mp4: await store('mp4', 'mp4', { path: mp4Path }, 'video/mp4'),
      poster: await storePoster(paths, tools),
      thumbnail: await store('thumbnail', 'webp', thumbnail.data, thumbnail.contentType),
    },
    width: gifSize.width,
    height: gifSize.height,
    still: paths[0] as string,
  };
}

/**
 * Boomerang: the composed frames played forward then back (`boomerangSequence`), as a looping MP4 of
 * several rounds (at least 3 s) and as a GIF of one round that loops forever, with a full-size poster;
 * the MP4 is the main file.
 */
export async function renderBoomerang(input: ShootRenderInput, tools: RenderTools): Promise<RenderedKind> {
  const { media, workdir, store } = tools;
  const fps = input.shutter.boomerang.fps;
  const { paths, canvas } = await composeFrames(input, tools);
  const round = boomerangSequence(paths.length).map((index) => paths[index] as string);

  const mp4Path = join(workdir, 'out.mp4');
  await media.framesToMp4(await sequence(workdir, 'mp4', repeat(round, loopsFor(round.length, fps, 2))), mp4Path, { size: canvas, fps });
  const gifPath = join(workdir, 'out.gif');
  await media.framesToGif(await sequence(workdir, 'gif', round), gifPath, { size: fitWithin(canvas, GIF_MAX_SIDE), fps });

  const thumbnail = await media.thumbnail(paths[0] as string);
  const mp4 = await store('mp4', 'mp4', { path: mp4Path }, 'video/mp4');
  return {
    renditions: {
      mp4,
      main: mp4,
      gif: await store('gif', 'gif', { path: gifPath }, 'image/gif'),
      poster: await storePoster(paths, tools),
      thumbnail: await store('thumbnail', 'webp', thumbnail.data, thumbnail.contentType),
    },
    width: canvas.width,
    height: canvas.height,
    still: paths[0] as string,
  };
}
