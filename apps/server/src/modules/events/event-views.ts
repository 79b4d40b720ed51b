import { eventSettingsSchema, parseStored, type Event, type EventListItem, type EventSettings } from '@booth/shared';
import type { ColumnSettingsKey, EventRow, NewEventRow, StoredSettings } from './events.table.ts';

/**
 * The settings of a row: the document and the columns, through the schema so later-added settings
 * take their defaults, and a text stored before the safe-text rule reads without what the rule refuses.
 */
export function settingsOf(row: EventRow): EventSettings {
  return parseStored(eventSettingsSchema, {
    ...row.settings,
    boothType: row.boothType,
    dimension: row.dimension,
    deviceOrientation: row.deviceOrientation,
    eventType: row.eventType,
    archived: row.archived,
    autoPublic: row.autoPublic,
    useAsExample: row.useAsExample,
  });
}

/** Splits settings into their columns and the document, so each value is stored once. */
export function settingsColumns(settings: EventSettings): Pick<NewEventRow, ColumnSettingsKey | 'settings'> {
  const { boothType, dimension, deviceOrientation, eventType, archived, autoPublic, useAsExample, ...document } = settings;
  const stored: StoredSettings = document;
  return { boothType, dimension, deviceOrientation, eventType, archived, autoPublic, useAsExample, settings: stored };
}

function recordOf(row: EventRow) {
  return {
    id: row.id,
    name: row.name,
    slug: row.slug,
    genericUrlId: row.genericUrlId,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    lastPictureAt: row.lastPictureAt?.toISOString() ?? null,
    pictures: row.pictures,
    picturesAllTime: row.picturesAllTime,
    picturesDeleted: row.picturesDeleted,
    // An event is active unless archived (campaigns §4).
    active: !row.archived,
    // Whether a lock is set; the hash itself never leaves the server.
    locked: row.lockPasswordHash !== null,
    kioskExitPinSet: row.kioskExitPinHash !== null,
  };
}

/** The whole event as the organiser's API answers it. */
export function toEvent(row: EventRow): Event {
  return { ...recordOf(row), ...settingsOf(row) };
}

/** A list row without parsing the settings document. */
export function toEventListItem(row: EventRow): EventListItem {
  const record = recordOf(row);
  return {
    id: record.id,
    name: record.name,
    slug: record.slug,
    boothType: row.boothType,
    dimension: row.dimension,
    deviceOrientation: row.deviceOrientation,
    eventType: row.eventType,
    archived: row.archived,
    active: record.active,
    locked: record.locked,
    pictures: record.pictures,
    lastPictureAt: record.lastPictureAt,
    createdAt: record.createdAt,
    updatedAt: record.updatedAt,
  };
}
