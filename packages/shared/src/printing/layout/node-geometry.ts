import type { LayoutNode } from '../../events/print-layout-nodes.ts';

export interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

type Placed = Pick<LayoutNode, 'x' | 'y' | 'width' | 'height' | 'rotation' | 'scaleX' | 'scaleY'>;

/**
 * The axis-aligned box a node covers. Nodes turn about their top-left corner, as Konva turns them (the
 * editor's library), so the printed sheet and the editor agree.
 */
export function nodeBounds(node: Placed): Box {
  const width = node.width * node.scaleX;
  const height = node.height * node.scaleY;
  const radians = (node.rotation * Math.PI) / 180;
  const cos = Math.cos(radians);
  const sin = Math.sin(radians);
  const corners = [
    [0, 0],
    [width, 0],
    [0, height],
    [width, height],
  ].map(([dx = 0, dy = 0]) => [node.x + dx * cos - dy * sin, node.y + dx * sin + dy * cos] as const);
  const xs = corners.map(([x]) => x);
  const ys = corners.map(([, y]) => y);
  const left = Math.min(...xs);
  const top = Math.min(...ys);
  return { x: left, y: top, width: Math.max(...xs) - left, height: Math.max(...ys) - top };
}

/** The centre of a node after its turn. */
export function nodeCentre(node: Placed): { x: number; y: number } {
  const halfWidth = (node.width * node.scaleX) / 2;
  const halfHeight = (node.height * node.scaleY) / 2;
  const radians = (node.rotation * Math.PI) / 180;
  return {
    x: node.x + halfWidth * Math.cos(radians) - halfHeight * Math.sin(radians),
    y: node.y + halfWidth * Math.sin(radians) + halfHeight * Math.cos(radians),
  };
}

/** Whether any of the box lies on a canvas of this size. */
export function overlapsCanvas(box: Box, canvas: { width: number; height: number }): boolean {
  return box.x < canvas.width && box.y < canvas.height && box.x + box.width > 0 && box.y + box.height > 0;
}
