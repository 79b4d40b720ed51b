import type { EventSettings, Locale } from '@booth/shared';
import { micrositeModel } from '../../apps/server/src/modules/microsite/microsite-model.ts';
import { renderMicrositePage } from '../../apps/server/src/modules/microsite/microsite-page.ts';
import type { ShootRenditions } from '../../apps/server/src/modules/shoots/shoots.table.ts';

const SHOOT = '8d2f1d6f-0000-4000-8000-000000000000';
/** Where the photo's files lie in the store. */
export const PHOTO_FOLDER = `shoots/7c1e0c5e-0000-4000-8000-000000000000/${SHOOT}`;

/**
 * The microsite page of one ready 1200×1600 photo of "summer-party", rendered by the server's own
 * renderer: `renditions` are the files besides the overlayed JPEG (thumbnail, display widths).
 */
export function renderPhotoMicrosite({ settings, locale, renditions }: { settings: EventSettings; locale: Locale; renditions: Omit<ShootRenditions, 'main'> }): string {
  return renderMicrositePage(
    micrositeModel({
      shoot: {
        id: SHOOT,
        slug: 'k3j9x2',
        kind: 'Photo',
        status: 'ready',
        likes: 12,
        width: 1200,
        height: 1600,
        renditions: { main: { path: `${PHOTO_FOLDER}/overlayed.jpg`, size: 400_000, mimetype: 'image/jpeg' }, ...renditions },
      },
      event: { slug: 'summer-party', settings },
      assetKeys: new Map(),
      theme: null,
      galleryAllowed: true,
      publicUrl: 'https://booth.example',
      locale,
    }),
  );
}
