import { describe, expect, it } from 'vitest';
import { printLayoutConfigurationSchema } from '../../events/print-layout.ts';
import { LAYOUT_NODES_MAX } from '../../events/print-layout-nodes.ts';
import { checkPrintLayout } from './check-layout.ts';

const own = '00000000-0000-4000-8000-00000000000a';
const foreign = '00000000-0000-4000-8000-00000000000b';
const font = '00000000-0000-4000-8000-00000000000c';
const known = { fontIds: new Set([font]), fontFamilies: new Set(['Open Sans', 'Arial']), assetIds: new Set([own]) };
const layout = (input: object) => printLayoutConfigurationSchema.parse(input);

describe('checkPrintLayout', () => {
  it('accepts the default layout and one of every node kind on the paper', () => {
    expect(checkPrintLayout(layout({}), '4:6', known)).toEqual([]);
    const nodes = [
      { id: 'f', type: 'frame' },
      { id: 't', type: 'text', text: 'Hi', format: { fontId: font } },
      { id: 'i', type: 'image', assetId: own },
      { id: 'q', type: 'qr-code', value: 'https://example.com' },
      { id: 's', type: 'shoot-qr-code' },
      { id: 'd', type: 'date', textFormat: { family: 'Arial' } },
    ];
    expect(checkPrintLayout(layout({ nodes, backgroundAsset: own, overlayAsset: own }), '4:6', known)).toEqual([]);
  });

  it.each([
    ['right of', { x: 1280 }],
    ['below', { y: 1920 }],
    ['left of', { x: -200 }],
    ['above', { y: -300, height: 300 }],
  ])('names a node %s the paper', (_, place) => {
    const nodes = [{ id: 'ok', type: 'text' }, { id: 'gone', type: 'shoot-qr-code', ...place }];
    expect(checkPrintLayout(layout({ nodes }), '4:6', known)).toEqual([{ path: 'nodes.1', nodeId: 'gone', message: expect.stringContaining('outside the paper') }]);
  });

  it('keeps a node that hangs partly off the paper, or is turned back onto it', () => {
    const nodes = [
      { id: 'part', type: 'image', x: -100, y: -100 },
      { id: 'turned', type: 'frame', x: 1300, y: 100, rotation: 90 },
    ];
    expect(checkPrintLayout(layout({ nodes }), '4:6', known)).toEqual([]);
  });

  it('measures against the paper given: fine on 6:4 is off a 2:6 strip', () => {
    const nodes = [{ id: 'wide', type: 'text', x: 1000 }];
    expect(checkPrintLayout(layout({ nodes }), '6:4', known)).toEqual([]);
    expect(checkPrintLayout(layout({ nodes }), '2:6', known)).toHaveLength(1);
  });

  it('names an image of another customer', () => {
    const nodes = [{ id: 'logo', type: 'image', assetId: foreign }];
    expect(checkPrintLayout(layout({ nodes }), '4:6', known)).toEqual([{ path: 'nodes.0.assetId', nodeId: 'logo', message: expect.stringContaining('logo') }]);
  });

  it('names a background or overlay of another customer', () => {
    const issues = checkPrintLayout(layout({ backgroundAsset: foreign, overlayAsset: foreign }), '4:6', known);
    expect(issues.map((issue) => issue.path)).toEqual(['backgroundAsset', 'overlayAsset']);
  });

  it('names an unknown uploaded font and an unknown family, of text and date nodes', () => {
    const nodes = [
      { id: 'title', type: 'text', format: { fontId: foreign } },
      { id: 'when', type: 'date', textFormat: { family: 'Comic Nope' } },
    ];
    expect(checkPrintLayout(layout({ nodes }), '4:6', known)).toEqual([
      { path: 'nodes.0.format.fontId', nodeId: 'title', message: expect.any(String) },
      { path: 'nodes.1.textFormat.family', nodeId: 'when', message: expect.stringContaining('Comic Nope') },
    ]);
  });

  it('names a frame for a picture the layout does not include', () => {
    const nodes = [{ id: 'one', type: 'frame', frameIndex: 0 }, { id: 'three', type: 'frame', frameIndex: 2 }];
    expect(checkPrintLayout(layout({ includeFrames: 2, nodes }), '4:6', known)).toEqual([
      { path: 'nodes.1.frameIndex', nodeId: 'three', message: expect.stringContaining('picture 3') },
    ]);
  });
});

describe('layout limits', () => {
  it(`holds at most ${LAYOUT_NODES_MAX} nodes and 30 frames`, () => {
    const node = (index: number) => ({ id: `n${index}`, type: 'text' });
    expect(printLayoutConfigurationSchema.safeParse({ nodes: Array.from({ length: LAYOUT_NODES_MAX }, (_, i) => node(i)) }).success).toBe(true);
    expect(printLayoutConfigurationSchema.safeParse({ nodes: Array.from({ length: LAYOUT_NODES_MAX + 1 }, (_, i) => node(i)) }).success).toBe(false);
    expect(printLayoutConfigurationSchema.safeParse({ includeFrames: 30 }).success).toBe(true);
    expect(printLayoutConfigurationSchema.safeParse({ includeFrames: 31 }).success).toBe(false);
    expect(printLayoutConfigurationSchema.safeParse({ includeFrames: 0 }).success).toBe(false);
  });

  it('takes every paper and no other', () => {
    for (const paperSize of ['A6', 'A5', 'A5-landscape', '2:6']) expect(printLayoutConfigurationSchema.safeParse({ paperSize }).success).toBe(true);
    expect(printLayoutConfigurationSchema.safeParse({ paperSize: 'A4' }).success).toBe(false);
  });

  it('refuses a node beyond one canvas off the paper, an unreadable ratio and a node id that is empty', () => {
    expect(printLayoutConfigurationSchema.safeParse({ nodes: [{ id: 'x', type: 'text', x: 4001 }] }).success).toBe(false);
    expect(printLayoutConfigurationSchema.safeParse({ nodes: [{ id: '', type: 'text' }] }).success).toBe(false);
    expect(printLayoutConfigurationSchema.safeParse({ nodes: [{ id: 'x', type: 'text', scaleX: 0 }] }).success).toBe(false);
  });
});
