import type { BoothType } from '../event.ts';
import type { ScreenName } from '../screens.ts';
import type { Shutter } from '../shutter.ts';

/** The guest screens in the order a guest meets them (campaigns §2). */
export const screenOrder = [
  'attention',
  'shutter',
  'review',
  'sharing',
  'microsite',
  'presentation',
] as const satisfies readonly ScreenName[];

/** The attention and review screens are absent in a virtual booth (campaigns §2). */
export const screensAbsentInVirtualBooth: ReadonlySet<ScreenName> = new Set<ScreenName>(['attention', 'review']);

export function isScreenAvailable(screen: ScreenName, boothType: BoothType): boolean {
  return boothType !== 'virtual' || !screensAbsentInVirtualBooth.has(screen);
}

export function screensFor(boothType: BoothType): ScreenName[] {
  return screenOrder.filter((screen) => isScreenAvailable(screen, boothType));
}

/** The GIF speed option of the review screen appears only when the GIF capture feature is enabled (campaigns §4). */
export function isGifSpeedOptionVisible(shutter: { gif: Pick<Shutter['gif'], 'enabled'> }): boolean {
  return shutter.gif.enabled;
}
