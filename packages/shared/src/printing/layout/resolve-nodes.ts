import type { PrintLayoutConfiguration } from '../../events/print-layout.ts';
import { dateNodeSchema, frameNodeSchema, shootQrCodeNodeSchema, type LayoutNode, type NodeLevel } from '../../events/print-layout-nodes.ts';
import { fitPrintCanvas, type PaperRatio } from '../../events/rules/print-canvas.ts';
import { frameGrid, ratioValue } from './frame-grid.ts';
import type { Box } from './node-geometry.ts';
import { stripDuplication } from './paper.ts';
import { formatPrintDate } from './print-date.ts';

export type DateNode = Extract<LayoutNode, { type: 'date' }>;
export type FrameNode = Extract<LayoutNode, { type: 'frame' }>;
/** A node ready to draw: a date node carries the text it prints. */
export type ResolvedNode = Exclude<LayoutNode, DateNode> | (DateNode & { text: string });

/** The dates a date node may print (campaigns §3: now, event start or end). Missing event dates print `now`. */
export interface PrintDates {
  now: Date;
  eventStart?: Date | null;
  eventEnd?: Date | null;
  /** IANA zone the dates are printed in; the runtime's when not given. */
  timeZone?: string;
}

export interface ResolveOptions {
  /** paperConfig.frameDimension: the shape of generated frames (default 1:1). */
  frameDimension?: string;
  dates?: PrintDates;
}

export interface ResolvedLayout {
  /** The layout's own paper and canvas (a strip for duplicated strips). */
  paper: PaperRatio;
  canvas: { width: number; height: number };
  /** The paper printed on, and its canvas. */
  sheet: PaperRatio;
  sheetCanvas: { width: number; height: number };
  /** Where the layout is drawn on the sheet canvas: once, or twice for duplicated strips. */
  copies: { x: number; y: number }[];
  backgroundColor: string;
  backgroundAsset: string | null;
  overlayAsset: string | null;
  /** Drawing order: background level first, then by zIndex, then as listed. */
  nodes: ResolvedNode[];
}

const levelRank: Record<NodeLevel, number> = { background: 0, overlay: 1 };
const MARGIN = 0.05;
const FOOTER = 0.12;
export const GENERATED_NODE_PREFIX = 'auto-';

function dateFor(node: DateNode, dates: PrintDates): Date {
  if (node.dateType === 'event-start') return dates.eventStart ?? dates.now;
  if (node.dateType === 'event-end') return dates.eventEnd ?? dates.now;
  return dates.now;
}

function frameNode(index: number, box: Box): FrameNode {
  return frameNodeSchema.parse({ ...box, id: `${GENERATED_NODE_PREFIX}frame-${index}`, type: 'frame', frameIndex: index });
}

/**
 * The nodes the flags ask for when the organiser placed none: `qrCode` a code of the picture's
 * microsite and `addCurrentDate` today's date, both in a footer under the frames.
 */
function footerNodes(configuration: PrintLayoutConfiguration, canvas: { width: number; height: number }): LayoutNode[] {
  const has = (type: LayoutNode['type']) => configuration.nodes.some((node) => node.type === type);
  const margin = Math.round(Math.min(canvas.width, canvas.height) * MARGIN);
  const band = Math.round(canvas.height * FOOTER);
  const top = canvas.height - margin - band;
  const nodes: LayoutNode[] = [];
  if (configuration.qrCode && !has('shoot-qr-code') && !has('qr-code')) {
    nodes.push(
      shootQrCodeNodeSchema.parse({ id: `${GENERATED_NODE_PREFIX}qr`, type: 'shoot-qr-code', x: canvas.width - margin - band, y: top, width: band, height: band }),
    );
  }
  if (configuration.addCurrentDate && !has('date')) {
    const size = Math.round(band * 0.3);
    nodes.push(
      dateNodeSchema.parse({
        id: `${GENERATED_NODE_PREFIX}date`,
        type: 'date',
        x: margin,
        y: top + (band - size) / 2,
        width: Math.max(1, canvas.width - 3 * margin - band),
        height: size,
        textFormat: { size },
      }),
    );
  }
  return nodes;
}

/**
 * Frames where the layout has none of its own: its `rectangles` (the frame slots of the layout
 * description) if it has those, else `includeFrames` frames of `frameDimension` laid out inside a margin,
 * above the footer when one is generated.
 */
function generatedFrames(configuration: PrintLayoutConfiguration, canvas: { width: number; height: number }, frameDimension: string, footer: boolean): FrameNode[] {
  if (configuration.nodes.some((node) => node.type === 'frame')) return [];
  if (configuration.rectangles.length > 0) {
    return configuration.rectangles.map((rectangle, index) => frameNode(index % configuration.includeFrames, rectangle));
  }
  const margin = Math.round(Math.min(canvas.width, canvas.height) * MARGIN);
  const footerHeight = footer ? Math.round(canvas.height * FOOTER) + margin : 0;
  const area = { x: margin, y: margin, width: canvas.width - 2 * margin, height: canvas.height - 2 * margin - footerHeight };
  return frameGrid(configuration.includeFrames, area, ratioValue(frameDimension)).map((box, index) => frameNode(index, box));
}

/** Everything the editor preview and the server's sheet draw, in the order they draw it. */
export function resolveLayoutNodes(configuration: PrintLayoutConfiguration, paper: PaperRatio, options: ResolveOptions = {}): ResolvedLayout {
  const canvas = fitPrintCanvas(paper);
  const dates = options.dates ?? { now: new Date() };
  const footer = footerNodes(configuration, canvas);
  const frames = generatedFrames(configuration, canvas, options.frameDimension ?? '1:1', footer.length > 0);
  const listed = [...frames, ...configuration.nodes, ...footer];
  const ordered = listed
    .map((node, index) => ({ node, index }))
    .sort((a, b) => levelRank[a.node.level] - levelRank[b.node.level] || a.node.zIndex - b.node.zIndex || a.index - b.index)
    .map(({ node }): ResolvedNode =>
      node.type === 'date' ? { ...node, text: formatPrintDate(dateFor(node, dates), node.format, dates.timeZone) } : node,
    );
  const duplication = configuration.duplicateStripePrinting ? stripDuplication(paper) : null;
  const sheet = duplication?.sheet ?? paper;
  return {
    paper,
    canvas,
    sheet,
    sheetCanvas: fitPrintCanvas(sheet),
    copies: duplication ? [...duplication.offsets] : [{ x: 0, y: 0 }],
    backgroundColor: configuration.backgroundColor,
    backgroundAsset: configuration.backgroundAsset,
    overlayAsset: configuration.overlayAsset,
    nodes: ordered,
  };
}
