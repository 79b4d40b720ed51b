import { describe, expect, it } from 'vitest';
import { printLayoutConfigurationSchema } from '../../events/print-layout.ts';
import { nodeBounds, overlapsCanvas } from './node-geometry.ts';
import { resolveLayoutNodes, type ResolvedNode } from './resolve-nodes.ts';

const layout = (input: object) => printLayoutConfigurationSchema.parse(input);
const dates = { now: new Date('2024-06-15T10:00:00Z'), eventStart: new Date('2024-06-01T10:00:00Z'), eventEnd: new Date('2024-06-30T10:00:00Z'), timeZone: 'Europe/Berlin' };
const frames = (nodes: ResolvedNode[]) => nodes.filter((node) => node.type === 'frame');
const inside = (node: ResolvedNode, canvas: { width: number; height: number }) => {
  const box = nodeBounds(node);
  return box.x >= 0 && box.y >= 0 && box.x + box.width <= canvas.width && box.y + box.height <= canvas.height;
};

describe('resolveLayoutNodes: every node kind', () => {
  const nodes = [
    { id: 'f', type: 'frame', x: 10, y: 10 },
    { id: 't', type: 'text', text: 'Hallo', x: 20 },
    { id: 'i', type: 'image', assetId: '00000000-0000-4000-8000-000000000001' },
    { id: 'q', type: 'qr-code', value: 'https://example.com' },
    { id: 's', type: 'shoot-qr-code' },
    { id: 'd', type: 'date' },
  ];

  it('keeps each as placed, in the order listed when level and zIndex tie', () => {
    const resolved = resolveLayoutNodes(layout({ nodes }), '4:6', { dates });
    expect(resolved.nodes.map((node) => [node.id, node.type])).toEqual(nodes.map((node) => [node.id, node.type]));
    expect(resolved.nodes[0]).toMatchObject({ x: 10, y: 10, frameIndex: 0 });
    expect(resolved.nodes[1]).toMatchObject({ text: 'Hallo', x: 20 });
  });

  it('gives a date node the text it prints', () => {
    const resolved = resolveLayoutNodes(layout({ nodes }), '4:6', { dates });
    expect(resolved.nodes.find((node) => node.id === 'd')).toMatchObject({ text: '15.06.2024' });
  });
});

describe('resolveLayoutNodes: order', () => {
  it('draws the background level first, then by zIndex', () => {
    const resolved = resolveLayoutNodes(
      layout({
        nodes: [
          { id: 'top', type: 'text', zIndex: 9 },
          { id: 'frame', type: 'frame', zIndex: 1 },
          { id: 'behind', type: 'image', level: 'background', zIndex: 50 },
          { id: 'under', type: 'text', zIndex: 0 },
        ],
      }),
      '4:6',
    );
    expect(resolved.nodes.map((node) => node.id)).toEqual(['behind', 'under', 'frame', 'top']);
  });
});

describe('resolveLayoutNodes: dates', () => {
  it.each([
    ['now', '15.06.2024'],
    ['event-start', '01.06.2024'],
    ['event-end', '30.06.2024'],
  ])('%s prints %s', (dateType, text) => {
    const resolved = resolveLayoutNodes(layout({ nodes: [{ id: 'd', type: 'date', dateType }] }), '4:6', { dates });
    expect(resolved.nodes[1]).toMatchObject({ id: 'd', text });
  });

  it('prints today for an event without dates, in the node format', () => {
    const resolved = resolveLayoutNodes(layout({ nodes: [{ id: 'd', type: 'date', dateType: 'event-end', format: 'YYYY' }] }), '4:6', {
      dates: { now: dates.now },
    });
    expect(resolved.nodes.find((node) => node.id === 'd')).toMatchObject({ text: '2024' });
  });
});

describe('resolveLayoutNodes: generated frames', () => {
  it('places one square frame inside the margins of a default layout', () => {
    const resolved = resolveLayoutNodes(layout({}), '4:6');
    expect(resolved.nodes).toHaveLength(1);
    const [frame] = resolved.nodes;
    expect(frame).toMatchObject({ type: 'frame', frameIndex: 0, level: 'overlay' });
    expect(frame?.width).toBe(frame?.height);
    expect(frame && inside(frame, resolved.canvas)).toBe(true);
    expect(frame?.width).toBeGreaterThan(1000);
  });

  it('stacks the frames of a strip and keeps their shape', () => {
    const resolved = resolveLayoutNodes(layout({ includeFrames: 3, paperSize: '2:6' }), '2:6', { frameDimension: '4:3' });
    const placed = frames(resolved.nodes);
    expect(placed.map((node) => node.type === 'frame' && node.frameIndex)).toEqual([0, 1, 2]);
    expect(new Set(placed.map((node) => node.x)).size).toBe(1);
    for (const node of placed) {
      expect(node.width / node.height).toBeCloseTo(4 / 3, 1);
      expect(inside(node, resolved.canvas)).toBe(true);
    }
    const ys = placed.map((node) => node.y);
    expect(ys[1]! - ys[0]!).toBeGreaterThanOrEqual(placed[0]!.height);
  });

  it('lines four frames up as two by two on 4:6 without overlap', () => {
    const placed = frames(resolveLayoutNodes(layout({ includeFrames: 4 }), '4:6').nodes);
    expect(new Set(placed.map((node) => node.x)).size).toBe(2);
    expect(new Set(placed.map((node) => node.y)).size).toBe(2);
  });

  it('uses the rectangles as frame slots when the layout has them', () => {
    const resolved = resolveLayoutNodes(layout({ includeFrames: 2, rectangles: [{ x: 1, y: 2, width: 30, height: 40 }, { x: 50, y: 60, width: 70, height: 80 }] }), '4:6');
    expect(resolved.nodes).toMatchObject([
      { type: 'frame', frameIndex: 0, x: 1, y: 2, width: 30, height: 40 },
      { type: 'frame', frameIndex: 1, x: 50, y: 60, width: 70, height: 80 },
    ]);
  });

  it('generates none when the layout places its own', () => {
    const resolved = resolveLayoutNodes(layout({ includeFrames: 2, nodes: [{ id: 'mine', type: 'frame' }] }), '4:6');
    expect(frames(resolved.nodes).map((node) => node.id)).toEqual(['mine']);
  });

  it('adds the picture QR code and the date the flags ask for, in a footer below the frames', () => {
    const resolved = resolveLayoutNodes(layout({ qrCode: true, addCurrentDate: true }), '4:6', { dates });
    const [frame, qr, date] = resolved.nodes;
    expect(qr).toMatchObject({ type: 'shoot-qr-code' });
    expect(date).toMatchObject({ type: 'date', text: '15.06.2024' });
    for (const node of [qr!, date!]) {
      expect(inside(node, resolved.canvas)).toBe(true);
      expect(node.y).toBeGreaterThanOrEqual(frame!.y + frame!.height);
    }
  });

  it('adds no second date or QR code when the layout has one', () => {
    const resolved = resolveLayoutNodes(layout({ qrCode: true, addCurrentDate: true, nodes: [{ id: 'q', type: 'qr-code' }, { id: 'd', type: 'date' }] }), '4:6', { dates });
    expect(resolved.nodes.map((node) => node.id)).toEqual(['auto-frame-0', 'q', 'd']);
  });
});

describe('resolveLayoutNodes: paper', () => {
  it('prints a duplicated 2×6 strip twice on a 4×6 sheet', () => {
    const resolved = resolveLayoutNodes(layout({ paperSize: '2:6', duplicateStripePrinting: true }), '2:6');
    expect(resolved).toMatchObject({
      paper: '2:6',
      canvas: { width: 640, height: 1920 },
      sheet: '4:6',
      sheetCanvas: { width: 1280, height: 1920 },
      copies: [{ x: 0, y: 0 }, { x: 640, y: 0 }],
    });
  });

  it('prints a strip once without the flag, and ignores the flag on other papers', () => {
    expect(resolveLayoutNodes(layout({ paperSize: '2:6' }), '2:6')).toMatchObject({ sheet: '2:6', copies: [{ x: 0, y: 0 }] });
    expect(resolveLayoutNodes(layout({ duplicateStripePrinting: true }), '5:7')).toMatchObject({ sheet: '5:7', copies: [{ x: 0, y: 0 }] });
  });

  it('passes background, overlay and colour through', () => {
    const background = '00000000-0000-4000-8000-000000000002';
    const resolved = resolveLayoutNodes(layout({ backgroundAsset: background, backgroundColor: '#ff0000' }), '4:6');
    expect(resolved).toMatchObject({ backgroundAsset: background, overlayAsset: null, backgroundColor: '#ff0000' });
  });
});

describe('node geometry', () => {
  it('turns a node about its top-left corner, as Konva does', () => {
    const box = nodeBounds({ x: 100, y: 100, width: 200, height: 100, rotation: 90, scaleX: 1, scaleY: 1 });
    expect(box.x).toBeCloseTo(0, 6);
    expect(box.y).toBeCloseTo(100, 6);
    expect(box.width).toBeCloseTo(100, 6);
    expect(box.height).toBeCloseTo(200, 6);
  });

  it('scales the size', () => {
    expect(nodeBounds({ x: 0, y: 0, width: 10, height: 10, rotation: 0, scaleX: 2, scaleY: 3 })).toEqual({ x: 0, y: 0, width: 20, height: 30 });
  });

  it('knows a box that only touches the edge is off the canvas', () => {
    expect(overlapsCanvas({ x: 100, y: 0, width: 10, height: 10 }, { width: 100, height: 100 })).toBe(false);
    expect(overlapsCanvas({ x: 99, y: 0, width: 10, height: 10 }, { width: 100, height: 100 })).toBe(true);
  });
});
