import { planAllowsTier, featureTierTable, type EventSettings } from '@booth/shared';
import { NotFound, PlanRequired } from '@/errors.ts';
import { settingsOf } from '@/modules/events/event-views.ts';
import { customerPlanLevel, findEventBySlug } from '@/modules/events/events.repo.ts';
import type { EventRow } from '@/modules/events/events.table.ts';
import type { Db } from '@/platform/db/database.ts';
import { findSourceEvents, type PresentationSource } from './presentation.repo.ts';

/*
 * Who may see a campaign's public screens (campaigns §1, §3): the campaign exists, is not archived,
 * has the screen switched on, and its owner's plan includes it. The plan is checked on every request,
 * not only when the setting was saved: a downgrade takes the screen offline.
 */

/** A campaign whose gallery may be shown, with what its pages and feeds need. */
export interface GalleryCampaign {
  event: EventRow;
  settings: EventSettings;
  /** The owner's highest plan level; null = Free. */
  planLevel: number | null;
  /** Only pictures whose guest opted in are shown (sharing-screen gallery opt-in). */
  galleryOptIn: boolean;
}

/** A campaign whose dynamic gallery may be shown, with the campaigns it draws from. */
export interface LiveCampaign extends GalleryCampaign {
  /** This campaign first, then its configured sources of the same customer that are not archived. */
  sources: PresentationSource[];
  /** The ids of `sources`, for subscribing to their feeds. */
  sourceIds: string[];
}

const unknownCampaign = () => new NotFound('No such campaign');

/**
 * Opt-in is honoured whenever it is switched on, whatever the plan: hiding pictures whose guests did
 * not agree is the privacy-safe reading of a setting kept from before a downgrade.
 */
function optInOf(settings: EventSettings): boolean {
  return settings.screens.sharing.galleryOptIn.enabled;
}

async function activeCampaign(db: Db, slug: string): Promise<{ event: EventRow; settings: EventSettings }> {
  const event = await findEventBySlug(db, slug);
  if (!event || event.archived) throw unknownCampaign();
  return { event, settings: settingsOf(event) };
}

/** The gallery (Silver): 404 when unknown, archived or switched off; 402 when the owner's plan is below Silver. */
export async function galleryCampaign(db: Db, slug: string): Promise<GalleryCampaign> {
  const { event, settings } = await activeCampaign(db, slug);
  if (!settings.screens.presentation.gallery.enabled) throw unknownCampaign();
  const planLevel = await customerPlanLevel(db, event.customerId);
  if (!planAllowsTier({ level: planLevel }, featureTierTable.gallery)) throw new PlanRequired(`The gallery needs the ${featureTierTable.gallery} plan`);
  return { event, settings, planLevel, galleryOptIn: optInOf(settings) };
}

/** The dynamic gallery (Gold): 404 when unknown, archived or switched off; 402 when the owner's plan is below Gold. */
export async function liveCampaign(db: Db, slug: string): Promise<LiveCampaign> {
  const { event, settings } = await activeCampaign(db, slug);
  const dynamic = settings.screens.presentation.dynamicGallery;
  if (!dynamic.enabled) throw unknownCampaign();
  const planLevel = await customerPlanLevel(db, event.customerId);
  if (!planAllowsTier({ level: planLevel }, featureTierTable.dynamicGallery)) {
    throw new PlanRequired(`The dynamic gallery needs the ${featureTierTable.dynamicGallery} plan`);
  }
  // Ids in the settings are only a wish: another customer's campaign never feeds this screen.
  const others = dynamic.sources.filter((id) => id.toLowerCase() !== event.id.toLowerCase());
  const sourceRows = await findSourceEvents(db, event.customerId, others);
  const sources: PresentationSource[] = [
    { eventId: event.id, galleryOptIn: optInOf(settings) },
    ...sourceRows.map((row) => ({ eventId: row.id, galleryOptIn: optInOf(settingsOf(row)) })),
  ];
  return { event, settings, planLevel, galleryOptIn: optInOf(settings), sources, sourceIds: sources.map((source) => source.eventId) };
}
