import type { EventKioskDto } from '@booth/shared';
import { createContext, useContext, type ReactNode } from 'react';
import type { KioskDevice } from './device/device-state';

/** Where the kiosk stands: pausing it (exit) leads to the operator page. */
export interface KioskControls {
  /** The secret the operator's exit was checked with (none when the campaign has none). */
  onExit: (secret?: string) => void;
}

interface KioskValue extends KioskControls {
  /** The kiosk view of the campaign; the guest context holds the same object as the booth's view. */
  event: EventKioskDto;
  /** The paired tablet the kiosk runs as (licence, assigned campaign, last ping); null in a plain browser. */
  device: KioskDevice | null;
}

const KioskContext = createContext<KioskValue | null>(null);

/** The kiosk's own parts of the campaign (attention and review screens, exit secret), beside the guest context. */
export function KioskProvider(props: Omit<KioskValue, 'device'> & { device?: KioskDevice | null; children: ReactNode }) {
  const { event, onExit, device = null, children } = props;
  return <KioskContext.Provider value={{ event, onExit, device }}>{children}</KioskContext.Provider>;
}

export function useKiosk(): KioskValue {
  const value = useContext(KioskContext);
  if (!value) throw new Error('useKiosk outside KioskProvider');
  return value;
}
