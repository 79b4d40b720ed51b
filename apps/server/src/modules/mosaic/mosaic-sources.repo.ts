import { and, eq, inArray, isNull, or, sql, type SQL } from 'drizzle-orm';
import { assets } from '@/modules/assets/assets.table.ts';
import { events } from '@/modules/events/events.table.ts';
import type { PresentationSource } from '@/modules/presentation/presentation.repo.ts';
import { shoots, type ShootRow } from '@/modules/shoots/shoots.table.ts';
import type { Db } from '@/platform/db/database.ts';

/*
 * What fills a wall: the eligible pictures of its sources, the files their tiles are made from, the
 * static sources' files, and which campaigns have a mosaic switched on.
 */

/** A picture that may go on the wall, with what orders it. */
export interface EligibleShoot {
  id: string;
  eventId: string;
  createdAt: Date;
}

/**
 * `isMosaicEligible` (packages/shared/src/mosaic/mosaic-eligibility.ts) as SQL on the plain columns:
 * ready, not a test picture, opted in when the source asks for it, and public — or, with
 * showNotApproved, not decided on yet (moderation never hid it).
 */
function eligible(source: PresentationSource, showNotApproved: boolean): SQL {
  const visible = showNotApproved ? or(eq(shoots.isPublic, true), isNull(shoots.moderatedAt)) : eq(shoots.isPublic, true);
  return and(
    eq(shoots.eventId, source.eventId),
    eq(shoots.status, 'ready'),
    eq(shoots.isTest, false),
    visible,
    source.galleryOptIn ? eq(shoots.clientApproval, true) : undefined,
  ) as SQL;
}

/** Every eligible picture of the sources (ids only: a campaign may have tens of thousands). */
export async function eligibleShoots(db: Db, sources: readonly PresentationSource[], showNotApproved: boolean): Promise<EligibleShoot[]> {
  const perSource = await Promise.all(
    sources.map((source) =>
      db.select({ id: shoots.id, eventId: shoots.eventId, createdAt: shoots.createdAt }).from(shoots).where(eligible(source, showNotApproved)),
    ),
  );
  return perSource.flat();
}

export type TileShoot = Pick<ShootRow, 'id' | 'eventId' | 'kind' | 'renditions'>;

/** The renditions of the pictures about to be placed. */
export function tileShoots(db: Db, ids: readonly string[]): Promise<TileShoot[]> {
  if (ids.length === 0) return Promise.resolve([]);
  return db
    .select({ id: shoots.id, eventId: shoots.eventId, kind: shoots.kind, renditions: shoots.renditions })
    .from(shoots)
    .where(inArray(shoots.id, [...ids]));
}

/** An image asset a wall may use, with its file. */
export interface MosaicAsset {
  id: string;
  fileKey: string;
}

/**
 * The assets among `ids` that the owner may use on its wall (its own, or public ones) and that are
 * images sharp reads (mosaicPicture assets are JPEG or PNG), in the order of `ids`.
 */
export async function mosaicAssets(db: Db, ownerId: string, ids: readonly string[]): Promise<MosaicAsset[]> {
  const unique = [...new Set(ids.map((id) => id.toLowerCase()))];
  if (unique.length === 0) return [];
  const rows = await db
    .select({ id: assets.id, fileKey: assets.fileKey })
    .from(assets)
    .where(
      and(
        inArray(assets.id, unique),
        or(eq(assets.customerId, ownerId), eq(assets.isPublic, true)),
        inArray(assets.mimetype, ['image/jpeg', 'image/png']),
      ),
    );
  const byId = new Map(rows.map((row) => [row.id.toLowerCase(), row]));
  return unique.flatMap((id) => byId.get(id) ?? []);
}

/** A campaign whose mosaic is switched on, with the other campaigns it names as sources. */
export interface EnabledMosaic {
  eventId: string;
  eventSources: string[];
}

const mosaicSetting = (path: string) => sql.raw(`settings #> '{screens,presentation,mosaic,${path}}'`);

/** Every campaign (not archived) whose mosaic is on. */
export async function enabledMosaics(db: Db): Promise<EnabledMosaic[]> {
  const rows = await db
    .select({ eventId: events.id, sources: sql<unknown>`${mosaicSetting('eventSources')}` })
    .from(events)
    .where(and(eq(events.archived, false), sql`${mosaicSetting('enabled')} = 'true'::jsonb`));
  return rows.map((row) => ({
    eventId: row.eventId,
    eventSources: Array.isArray(row.sources) ? row.sources.filter((id): id is string => typeof id === 'string') : [],
  }));
}

/** The campaign of a slug, if its mosaic is on (a settings change of it may change its wall). */
export async function enabledMosaicBySlug(db: Db, slug: string): Promise<string | undefined> {
  const [row] = await db
    .select({ id: events.id })
    .from(events)
    .where(and(eq(events.slug, slug), eq(events.archived, false), sql`${mosaicSetting('enabled')} = 'true'::jsonb`));
  return row?.id;
}
