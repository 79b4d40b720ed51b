import type { PrintLayoutConfiguration, PrintLayoutCreator } from '../../events/print-layout.ts';
import type { ShootKind } from '../../shoots/shoot-kinds.ts';

/** The capture kinds that have a print layout of their own. */
export const printLayoutKinds = ['photo', 'gif', 'boomerang', 'aifilter', 'photoLayout'] as const;
export type PrintLayoutKind = (typeof printLayoutKinds)[number];

/** The layout that prints a capture of `kind`. */
export function printLayoutFor(creator: PrintLayoutCreator, kind: PrintLayoutKind): PrintLayoutConfiguration {
  return creator.settings[kind];
}

/**
 * The layout a picture of a shoot kind prints with: AI pictures print like AI-filter ones, and the
 * kinds without a layout of their own (video, unknown) print their still as a photo.
 */
export function printLayoutKindOf(shootKind: ShootKind): PrintLayoutKind {
  switch (shootKind) {
    case 'Gif':
      return 'gif';
    case 'Boomerang':
      return 'boomerang';
    case 'PhotoLayout':
      return 'photoLayout';
    case 'Ai':
    case 'AiFilter':
      return 'aifilter';
    default:
      return 'photo';
  }
}
