import { describe, expect, it } from 'vitest';
import {
  brushWidth,
  clampItemSize,
  editLayerReducer,
  hitItem,
  initialEditLayer,
  itemBox,
  pinchFactor,
  textOutline,
  toPicturePoint,
  UNDO_LIMIT,
  type EditLayerAction,
  type EditLayerState,
  type PlacedItem,
  type TextItem,
} from './edit-layers';

const picture = { width: 1200, height: 1600 };
const run = (actions: EditLayerAction[], state: EditLayerState = initialEditLayer(picture)) => actions.reduce(editLayerReducer, state);
const placed = (state: EditLayerState) => state.items.filter((item): item is PlacedItem => item.type !== 'stroke');

describe('where a finger is on the picture', () => {
  it('maps screen points into the picture’s pixels, whatever size it is shown at', () => {
    const box = { left: 100, top: 50, width: 300, height: 400 };
    expect(toPicturePoint({ x: 100, y: 50 }, box, picture)).toEqual({ x: 0, y: 0 });
    expect(toPicturePoint({ x: 250, y: 250 }, box, picture)).toEqual({ x: 600, y: 800 });
    expect(toPicturePoint({ x: 400, y: 450 }, box, picture)).toEqual({ x: 1200, y: 1600 });
  });

  it('keeps points that slide past the edge on the picture, and ignores a box not laid out', () => {
    expect(toPicturePoint({ x: 0, y: 1000 }, { left: 100, top: 50, width: 300, height: 400 }, picture)).toEqual({ x: 0, y: 1600 });
    expect(toPicturePoint({ x: 5, y: 5 }, { left: 0, top: 0, width: 0, height: 0 }, picture)).toBeNull();
  });

  it('measures a pinch as the change of the fingers’ distance', () => {
    expect(pinchFactor([{ x: 0, y: 0 }, { x: 100, y: 0 }], [{ x: 0, y: 0 }, { x: 150, y: 0 }])).toBe(1.5);
    expect(pinchFactor([{ x: 10, y: 10 }, { x: 10, y: 90 }], [{ x: 10, y: 30 }, { x: 10, y: 70 }])).toBe(0.5);
    expect(pinchFactor([{ x: 5, y: 5 }, { x: 5, y: 5 }], [{ x: 0, y: 0 }, { x: 50, y: 0 }])).toBe(1);
  });
});

describe('drawing', () => {
  it('makes one stroke of the finger’s points in the chosen colour and width', () => {
    const state = run([
      { type: 'strokeStart', point: { x: 10, y: 20 }, color: '#e53935', width: 19 },
      { type: 'strokeExtend', point: { x: 200, y: 20 } },
      { type: 'strokeExtend', point: { x: 200, y: 400 } },
      { type: 'strokeEnd' },
    ]);
    expect(state.items).toEqual([{ id: 'item-1', type: 'stroke', color: '#e53935', width: 19, points: [{ x: 10, y: 20 }, { x: 200, y: 20 }, { x: 200, y: 400 }] }]);
    expect(state.drawingId).toBeNull();
  });

  it('skips points closer than a few pixels to the last, and extends nothing after the finger lifted', () => {
    const state = run([
      { type: 'strokeStart', point: { x: 100, y: 100 }, color: '#000000', width: 5 },
      { type: 'strokeExtend', point: { x: 101, y: 101 } },
      { type: 'strokeEnd' },
      { type: 'strokeExtend', point: { x: 500, y: 500 } },
    ]);
    expect(state.items[0]).toMatchObject({ points: [{ x: 100, y: 100 }] });
  });

  it('scales the brushes with the picture, never thinner than 2 px', () => {
    expect(brushWidth(picture, 'small')).toBe(10);
    expect(brushWidth(picture, 'medium')).toBe(19);
    expect(brushWidth(picture, 'large')).toBe(38);
    expect(brushWidth({ width: 100, height: 80 }, 'small')).toBe(2);
  });
});

describe('placing, moving and scaling', () => {
  const emoji = { type: 'emoji', emoji: '🎉' } as const;

  it('places an item in the middle at its default size and selects it', () => {
    const state = run([{ type: 'place', item: emoji }]);
    expect(state.items).toEqual([{ ...emoji, id: 'item-1', x: 600, y: 800, size: 240 }]);
    expect(state.selectedId).toBe('item-1');
  });

  it('moves an item but keeps its centre on the picture', () => {
    const state = run([
      { type: 'place', item: emoji },
      { type: 'gestureStart', id: 'item-1' },
      { type: 'moveBy', id: 'item-1', dx: -100, dy: 50 },
    ]);
    expect(placed(state)[0]).toMatchObject({ x: 500, y: 850 });
    expect(placed(run([{ type: 'moveBy', id: 'item-1', dx: 5000, dy: -5000 }], state))[0]).toMatchObject({ x: 1200, y: 0 });
  });

  it('scales within a small minimum and the picture’s long side', () => {
    const state = run([{ type: 'place', item: emoji }, { type: 'scaleBy', id: 'item-1', factor: 1.5, step: true }]);
    expect(placed(state)[0]?.size).toBe(360);
    expect(clampItemSize(picture, 1)).toBe(36);
    expect(clampItemSize(picture, 99_999)).toBe(1600);
  });

  it('finds the topmost item under a finger, with some slop around it', () => {
    const state = run([
      { type: 'place', item: emoji },
      { type: 'place', item: { type: 'text', text: 'Hi', color: '#ffffff' } },
      { type: 'strokeStart', point: { x: 600, y: 800 }, color: '#000000', width: 9 },
    ]);
    expect(hitItem(state.items, picture, { x: 600, y: 800 })?.id).toBe('item-2');
    expect(hitItem(state.items, picture, { x: 600, y: 700 })?.id).toBe('item-1');
    expect(hitItem(state.items, picture, { x: 100, y: 100 })).toBeUndefined();
  });

  it('sizes a sticker’s box by its aspect and a text’s by its length', () => {
    const sticker: PlacedItem = { id: 's', type: 'sticker', assetId: 'a', src: '/s.png', aspect: 2, x: 100, y: 100, size: 200 };
    expect(itemBox(sticker)).toEqual({ x: 0, y: 50, width: 200, height: 100 });
    const text: TextItem = { id: 't', type: 'text', text: 'Hello', color: '#fdd835', x: 100, y: 100, size: 20 };
    expect(itemBox(text)).toEqual({ x: 70, y: 88, width: 60, height: 24 });
    expect(textOutline(text)).toEqual({ color: '#000000', width: 1.6 });
    expect(textOutline({ ...text, color: '#1e88e5' }).color).toBe('#000000');
    expect(textOutline({ ...text, color: '#000000' }).color).toBe('#ffffff');
  });
});

describe('undo', () => {
  it('takes back one whole step at a time: a stroke, a placement, a drag, a removal', () => {
    const steps: EditLayerAction[] = [
      { type: 'strokeStart', point: { x: 10, y: 10 }, color: '#000000', width: 5 },
      { type: 'strokeExtend', point: { x: 300, y: 300 } },
      { type: 'strokeEnd' },
      { type: 'place', item: { type: 'emoji', emoji: '😀' } },
      { type: 'gestureStart', id: 'item-2' },
      { type: 'moveBy', id: 'item-2', dx: 10, dy: 10 },
      { type: 'moveBy', id: 'item-2', dx: 10, dy: 10 },
      { type: 'remove', id: 'item-2' },
    ];
    let state = run(steps);
    expect(state.items.map((item) => item.id)).toEqual(['item-1']);
    state = run([{ type: 'undo' }], state);
    expect(placed(state)[0]).toMatchObject({ x: 620, y: 820 });
    state = run([{ type: 'undo' }], state);
    expect(placed(state)[0]).toMatchObject({ x: 600, y: 800 });
    state = run([{ type: 'undo' }], state);
    expect(state.items.map((item) => item.type)).toEqual(['stroke']);
    state = run([{ type: 'undo' }, { type: 'undo' }], state);
    expect(state.items).toEqual([]);
    expect(state.past).toEqual([]);
  });

  it('keeps the last steps only', () => {
    const many = Array.from({ length: UNDO_LIMIT + 10 }, (): EditLayerAction => ({ type: 'place', item: { type: 'emoji', emoji: '✨' } }));
    expect(run(many).past).toHaveLength(UNDO_LIMIT);
  });

  it('leaves a small scale step out of the history unless it is a step of its own', () => {
    const state = run([{ type: 'place', item: { type: 'emoji', emoji: '✨' } }, { type: 'scaleBy', id: 'item-1', factor: 1.1 }]);
    expect(state.past).toHaveLength(1);
  });
});
