import type { DeviceSelf, Locale } from '@booth/shared';
import type { DeviceRefusalCode } from '@/guest/shared/guest-api';
import { kioskCampaignPath, kioskStartPath } from '@/guest/kiosk/page/kiosk-path';

/** Why a paired tablet may not start a guest on the campaign it has open. */
export type DeviceBlock = 'noLicence' | 'licenceExpired' | 'notAllowed';

/** The kiosk as a paired device, as its screens see it (attention screen, operator page). */
export interface KioskDevice {
  /** The server's last word on the tablet (GET /device, each ping); null before the first answer. */
  self: DeviceSelf | null;
  lastPingAt: Date | null;
  /** Set while the tablet may not start guests: the attention screen tells the operator why. */
  blocked: DeviceBlock | null;
  /** The kiosk page to open at the next attention screen (another campaign, the start page), or null. */
  switchTo: string | null;
}

const REFUSAL_BLOCKS: Record<Exclude<DeviceRefusalCode, 'DEVICE_UNKNOWN'>, DeviceBlock> = {
  LICENCE_REQUIRED: 'noLicence',
  LICENCE_EXPIRED: 'licenceExpired',
  DEVICE_NOT_ALLOWED: 'notAllowed',
};

export interface DeviceFacts {
  /** The campaign the kiosk has open. */
  slug: string;
  locale: Locale;
  self: DeviceSelf | null;
  lastPingAt: Date | null;
  /** A session start refused since the last answer of the server (an unknown device is `removed`). */
  refusal: Exclude<DeviceRefusalCode, 'DEVICE_UNKNOWN'> | null;
  /** The server no longer knows the token. */
  removed: boolean;
}

/**
 * What the kiosk does with what it knows: a refused start blocks at once (until the next answer says
 * otherwise); a removed device or one without a campaign goes back to the start page; another
 * assigned campaign is opened instead of this one.
 */
export function kioskDeviceState(facts: DeviceFacts): KioskDevice {
  const { slug, locale, self, lastPingAt, refusal, removed } = facts;
  let switchTo: string | null = null;
  if (removed || (self && !self.event)) switchTo = kioskStartPath(locale);
  else if (self?.event && self.event.slug !== slug) switchTo = kioskCampaignPath(self.event.slug, locale);
  let blocked: DeviceBlock | null = null;
  if (refusal) blocked = REFUSAL_BLOCKS[refusal];
  else if (self && !self.canStart && (self.blocked === 'noLicence' || self.blocked === 'licenceExpired')) blocked = self.blocked;
  return { self, lastPingAt, blocked: removed ? null : blocked, switchTo };
}
