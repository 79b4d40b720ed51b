import { type LayoutNode, LAYOUT_NODES_MAX, layoutNodeSchema, toggleNodeLevel } from '@booth/shared';

export type LayoutNodeType = LayoutNode['type'];

/*
 * Pure edits of a layout's nodes (campaigns §3): add, change, delete, nudge, z-order and the level
 * toggle of §4. Nodes are in canvas pixels; a new node gets the schema's defaults, a size that suits
 * its kind and a place in the middle of the paper.
 */

export interface Paper {
  width: number;
  height: number;
}

export type ZMove = 'forward' | 'backward' | 'front' | 'back';

/** The share of the paper's width a new node of a kind takes, and its height per width. */
const START_SIZE: Record<LayoutNodeType, { share: number; aspect: number }> = {
  frame: { share: 0.8, aspect: 1 },
  text: { share: 0.7, aspect: 0.18 },
  image: { share: 0.35, aspect: 1 },
  'qr-code': { share: 0.25, aspect: 1 },
  'shoot-qr-code': { share: 0.25, aspect: 1 },
  date: { share: 0.5, aspect: 0.14 },
};

export function nextNodeId(type: LayoutNodeType, nodes: readonly LayoutNode[]): string {
  const taken = new Set(nodes.map((node) => node.id));
  for (let n = 1; ; n += 1) {
    const id = `${type}-${n}`;
    if (!taken.has(id)) return id;
  }
}

export function canAddNode(nodes: readonly LayoutNode[]): boolean {
  return nodes.length < LAYOUT_NODES_MAX;
}

/** Nodes in drawing order: background level first, then overlay; inside a level by zIndex. */
export function drawingOrder(nodes: readonly LayoutNode[]): LayoutNode[] {
  const rank = (node: LayoutNode) => (node.level === 'background' ? 0 : 1);
  return [...nodes].sort((a, b) => rank(a) - rank(b) || a.zIndex - b.zIndex);
}

function topZ(nodes: readonly LayoutNode[]): number {
  return nodes.reduce((top, node) => Math.max(top, node.zIndex), -1);
}

/**
 * A new node of a kind, centred on the paper, above the others. `extra` sets kind fields (a QR code's
 * address, a frame's picture index, an aspect such as the frame dimension).
 */
export function createNode(type: LayoutNodeType, nodes: readonly LayoutNode[], paper: Paper, extra: Record<string, unknown> = {}, aspect?: number): LayoutNode {
  const start = START_SIZE[type];
  let width = Math.round(paper.width * start.share);
  let height = Math.round(width * (aspect ?? start.aspect));
  // A tall frame on a wide strip must still fit on the paper.
  if (height > paper.height * 0.9) {
    height = Math.round(paper.height * 0.9);
    width = Math.round(height / (aspect ?? start.aspect));
  }
  return layoutNodeSchema.parse({
    ...extra,
    type,
    id: nextNodeId(type, nodes),
    x: Math.round((paper.width - width) / 2),
    y: Math.round((paper.height - height) / 2),
    width,
    height,
    zIndex: Math.min(topZ(nodes) + 1, 1_000),
  });
}

export function updateNode(nodes: readonly LayoutNode[], id: string, patch: Partial<LayoutNode>): LayoutNode[] {
  return nodes.map((node) => (node.id === id ? ({ ...node, ...patch } as LayoutNode) : node));
}

export function removeNode(nodes: readonly LayoutNode[], id: string): LayoutNode[] {
  return nodes.filter((node) => node.id !== id);
}

export function nudgeNode(nodes: readonly LayoutNode[], id: string, dx: number, dy: number): LayoutNode[] {
  return nodes.map((node) => (node.id === id ? { ...node, x: node.x + dx, y: node.y + dy } : node));
}

export function toggleLevel(nodes: readonly LayoutNode[], id: string): LayoutNode[] {
  return nodes.map((node) => (node.id === id ? { ...node, level: toggleNodeLevel(node.level) } : node));
}

/**
 * Moves a node one step or all the way within its level and numbers the level 0..n-1 again, so
 * zIndex always says the order (the other level keeps its numbers).
 */
export function moveInZ(nodes: readonly LayoutNode[], id: string, move: ZMove): LayoutNode[] {
  const node = nodes.find((candidate) => candidate.id === id);
  if (!node) return [...nodes];
  const level = drawingOrder(nodes).filter((candidate) => candidate.level === node.level);
  const from = level.findIndex((candidate) => candidate.id === id);
  const to = { forward: from + 1, backward: from - 1, front: level.length - 1, back: 0 }[move];
  const target = Math.max(0, Math.min(level.length - 1, to));
  const order = level.filter((candidate) => candidate.id !== id);
  order.splice(target, 0, node);
  const zOf = new Map(order.map((candidate, index) => [candidate.id, index]));
  return nodes.map((candidate) => (zOf.has(candidate.id) ? { ...candidate, zIndex: zOf.get(candidate.id) ?? 0 } : candidate));
}

/** Whether a z-order move would change anything (for disabling the buttons). */
export function canMoveInZ(nodes: readonly LayoutNode[], id: string, move: ZMove): boolean {
  const node = nodes.find((candidate) => candidate.id === id);
  if (!node) return false;
  const level = drawingOrder(nodes).filter((candidate) => candidate.level === node.level);
  const index = level.findIndex((candidate) => candidate.id === id);
  return move === 'forward' || move === 'front' ? index < level.length - 1 : index > 0;
}
