import { guestTexts, type EventLegal, type EventVirtualDto, type GuestAsset, type GuestTexts, type Locale } from '@booth/shared';
import { createContext, useContext, useMemo, type ReactNode } from 'react';

/** What the booth knows besides the campaign: how it runs and the installation's legal pages. */
export interface BoothExtras {
  /** The installation's imprint and privacy pages (GET /api/config), used where the campaign has none. */
  installationLegal?: Partial<EventLegal> | null;
  /** A draft campaign opened by its organiser: pictures are marked as tests. */
  testMode?: boolean;
  /** The editor's preview: no camera, no uploads, no network (booth/preview). */
  preview?: boolean;
  /** The server answered EVENT_NOT_LIVE (the campaign went back to draft): show the not-live page. */
  onNotLive?: () => void;
}

export interface GuestContextValue {
  event: EventVirtualDto;
  locale: Locale;
  /** The guest's texts: catalogue in the guest's language, overridden by the event's translations. */
  t: GuestTexts;
  /** The assets the event's settings refer to, by id. */
  asset: (id: string | null | undefined) => GuestAsset | undefined;
  /** The guest session token (created once the guest starts). */
  sessionToken: string;
  /** The imprint and privacy links to show: the campaign's own, else the installation's. */
  legal: EventLegal;
  extras: BoothExtras;
}

const GuestContext = createContext<GuestContextValue | null>(null);

/** The campaign's own imprint and privacy pages, each falling back to the installation's. */
export function resolveLegal(event: EventVirtualDto, installation: Partial<EventLegal> | null | undefined): EventLegal {
  const pick = (own: string | undefined, fallback: string | undefined) => (own?.trim() ? own.trim() : (fallback?.trim() ?? ''));
  return {
    imprintUrl: pick(event.legal?.imprintUrl, installation?.imprintUrl),
    privacyUrl: pick(event.legal?.privacyUrl, installation?.privacyUrl),
  };
}

const NO_EXTRAS: BoothExtras = {};

export function GuestProvider(props: { event: EventVirtualDto; locale: Locale; sessionToken: string; extras?: BoothExtras; children: ReactNode }) {
  const { event, locale, sessionToken } = props;
  const extras = props.extras ?? NO_EXTRAS;
  const value = useMemo<GuestContextValue>(() => {
    const byId = new Map(event.assets.map((item) => [item.id, item]));
    return {
      event,
      locale,
      t: guestTexts(locale, event.virtualSettings.translations),
      asset: (id) => (id ? byId.get(id) : undefined),
      sessionToken,
      legal: resolveLegal(event, extras.installationLegal),
      extras,
    };
  }, [event, locale, sessionToken, extras]);
  return <GuestContext.Provider value={value}>{props.children}</GuestContext.Provider>;
}

export function useGuest(): GuestContextValue {
  const value = useContext(GuestContext);
  if (!value) throw new Error('useGuest outside GuestProvider');
  return value;
}
