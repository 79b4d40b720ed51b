import { aspectCanvas, gridAreas } from '@/platform/media/shoot-canvas.ts';
import { editedBackground, editedFrame, withEditLayer } from './shoot-edits-render.ts';
import { isStillImage, JPEG, type RenderedKind, type RenderTools, type ShootRenderInput } from './shoot-render.ts';

function firstFrame(input: ShootRenderInput): string {
  const frame = input.frames[0];
  if (!frame) throw new Error('A shoot without an uploaded file cannot be rendered');
  return frame.path;
}

/**
 * Photo: the original (upright, without metadata, never edited), the overlayed version at the
 * campaign's dimension when there is something to change (an overlay, a background beneath a
 * transparent frame, processing, the guest's edit layer on top), and a 512 px WebP thumbnail of the
 * main one.
 */
export async function renderPhoto(input: ShootRenderInput, { media, store }: RenderTools): Promise<RenderedKind> {
  const frame = firstFrame(input);
  const original = await media.originalJpeg(frame);
  const originalFile = await store('original', 'jpg', original.data, JPEG);

  const overlay = isStillImage(input.overlay) ? input.overlay.path : undefined;
  const background = isStillImage(input.background) && !input.backgroundApplied ? input.background.path : undefined;
  const { edits } = input;
  if (!overlay && !background && !edits?.processing && !edits?.layer) {
    const thumbnail = await media.thumbnail(original.data);
    return {
      renditions: { original: originalFile, main: originalFile, thumbnail: await store('thumbnail', 'webp', thumbnail.data, thumbnail.contentType) },
      width: original.width,
      height: original.height,
      still: original.data,
    };
  }

  // A frame without transparency hides the background entirely, so composePicture only uses it beneath alpha.
  const layers = { frame: await editedFrame(media, input.cutout?.path ?? frame, edits), background: await editedBackground(media, background, edits) };
  const composed = await withEditLayer(media, await media.composePicture({ ...layers, aspect: input.aspect, overlay }), edits);
  const overlayed = await store('overlayed', 'jpg', composed.data, JPEG);
  const thumbnail = await media.thumbnail(composed.data);
  return {
    renditions: {
      original: originalFile,
      overlayed,
      main: overlayed,
      thumbnail: await store('thumbnail', 'webp', thumbnail.data, thumbnail.contentType),
    },
    width: composed.width,
    height: composed.height,
    still: composed.data,
  };
}

/**
 * Photo layout: the shots cover-fitted into the photo areas (transparent rectangles) of the chosen
 * frame, in reading order, the frame on top, at the frame's size, the guest's edit layer over it. Without a frame, or a frame without
 * areas, the shots form an even grid at the campaign's dimension (under the frame, if there is one).
 */
export async function renderPhotoLayout(input: ShootRenderInput, { media, store }: RenderTools): Promise<RenderedKind> {
  const frames = input.frames.map((frame) => frame.path);
  if (frames.length === 0) throw new Error('A photo layout without shots cannot be rendered');
  const overlay = isStillImage(input.overlay) ? input.overlay.path : undefined;

  const canvas = overlay ? await media.decodedSize(overlay, 'overlay') : aspectCanvas(input.aspect);
  const found = overlay ? await media.findTransparentRects(overlay) : [];
  const shot = await media.decodedSize(frames[0] as string, 'picture');
  const areas = found.length > 0 ? found : gridAreas(canvas, frames.length, shot.width / shot.height);

  const composed = await withEditLayer(media, await media.composeLayout({ frames, areas, canvas, overlay }), input.edits);
  const overlayed = await store('overlayed', 'jpg', composed.data, JPEG);
  const thumbnail = await media.thumbnail(composed.data);
  return {
    renditions: { overlayed, main: overlayed, thumbnail: await store('thumbnail', 'webp', thumbnail.data, thumbnail.contentType) },
    width: composed.width,
    height: composed.height,
    still: composed.data,
  };
}
