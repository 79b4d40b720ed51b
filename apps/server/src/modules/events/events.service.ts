import {
  copyName,
  eventSettingsSchema,
  type Event,
  type EventCreate,
  type EventGetAnswer,
  type EventGetQuery,
  type EventListItem,
  type EventListPage,
  type EventListPageQuery,
  type EventPatchWithKioskPin,
  type EventSettings,
  type EventUpdate,
} from '@booth/shared';
import { Forbidden, Invalid, NotFound } from '@/errors.ts';
import { toAsset } from '@/modules/assets/asset-views.ts';
import type { AuthContext } from '@/modules/auth/session.service.ts';
import { findCustomerById } from '@/modules/customers/customers.repo.ts';
import { findGenericUrl } from '@/modules/generic-urls/generic-urls.repo.ts';
import { validatePrintLayouts } from '@/modules/print-layouts/validate-print-layouts.ts';
import type { Db } from '@/platform/db/database.ts';
import { hashPassword } from '@/platform/security/passwords.ts';
import { storeNewEvent } from './create-event.ts';
import { assertUsableAssets, referencedIds } from './event-assets.ts';
import { assertOwnEventSources, mosaicChanged } from './event-sources.ts';
import { decodeEventCursor, encodeEventCursor } from './event-cursor.ts';
import { assertPlanAllows, assertUnlocked, assertWithinLimits } from './event-guards.ts';
import { settingsColumns, settingsOf, toEvent, toEventListItem } from './event-views.ts';
import {
  customerPlanLevel,
  deleteEvent,
  findEventAssets,
  findEventById,
  findEventBySlug,
  listAllEvents,
  listEventNames,
  listEvents,
  releaseGenericUrl,
  updateEvent,
} from './events.repo.ts';
import type { EventRow } from './events.table.ts';
import type { TemplatesService } from '@/modules/templates/templates.service.ts';

export interface EventsService {
  list(auth: AuthContext, query: EventListPageQuery): Promise<EventListPage>;
  short(auth: AuthContext): Promise<EventListItem[]>;
  /** One event by slug: the owner's, or any for admins (read only, platform §6). */
  get(auth: AuthContext, slug: string, query: EventGetQuery): Promise<EventGetAnswer>;
  /** `input` is the parsed create body; a template's settings were laid under it before parsing (`templates.withTemplate`). */
  create(auth: AuthContext, input: EventCreate): Promise<Event>;
  templates: TemplatesService;
  /** `password` is the X-Event-Password header: needed while the event is locked, as for every change below. */
  update(auth: AuthContext, id: string, input: EventUpdate, password?: string): Promise<Event>;
  patch(auth: AuthContext, id: string, input: EventPatchWithKioskPin, password?: string): Promise<Event>;
  remove(auth: AuthContext, id: string, password?: string): Promise<void>;
  duplicate(auth: AuthContext, id: string, name: string, password?: string): Promise<Event>;
}

export interface EventsServiceDeps {
  db: Db;
  now: () => Date;
  /** Told the slug of every event that changed or went (the guest view's cache listens). */
  onChange: (slug: string) => Promise<void>;
  /** The first page of a campaign's pictures (GET /events/{slug}?shoots=1), from the shoots module. */
  firstShoots: (eventId: string) => Promise<unknown[]>;
  /** Templates a new campaign can start from (POST /events {template}, GET /event-templates). */
  templates: TemplatesService;
  /** Told the id of a campaign whose saved settings change its mosaic wall (the wall is synced at once). */
  onMosaicChange?: (eventId: string) => Promise<void>;
  /** Told the id of a campaign that was deleted (its rows are gone): its pictures' and its wall's files go too. */
  onRemoved?: (eventId: string) => Promise<void>;
}

const notFound = () => new NotFound('No such campaign');

/** Settings a new event is compared with for plan tiers: defaults on (the gallery) are not the organiser's asking. */
const defaultSettings = (): EventSettings => eventSettingsSchema.parse({});

export function createEventsService(deps: EventsServiceDeps): EventsService {
  const { db, now, onChange } = deps;

  async function isAdmin(auth: AuthContext): Promise<boolean> {
    return (await findCustomerById(db, auth.customerId))?.admin === true;
  }

  /** An event of the acting customer; another customer's event is reported as missing, not forbidden. */
  async function owned(auth: AuthContext, id: string): Promise<EventRow> {
    const row = await findEventById(db, id);
    if (!row || row.customerId !== auth.customerId) throw notFound();
    return row;
  }

  async function withAssets(row: EventRow, settings: EventSettings) {
    const rows = await findEventAssets(db, row.customerId, referencedIds(settings));
    return rows.map(toAsset);
  }

  return {
    templates: deps.templates,

    async list(auth, query) {
      const customerId = query.customerId ?? auth.customerId;
      if (customerId !== auth.customerId && !(await isAdmin(auth))) throw new Forbidden("Only admins can list another customer's events");
      const { rows, total, more } = await listEvents(db, {
        customerId,
        archived: query.archived,
        q: query.q || undefined,
        limit: query.limit,
        offset: query.offset,
        before: query.olderThan ? decodeEventCursor(query.olderThan) : undefined,
      });
      const last = rows.at(-1);
      const nextCursor = more && last ? encodeEventCursor(last) : null;
      return query.resolved
        ? { resolved: true, events: rows.map(toEvent), total, nextCursor }
        : { resolved: false, events: rows.map(toEventListItem), total, nextCursor };
    },

    async short(auth) {
      return (await listAllEvents(db, auth.customerId)).map(toEventListItem);
    },

    async get(auth, slug, query) {
      const row = await findEventBySlug(db, slug);
      if (!row || (row.customerId !== auth.customerId && !(await isAdmin(auth)))) throw notFound();
      const { screens, shutter, ...event } = toEvent(row);
      return {
        ...event,
        ...(query.screens ? { screens } : {}),
        ...(query.shutter ? { shutter } : {}),
        ...(query.assets ? { assets: await withAssets(row, { ...event, screens, shutter }) } : {}),
        // AI/AR filters arrive with their own issue; the flag already answers their (empty) list.
        ...(query.filters ? { filters: [] } : {}),
        ...(query.shoots ? { shoots: await deps.firstShoots(row.id) } : {}),
      };
    },

    async create(auth, input) {
      // The template (in the language `locale` names) was laid under the body before parsing; neither is a setting.
      const { name, template, locale, ...created } = input;
      void template;
      void locale;
      const settings: EventSettings = { ...created, archived: false };
      assertWithinLimits(settings);
      assertPlanAllows(await customerPlanLevel(db, auth.customerId), settings, defaultSettings());
      await validatePrintLayouts(db, auth.customerId, settings.screens.sharing.printLayoutCreator);
      await assertUsableAssets(db, auth.customerId, settings);
      await assertOwnEventSources(db, auth.customerId, settings);
      const row = await storeNewEvent(db, { customerId: auth.customerId, name, settings, now: now() });
      if (mosaicChanged(settings, undefined)) await deps.onMosaicChange?.(row.id);
      return toEvent(row);
    },

    async update(auth, id, input, password) {
      const row = await owned(auth, id);
      await assertUnlocked(row, password);
      const { name, genericUrlId, ...changes } = input;
      const previous = settingsOf(row);
      const next: EventSettings = { ...previous, ...changes };
      assertWithinLimits(next);
      assertPlanAllows(await customerPlanLevel(db, auth.customerId), next, previous);
      await validatePrintLayouts(db, auth.customerId, next.screens.sharing.printLayoutCreator, previous.screens.sharing.printLayoutCreator);
      await assertUsableAssets(db, auth.customerId, next, previous);
      await assertOwnEventSources(db, auth.customerId, next, previous);
      if (genericUrlId && !(await findGenericUrl(db, auth.customerId, genericUrlId))) {
        throw new Invalid('No such generic URL', [{ path: 'genericUrlId', message: 'No such generic URL' }]);
      }
      const at = now();
      const updated = await db.transaction(async (tx) => {
        if (genericUrlId) await releaseGenericUrl(tx, auth.customerId, genericUrlId, id, at);
        return updateEvent(tx, auth.customerId, id, {
          ...(name === undefined ? {} : { name }),
          ...(genericUrlId === undefined ? {} : { genericUrlId }),
          ...settingsColumns(next),
          updatedAt: at,
        });
      });
      if (!updated) throw notFound();
      await onChange(updated.slug);
      if (mosaicChanged(next, previous)) await deps.onMosaicChange?.(updated.id);
      return toEvent(updated);
    },

    async patch(auth, id, input, password) {
      const row = await owned(auth, id);
      await assertUnlocked(row, password);
      let lockPasswordHash = row.lockPasswordHash;
      if (input.lockPassword === null) lockPasswordHash = null;
      else if (input.lockPassword !== undefined) lockPasswordHash = await hashPassword(input.lockPassword);
      let kioskExitPinHash = row.kioskExitPinHash;
      if (input.kioskExitPin === null) kioskExitPinHash = null;
      else if (input.kioskExitPin !== undefined) kioskExitPinHash = await hashPassword(input.kioskExitPin);
      const updated = await updateEvent(db, auth.customerId, id, {
        ...(input.autoPublic === undefined ? {} : { autoPublic: input.autoPublic }),
        ...(input.useAsExample === undefined ? {} : { useAsExample: input.useAsExample }),
        lockPasswordHash,
        kioskExitPinHash,
        updatedAt: now(),
      });
      if (!updated) throw notFound();
      await onChange(updated.slug);
      return toEvent(updated);
    },

    async remove(auth, id, password) {
      const row = await owned(auth, id);
      await assertUnlocked(row, password);
      if (!(await deleteEvent(db, auth.customerId, id))) throw notFound();
      await onChange(row.slug);
      await deps.onRemoved?.(row.id);
    },

    async duplicate(auth, id, name, password) {
      const source = await owned(auth, id);
      await assertUnlocked(source, password);
      const requested = name.trim();
      const copyNamed =
        requested === '' || requested === source.name.trim() ? copyName(source.name, await listEventNames(db, auth.customerId)) : requested;
      // The copy is a new, active campaign: no pictures, no lock, and the generic URL stays with the source.
      const settings: EventSettings = { ...settingsOf(source), archived: false };
      // A copy is a new campaign: every asset it names must still be usable, or the copy is refused naming where.
      await assertUsableAssets(db, auth.customerId, settings);
      const copy = await storeNewEvent(db, { customerId: auth.customerId, name: copyNamed, settings, now: now() });
      // A copy with its mosaic on has a wall of its own to fill.
      if (mosaicChanged(settings, undefined)) await deps.onMosaicChange?.(copy.id);
      return toEvent(copy);
    },
  };
}
