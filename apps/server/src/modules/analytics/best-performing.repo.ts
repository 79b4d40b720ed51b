import type { BestPerformingOrder } from '@booth/shared';
import { and, desc, eq, ne, sql, sum } from 'drizzle-orm';
import { micrositeClicks } from '@/modules/microsite/microsite.table.ts';
import { shoots } from '@/modules/shoots/shoots.table.ts';
import type { Db } from '@/platform/db/database.ts';
import { realPicturesOf } from './picture-figures.repo.ts';

/**
 * The event's finished real pictures (no test pictures) ranked by what guests did with them: microsite views, likes and button
 * clicks (likes pressed on the microsite count once, as likes). Clicks are summed per picture for this
 * event only, then the top `limit` are read with just the columns the answer needs.
 */
export async function bestPerformingShoots(db: Db, eventId: string, order: BestPerformingOrder, limit: number) {
  const perShoot = db
    .select({ shootId: micrositeClicks.shootId, clicks: sql<number>`${sum(micrositeClicks.clicks)}::int`.as('clicks') })
    .from(micrositeClicks)
    .innerJoin(shoots, eq(shoots.id, micrositeClicks.shootId))
    .where(and(realPicturesOf(eventId), ne(micrositeClicks.button, 'like')))
    .groupBy(micrositeClicks.shootId)
    .as('per_shoot');
  const clicks = sql<number>`coalesce(${perShoot.clicks}, 0)::int`;
  const score = {
    total: sql`${shoots.views} + ${shoots.likes} + ${clicks}`,
    views: sql`${shoots.views}`,
    likes: sql`${shoots.likes}`,
    clicks,
  }[order];
  return db
    .select({
      id: shoots.id,
      slug: shoots.slug,
      kind: shoots.kind,
      locale: shoots.locale,
      renditions: shoots.renditions,
      views: shoots.views,
      likes: shoots.likes,
      clicks,
      createdAt: shoots.createdAt,
    })
    .from(shoots)
    .leftJoin(perShoot, eq(perShoot.shootId, shoots.id))
    .where(and(realPicturesOf(eventId), eq(shoots.status, 'ready')))
    .orderBy(desc(score), desc(shoots.createdAt), desc(shoots.id))
    .limit(limit);
}
