/* The authorisation matrix's entries for the mosaic wall's routes (see expectations.ts for profiles and how to write one). */
import type { MosaicWall } from '@booth/shared';
import { mosaicEvent, picture, solidJpeg, sync } from '@/modules/mosaic/mosaic-wall.test-support.ts';
import { uploadOk } from '@/test/assets.ts';
import type { Fixtures } from './fixtures.ts';
import { route, type Entry } from './profiles.ts';
import type { RouteKey } from './route-table.ts';

/** A wall of the owner with a target and alternative picture and one placed picture, made once per run. */
interface WallFixture {
  slug: string;
  eventId: string;
  shootSlug: string;
}
const walls = new WeakMap<Fixtures, Promise<WallFixture>>();

function wall(f: Fixtures): Promise<WallFixture> {
  let made = walls.get(f);
  if (!made) {
    made = (async () => {
      const target = await uploadOk(f.t, f.owner, 'mosaicPicture', 'target.jpg', await solidJpeg(200, 120, 40, 800, 600));
      const event = await mosaicEvent(f.t, f.owner, { picture: target.id, alternativePicture: target.id });
      const shoot = await picture(f.t, event, [200, 40, 40]);
      await sync(f.t, event.id);
      return { slug: event.slug, eventId: event.id, shootSlug: shoot.slug };
    })();
    walls.set(f, made);
  }
  return made;
}

const slug = async (f: Fixtures) => ({ slug: (await wall(f)).slug });
const shootSlug = async (f: Fixtures) => ({ slug: (await wall(f)).shootSlug });

/** A tile on the wall now (a reset probed before takes the old ones off; its `after` fills the wall again). */
async function placement(f: Fixtures): Promise<{ placementId: string }> {
  const answer = await f.t.app.inject({ url: `/api/events/${(await wall(f)).slug}/mosaic` });
  const [first] = answer.json<MosaicWall>().placements;
  if (!first) throw new Error('the mosaic fixture has no tile');
  return { placementId: first.id };
}

export const MOSAIC_MATRIX: Record<RouteKey, Entry> = {
  // The wall and what it draws are public like its page (a venue's screens sign in to nothing).
  'GET /api/events/:slug/mosaic': route('public', { params: slug }),
  'GET /api/events/:slug/mosaic/stream': route('public', { params: slug, stream: true }),
  'GET /api/events/:slug/mosaic/sheets/:sheet': route('public', { params: async (f) => ({ ...(await slug(f)), sheet: '0' }) }),
  'GET /api/mosaic-tiles/:placementId': route('public', { params: placement }),
  'GET /api/events/:slug/mosaic/target': route('public', { params: slug }),
  'GET /api/events/:slug/mosaic/alternative': route('public', { params: slug }),
  // A guest's picture is found by its slug, the microsite's own capability.
  'GET /api/shoots/:slug/mosaic': route('public', { params: shootSlug }),
  'GET /api/shoots/:slug/mosaic/zoom': route('public', { params: shootSlug }),
  // The organiser's: admins may look and download; starting the wall over is a change (support mode).
  'GET /api/events/:slug/mosaic/status': route('owned', { params: slug }),
  'GET /api/events/:slug/mosaic/export': route('owned', { params: slug }),
  'POST /api/events/:slug/mosaic/reset': route('ownerWrites', { params: slug, after: async (f) => sync(f.t, (await wall(f)).eventId) }),
};
