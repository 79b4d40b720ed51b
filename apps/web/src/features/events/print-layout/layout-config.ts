import {
  GENERATED_NODE_PREFIX,
  type LayoutNode,
  type PrintLayoutConfiguration,
  type ResolvedLayout,
  type ResolvedNode,
  fitPrintCanvas,
  stripDuplication,
} from '@booth/shared';
import { type Paper, nextNodeId, removeNode } from '@/features/events/print-layout/layout-nodes';

/*
 * Edits of a whole layout configuration. The shared description (resolveLayoutNodes) draws frames,
 * the picture's QR code and the date by itself while the organiser has placed none; the editor shows
 * those generated nodes, and the first edit of one turns them into nodes of the layout ("materialise").
 */

export type PaperSize = PrintLayoutConfiguration['paperSize'];

/** The canvas of a paper size: at most 1920 px on the longer side (campaigns §9). */
export function paperOf(paperSize: PaperSize): Paper {
  return fitPrintCanvas(paperSize);
}

/** Strips are the papers that can be printed twice side by side. */
export function isStrip(paperSize: PaperSize): boolean {
  return stripDuplication(paperSize) !== null;
}

export function isGenerated(id: string): boolean {
  return id.startsWith(GENERATED_NODE_PREFIX);
}

/** A resolved node as a node of the layout (a date's printed text dropped). */
function asLayoutNode(node: ResolvedNode): LayoutNode {
  if (node.type !== 'date') return node;
  const { text: _text, ...date } = node;
  return date;
}

/** The layout with every generated node written into it under an id of its own. */
export function materialise(config: PrintLayoutConfiguration, resolved: ResolvedLayout): { config: PrintLayoutConfiguration; ids: Map<string, string> } {
  const ids = new Map<string, string>();
  if (!resolved.nodes.some((node) => isGenerated(node.id))) return { config, ids };
  const nodes: LayoutNode[] = [];
  for (const node of resolved.nodes.map(asLayoutNode)) {
    if (!isGenerated(node.id)) nodes.push(node);
    else {
      const id = nextNodeId(node.type, [...config.nodes, ...nodes]);
      ids.set(node.id, id);
      nodes.push({ ...node, id });
    }
  }
  return { config: { ...config, nodes, rectangles: [] }, ids };
}

/** Sets the number of pictures; the frames are dropped so the description lays them out again. */
export function withFrameCount(config: PrintLayoutConfiguration, count: number): PrintLayoutConfiguration {
  return { ...config, includeFrames: count, rectangles: [], nodes: config.nodes.filter((node) => node.type !== 'frame') };
}

/**
 * A new paper size: the frames are laid out again for the new shape; the other nodes keep their place
 * relative to the paper and their shape, scaled by the paper's smaller change.
 */
export function withPaperSize(config: PrintLayoutConfiguration, paperSize: PaperSize): PrintLayoutConfiguration {
  const from = paperOf(config.paperSize);
  const to = paperOf(paperSize);
  const sx = to.width / from.width;
  const sy = to.height / from.height;
  const size = Math.min(sx, sy);
  const nodes = config.nodes
    .filter((node) => node.type !== 'frame')
    .map((node) => ({ ...node, x: Math.round(node.x * sx), y: Math.round(node.y * sy), width: Math.max(1, Math.round(node.width * size)), height: Math.max(1, Math.round(node.height * size)) }));
  const duplicateStripePrinting = isStrip(paperSize) ? config.duplicateStripePrinting : false;
  return { ...config, paperSize, nodes, rectangles: [], duplicateStripePrinting };
}

/** Turning the picture's QR code or the date off takes the placed ones off the paper too. */
export function withSwitch(config: PrintLayoutConfiguration, key: 'qrCode' | 'addCurrentDate', on: boolean): PrintLayoutConfiguration {
  if (on) return { ...config, [key]: true };
  const type = key === 'qrCode' ? 'shoot-qr-code' : 'date';
  return { ...config, [key]: false, nodes: config.nodes.filter((node) => node.type !== type) };
}

/** Deletes a node; deleting the last picture QR code or date turns its switch off, so none is generated again. */
export function withoutNode(config: PrintLayoutConfiguration, id: string): PrintLayoutConfiguration {
  const nodes = removeNode(config.nodes, id);
  return {
    ...config,
    nodes,
    qrCode: config.qrCode && nodes.some((node) => node.type === 'shoot-qr-code' || node.type === 'qr-code'),
    addCurrentDate: config.addCurrentDate && nodes.some((node) => node.type === 'date'),
  };
}
