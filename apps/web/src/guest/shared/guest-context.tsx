import { guestTexts, type EventVirtualDto, type GuestAsset, type GuestTexts, type Locale } from '@booth/shared';
import { createContext, useContext, useMemo, type ReactNode } from 'react';

export interface GuestContextValue {
  event: EventVirtualDto;
  locale: Locale;
  /** The guest's texts: catalogue in the guest's language, overridden by the event's translations. */
  t: GuestTexts;
  /** The assets the event's settings refer to, by id. */
  asset: (id: string | null | undefined) => GuestAsset | undefined;
  /** The guest session token (created once the guest starts). */
  sessionToken: string;
}

const GuestContext = createContext<GuestContextValue | null>(null);

export function GuestProvider(props: { event: EventVirtualDto; locale: Locale; sessionToken: string; children: ReactNode }) {
  const { event, locale, sessionToken } = props;
  const value = useMemo<GuestContextValue>(() => {
    const byId = new Map(event.assets.map((item) => [item.id, item]));
    return {
      event,
      locale,
      t: guestTexts(locale, event.virtualSettings.translations),
      asset: (id) => (id ? byId.get(id) : undefined),
      sessionToken,
    };
  }, [event, locale, sessionToken]);
  return <GuestContext.Provider value={value}>{props.children}</GuestContext.Provider>;
}

export function useGuest(): GuestContextValue {
  const value = useContext(GuestContext);
  if (!value) throw new Error('useGuest outside GuestProvider');
  return value;
}
