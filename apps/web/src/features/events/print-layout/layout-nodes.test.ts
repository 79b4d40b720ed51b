import type { LayoutNode } from '@booth/shared';
import { describe, expect, it } from 'vitest';
import { canAddNode, canMoveInZ, createNode, drawingOrder, moveInZ, nextNodeId, nudgeNode, removeNode, toggleLevel, updateNode } from '@/features/events/print-layout/layout-nodes';

const paper = { width: 1280, height: 1920 };

function layout(): LayoutNode[] {
  const a = createNode('frame', [], paper);
  const b = createNode('text', [a], paper);
  const c = createNode('date', [a, b], paper);
  return [a, b, c];
}

describe('layout nodes', () => {
  it('creates nodes with the schema defaults, centred, above the rest, with unique ids', () => {
    const [frame, text, date] = layout() as [LayoutNode, LayoutNode, LayoutNode];
    expect(frame).toMatchObject({ type: 'frame', id: 'frame-1', frameIndex: 0, level: 'overlay', rotation: 0, scaleX: 1, zIndex: 0 });
    expect(frame.x + frame.width / 2).toBeCloseTo(640, 0);
    expect(text).toMatchObject({ type: 'text', id: 'text-1', zIndex: 1 });
    expect(date).toMatchObject({ type: 'date', dateType: 'now', format: 'dd.mm.YYYY', zIndex: 2 });
    expect(nextNodeId('frame', [frame, { ...frame, id: 'frame-2' }])).toBe('frame-3');
  });

  it('keeps a tall frame on a wide strip inside the paper', () => {
    const strip = { width: 1920, height: 640 };
    const frame = createNode('frame', [], strip, {}, 4 / 3);
    expect(frame.height).toBeLessThanOrEqual(strip.height);
    expect(frame.width / frame.height).toBeCloseTo(3 / 4, 1);
  });

  it('carries kind fields such as a QR code address', () => {
    const qr = createNode('qr-code', [], paper, { value: 'https://example.com/booth/abc' });
    expect(qr).toMatchObject({ type: 'qr-code', value: 'https://example.com/booth/abc' });
    expect(qr.width).toBe(qr.height);
  });

  it('updates, nudges, deletes and toggles the level of one node', () => {
    const nodes = layout();
    expect(updateNode(nodes, 'text-1', { rotation: 45 })[1]?.rotation).toBe(45);
    const nudged = nudgeNode(nodes, 'frame-1', 10, -1)[0] as LayoutNode;
    expect([nudged.x - (nodes[0] as LayoutNode).x, nudged.y - (nodes[0] as LayoutNode).y]).toEqual([10, -1]);
    expect(removeNode(nodes, 'text-1').map((node) => node.id)).toEqual(['frame-1', 'date-1']);
    expect(toggleLevel(nodes, 'date-1')[2]?.level).toBe('background');
    expect(toggleLevel(toggleLevel(nodes, 'date-1'), 'date-1')[2]?.level).toBe('overlay');
  });

  it('moves a node forward, backward, to the front and to the back', () => {
    const nodes = layout();
    const ids = (list: LayoutNode[]) => drawingOrder(list).map((node) => node.id);
    expect(ids(moveInZ(nodes, 'frame-1', 'forward'))).toEqual(['text-1', 'frame-1', 'date-1']);
    expect(ids(moveInZ(nodes, 'frame-1', 'front'))).toEqual(['text-1', 'date-1', 'frame-1']);
    expect(ids(moveInZ(nodes, 'date-1', 'back'))).toEqual(['date-1', 'frame-1', 'text-1']);
    expect(ids(moveInZ(nodes, 'date-1', 'backward'))).toEqual(['frame-1', 'date-1', 'text-1']);
    expect(moveInZ(nodes, 'date-1', 'back').map((node) => node.zIndex)).toEqual([1, 2, 0]);
    expect(canMoveInZ(nodes, 'date-1', 'forward')).toBe(false);
    expect(canMoveInZ(nodes, 'frame-1', 'backward')).toBe(false);
    expect(canMoveInZ(nodes, 'text-1', 'front')).toBe(true);
  });

  it('draws the background level under the overlay level whatever the zIndex', () => {
    const nodes = toggleLevel(layout(), 'date-1');
    expect(drawingOrder(nodes).map((node) => node.id)).toEqual(['date-1', 'frame-1', 'text-1']);
    // Reordering inside the overlay level leaves the background node where it is.
    expect(drawingOrder(moveInZ(nodes, 'text-1', 'back')).map((node) => node.id)).toEqual(['date-1', 'text-1', 'frame-1']);
  });

  it('stops adding at the node limit', () => {
    const many = Array.from({ length: 100 }, (_, index) => ({ ...(layout()[0] as LayoutNode), id: `n${index}` }));
    expect(canAddNode(many)).toBe(false);
    expect(canAddNode(layout())).toBe(true);
  });
});
