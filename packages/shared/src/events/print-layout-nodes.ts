import { z } from 'zod';
import { singleLine } from '../safe-text-schema.ts';
import { LIST_MAX, assetRef, int, num, shortText, text, url } from './fields.ts';
import { textFormat } from './text-format.ts';

/** A node sits behind the picture (background) or in front of it (overlay); campaigns §4 toggles between them. */
export const nodeLevels = ['background', 'overlay'] as const;
export type NodeLevel = (typeof nodeLevels)[number];

export const dateTypes = ['now', 'event-start', 'event-end'] as const;
export type DateType = (typeof dateTypes)[number];
/**
 * The date types an organiser is offered. Campaigns have no start or end date yet, so "event start" and
 * "event end" would print today's date: they stay valid in stored layouts (and print today) but are not
 * offered until campaigns carry dates.
 */
export const offeredDateTypes: readonly DateType[] = ['now'];
export const DEFAULT_DATE_FORMAT = 'dd.mm.YYYY';

// Nodes may hang partly off the canvas, so positions reach one canvas beyond either edge.
const position = () => num(-4_000, 4_000, 0);
const size = (fallback: number) => num(1, 4_000, fallback);

/** What every layout node has (campaigns §3). */
const nodeFields = {
  id: singleLine().trim().min(1).max(64),
  x: position(),
  y: position(),
  width: size(200),
  height: size(200),
  rotation: num(-360, 360, 0),
  scaleX: num(0.01, 100, 1),
  scaleY: num(0.01, 100, 1),
  zIndex: int(0, 1_000, 0),
  level: z.enum(nodeLevels).default('overlay'),
};

/** Where a captured frame is placed; `frameIndex` picks which of the captured frames. */
export const frameNodeSchema = z.object({ ...nodeFields, type: z.literal('frame'), frameIndex: int(0, 29, 0) });
export const textNodeSchema = z.object({
  ...nodeFields,
  type: z.literal('text'),
  text: text(),
  format: textFormat({ size: 48 }).prefault({}),
});
export const imageNodeSchema = z.object({ ...nodeFields, type: z.literal('image'), assetId: assetRef() });
/** A QR code of a fixed address. */
export const qrCodeNodeSchema = z.object({ ...nodeFields, type: z.literal('qr-code'), value: url() });
/** A QR code of the printed picture's own microsite. */
export const shootQrCodeNodeSchema = z.object({ ...nodeFields, type: z.literal('shoot-qr-code') });
export const dateNodeSchema = z.object({
  ...nodeFields,
  type: z.literal('date'),
  dateType: z.enum(dateTypes).default('now'),
  format: shortText(DEFAULT_DATE_FORMAT),
  textFormat: textFormat({ size: 32 }).prefault({}),
});

export const layoutNodeSchema = z.discriminatedUnion('type', [
  frameNodeSchema,
  textNodeSchema,
  imageNodeSchema,
  qrCodeNodeSchema,
  shootQrCodeNodeSchema,
  dateNodeSchema,
]);
export type LayoutNode = z.infer<typeof layoutNodeSchema>;
export const layoutNodeTypes = ['frame', 'text', 'image', 'qr-code', 'shoot-qr-code', 'date'] as const;

export const LAYOUT_NODES_MAX = 100;
export const layoutNodesSchema = z.array(layoutNodeSchema).max(LAYOUT_NODES_MAX).default([]);

export const rectangleSchema = z.object({
  x: position(),
  y: position(),
  width: size(100),
  height: size(100),
});
export const rectanglesSchema = z.array(rectangleSchema).max(LIST_MAX).default([]);
