import { ImageSource, Rectangle, Texture, type TextureSource } from 'pixi.js';

/** A texture over a whole decoded image (a single tile, the target picture). */
export function bitmapTexture(bitmap: ImageBitmap): Texture {
  return new Texture({ source: new ImageSource({ resource: bitmap }) });
}

/** A texture over part of an image (a cell of a sheet): shares the image, costs no GPU memory of its own. */
export function frameTexture(source: TextureSource, frame: { x: number; y: number; width: number; height: number }): Texture {
  return new Texture({ source, frame: new Rectangle(frame.x, frame.y, frame.width, frame.height) });
}

/**
 * Gives back everything an image held: its GPU texture (the source's destroy tells the renderer) and
 * the decoded pixels (an ImageBitmap keeps them until closed, whatever the garbage collector thinks).
 */
export function destroySource(source: TextureSource): void {
  const resource: unknown = source.resource;
  source.destroy();
  if (typeof ImageBitmap !== 'undefined' && resource instanceof ImageBitmap) resource.close();
}

/** A texture over a whole image of its own, with that image. */
export function destroyTexture(texture: Texture): void {
  const { source } = texture;
  texture.destroy(false);
  destroySource(source);
}
