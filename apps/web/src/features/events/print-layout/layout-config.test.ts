import { printLayoutConfigurationSchema, resolveLayoutNodes } from '@booth/shared';
import { describe, expect, it } from 'vitest';
import { isGenerated, isStrip, materialise, paperOf, withFrameCount, withPaperSize, withSwitch, withoutNode } from '@/features/events/print-layout/layout-config';

const layout = (input: object = {}) => printLayoutConfigurationSchema.parse(input);

describe('layout configuration edits', () => {
  it('writes the generated frames, QR code and date into the layout under ids of their own', () => {
    const config = layout({ includeFrames: 2, qrCode: true, addCurrentDate: true });
    const resolved = resolveLayoutNodes(config, config.paperSize);
    expect(resolved.nodes.every((node) => isGenerated(node.id))).toBe(true);
    const { config: real, ids } = materialise(config, resolved);
    expect(real.nodes.map((node) => node.id).sort()).toEqual(['date-1', 'frame-1', 'frame-2', 'shoot-qr-code-1']);
    expect(real.nodes.some((node) => isGenerated(node.id))).toBe(false);
    expect(real.nodes.find((node) => node.type === 'date')).not.toHaveProperty('text');
    expect(ids.size).toBe(4);
    // Resolved again, the layout draws the same boxes and generates nothing more.
    const again = resolveLayoutNodes(real, real.paperSize);
    expect(again.nodes.map(({ x, y, width, height }) => [x, y, width, height])).toEqual(resolved.nodes.map(({ x, y, width, height }) => [x, y, width, height]));
    expect(materialise(real, again).ids.size).toBe(0);
  });

  it('drops the placed frames when the number of pictures changes, so they are laid out again', () => {
    const placed = materialise(layout(), resolveLayoutNodes(layout(), '4:6')).config;
    const three = withFrameCount(placed, 3);
    expect(three.includeFrames).toBe(3);
    expect(three.nodes.filter((node) => node.type === 'frame')).toEqual([]);
    expect(resolveLayoutNodes(three, '4:6').nodes.filter((node) => node.type === 'frame')).toHaveLength(3);
  });

  it('lays the frames out again on a new paper, keeps other nodes in place, duplication only on strips', () => {
    const base = layout({ qrCode: true });
    const placed = { ...materialise(base, resolveLayoutNodes(base, '4:6')).config, duplicateStripePrinting: true };
    const qr = placed.nodes.find((node) => node.type === 'shoot-qr-code');
    const landscape = withPaperSize(placed, '6:4');
    const moved = landscape.nodes.find((node) => node.type === 'shoot-qr-code');
    if (!qr || !moved) throw new Error('no QR code');
    expect(moved.x / paperOf('6:4').width).toBeCloseTo(qr.x / paperOf('4:6').width, 2);
    expect(moved.width).toBe(moved.height);
    expect(landscape.nodes.some((node) => node.type === 'frame')).toBe(false);
    expect(landscape.duplicateStripePrinting).toBe(false);
    expect(withPaperSize(placed, '2:6').duplicateStripePrinting).toBe(true);
    expect(isStrip('2:6')).toBe(true);
    expect(isStrip('A5')).toBe(false);
  });

  it('takes placed QR codes and dates off with their switch, and the switch off with the last one', () => {
    const config = materialise(layout({ qrCode: true, addCurrentDate: true }), resolveLayoutNodes(layout({ qrCode: true, addCurrentDate: true }), '4:6')).config;
    expect(withSwitch(config, 'qrCode', false).nodes.some((node) => node.type === 'shoot-qr-code')).toBe(false);
    expect(withSwitch(config, 'addCurrentDate', true).nodes).toHaveLength(config.nodes.length);
    const noDate = withoutNode(config, 'date-1');
    expect(noDate).toMatchObject({ addCurrentDate: false, qrCode: true });
    expect(resolveLayoutNodes(noDate, '4:6').nodes.some((node) => node.type === 'date')).toBe(false);
  });
});
