import type { LightboxItem } from '@/components/lightbox';

/** What a picture tile and the lightbox need of a picture; the organiser's and the dashboard's pictures both have it. */
export interface PictureLike {
  id: string;
  slug: string;
  kind: string;
  src: string | null;
  thumbSrc: string | null;
  mimetype: string | null;
}

/** A picture in the lightbox, carrying the picture its footer describes. */
export interface PictureItem<S extends PictureLike> extends LightboxItem {
  shoot: S;
}

/** A boomerang's GIF shows as a plain image (campaigns §2 media viewer). */
export function isBoomerangGif(shoot: Pick<PictureLike, 'kind' | 'mimetype'>): boolean {
  return shoot.kind === 'Boomerang' && shoot.mimetype === 'image/gif';
}

/** The lightbox item of a picture, or null while it has no file to show. */
export function pictureItem<S extends PictureLike>(shoot: S): PictureItem<S> | null {
  if (!shoot.src || !shoot.mimetype) return null;
  return { id: shoot.id, name: shoot.slug, src: shoot.src, thumbnail: shoot.thumbSrc, mimetype: shoot.mimetype, boomerang: isBoomerangGif(shoot), shoot };
}

/** The lightbox items of the pictures that have a file, in their order. */
export function pictureItems<S extends PictureLike>(shoots: S[]): PictureItem<S>[] {
  return shoots.map(pictureItem).filter((item): item is PictureItem<S> => item !== null);
}
