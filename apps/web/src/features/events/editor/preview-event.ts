import {
  AR_FILTER_STORED_MANIFEST,
  type Asset,
  type EventGetAnswer,
  type EventVirtualDto,
  type GuestArFilter,
  type GuestAsset,
  toKioskEventDto,
  toVirtualEventDto,
} from '@booth/shared';

/**
 * Where the kiosk loads an AR filter's checked manifest, as the server's guest view gives it
 * (guest-asset-view.ts `guestArFilter`): the server stores it next to the uploaded ZIP (the asset's
 * `filePath`) under AR_FILTER_STORED_MANIFEST. Only a filter whose check passed has one, and the
 * check is what gave it its preview picture, so a filter without a preview has none.
 */
function guestArFilter(asset: Asset): GuestArFilter | undefined {
  if (asset.assetType !== 'arFilter' || !asset.thumbnailPath) return undefined;
  const folder = asset.filePath.slice(0, asset.filePath.lastIndexOf('/') + 1);
  return { manifestSrc: `${folder}${AR_FILTER_STORED_MANIFEST}` };
}

/** A library asset as the guest page gets it with the campaign (the booth's GET /events/{slug}/virtual and /kiosk). */
export function toGuestAsset(asset: Asset): GuestAsset {
  const arFilter = guestArFilter(asset);
  return {
    id: asset.id,
    assetType: asset.assetType,
    mimetype: asset.mimetype,
    src: asset.src ?? asset.filePath,
    thumbSrc: asset.thumbnailPath,
    width: null,
    height: null,
    photoAreas: [],
    family: asset.family ?? null,
    ...(arFilter ? { arFilter } : {}),
  };
}

/** Every string in the settings (asset references are uuids among them). */
function stringsIn(value: unknown, into: Set<string>): Set<string> {
  if (typeof value === 'string') into.add(value);
  else if (Array.isArray(value)) for (const item of value) stringsIn(item, into);
  else if (value && typeof value === 'object') for (const item of Object.values(value)) stringsIn(item, into);
  return into;
}

/**
 * The campaign as the guest page would get it with the unsaved settings: the saved event merged with
 * the draft, cut to the guest's view, with a GuestAsset for every known asset the settings refer to.
 * Null while the draft does not parse (a half-typed colour): the preview keeps the last good one.
 */
export function previewEvent(event: EventGetAnswer, draft: Record<string, unknown>, assets: ReadonlyMap<string, Asset>): EventVirtualDto | null {
  let dto: EventVirtualDto;
  try {
    const merged = { ...event, ...draft } as Parameters<typeof toVirtualEventDto>[0];
    // A tablet campaign is previewed in the kiosk, which also shows the attention and review screens.
    dto = merged.boothType === 'ipad' ? toKioskEventDto(merged, event.locked || event.kioskExitPinSet) : toVirtualEventDto(merged);
  } catch {
    return null;
  }
  const referenced = stringsIn({ ...dto, assets: [] }, new Set());
  return { ...dto, assets: [...assets.values()].filter((asset) => referenced.has(asset.id)).map(toGuestAsset) };
}
