import { featureTierTable, planAllowsTier, type Mosaic } from '@booth/shared';
import { NotFound, PlanRequired } from '@/errors.ts';
import { settingsOf } from '@/modules/events/event-views.ts';
import { customerPlanLevel, findEventBySlug } from '@/modules/events/events.repo.ts';
import type { EventRow } from '@/modules/events/events.table.ts';
import { findSourceEvents, type PresentationSource } from '@/modules/presentation/presentation.repo.ts';
import type { Db } from '@/platform/db/database.ts';

/** A campaign whose mosaic wall may be shown, with the campaigns whose pictures fill it. */
export interface MosaicCampaign {
  event: EventRow;
  mosaic: Mosaic;
  /** This campaign first, then its `eventSources` of the same customer that are not archived. */
  sources: PresentationSource[];
}

const unknownCampaign = () => new NotFound('No such campaign');

function optInOf(event: EventRow): boolean {
  return settingsOf(event).screens.sharing.galleryOptIn.enabled;
}

/** The sources of a mosaic: itself, then the owner's own campaigns it names (another customer's ids are ignored here; saving refuses them). */
export async function mosaicSources(db: Db, event: EventRow, mosaic: Mosaic): Promise<PresentationSource[]> {
  const others = mosaic.eventSources.filter((id) => id.toLowerCase() !== event.id.toLowerCase());
  const rows = others.length > 0 ? await findSourceEvents(db, event.customerId, others) : [];
  return [{ eventId: event.id, galleryOptIn: optInOf(event) }, ...rows.map((row) => ({ eventId: row.id, galleryOptIn: optInOf(row) }))];
}

/**
 * The mosaic wall (Gold, campaigns §1, §3): 404 when the campaign is unknown, archived or its mosaic is
 * switched off; 402 when the owner's plan is below Gold. Checked on every request, like the dynamic
 * gallery: a downgrade takes the wall offline.
 */
export async function mosaicCampaign(db: Db, slug: string): Promise<MosaicCampaign> {
  const event = await findEventBySlug(db, slug);
  if (!event || event.archived) throw unknownCampaign();
  const mosaic = settingsOf(event).screens.presentation.mosaic;
  if (!mosaic.enabled) throw unknownCampaign();
  const planLevel = await customerPlanLevel(db, event.customerId);
  if (!planAllowsTier({ level: planLevel }, featureTierTable.mosaic)) throw new PlanRequired(`The mosaic needs the ${featureTierTable.mosaic} plan`);
  return { event, mosaic, sources: await mosaicSources(db, event, mosaic) };
}
