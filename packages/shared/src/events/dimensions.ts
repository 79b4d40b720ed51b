import { z } from 'zod';
import type { Orientation } from '../assets/orientation.ts';

/** Allowed picture dimensions (campaigns §5), written width:height. */
export const eventDimensions = ['1:1', '4:3', '3:4', '4:6', '6:4', '16:9', '9:16', '620:877', '51:76'] as const;
export type EventDimension = (typeof eventDimensions)[number];
export const eventDimensionSchema = z.enum(eventDimensions, { error: 'Not an allowed dimension' });

/**
 * A new campaign is portrait (deviceOrientation's default, campaigns §3) and 3:4 is the portrait
 * screen of the tablet booth, so the two defaults agree.
 */
export const DEFAULT_EVENT_DIMENSION: EventDimension = '3:4';

const orientationByDimension: Record<EventDimension, Orientation> = {
  '1:1': 'square',
  '4:3': 'landscape',
  '6:4': 'landscape',
  '16:9': 'landscape',
  '3:4': 'portrait',
  '4:6': 'portrait',
  '9:16': 'portrait',
  '620:877': 'portrait',
  '51:76': 'portrait',
};

/** Orientation derives from the dimension (campaigns §5). */
export function orientationFromDimension(dimension: EventDimension): Orientation {
  return orientationByDimension[dimension];
}

export function isEventDimension(value: unknown): value is EventDimension {
  return typeof value === 'string' && (eventDimensions as readonly string[]).includes(value);
}

/** Width divided by height, for laying out previews in the right shape. */
export function dimensionRatio(dimension: EventDimension): number {
  const [width, height] = dimension.split(':').map(Number);
  return (width ?? 1) / (height ?? 1);
}
