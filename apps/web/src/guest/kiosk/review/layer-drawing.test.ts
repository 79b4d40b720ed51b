import { describe, expect, it } from 'vitest';
import type { LayerItem } from './edit-layers';
import { drawEditLayer, emojiFont, textFont, type LayerContext } from './layer-drawing';

/** Records what would be painted, with the style in force at each paint. */
function recordingContext() {
  const paints: Array<Record<string, unknown>> = [];
  const style = { strokeStyle: '', fillStyle: '', lineWidth: 1, lineCap: 'butt', lineJoin: 'miter', font: '', textAlign: 'start', textBaseline: 'alphabetic' };
  const path: Array<[string, ...number[]]> = [];
  const saved: Array<typeof style> = [];
  const context = {
    ...style,
    save() {
      saved.push(Object.fromEntries(Object.keys(style).map((key) => [key, this[key as keyof typeof style]])) as typeof style);
    },
    restore() {
      Object.assign(this, saved.pop());
    },
    beginPath: () => path.splice(0),
    moveTo: (x: number, y: number) => path.push(['M', x, y]),
    lineTo: (x: number, y: number) => path.push(['L', x, y]),
    arc: (x: number, y: number, radius: number) => path.push(['arc', x, y, radius]),
    stroke() {
      paints.push({ op: 'stroke', path: [...path], color: this.strokeStyle, width: this.lineWidth, cap: this.lineCap });
    },
    fill() {
      paints.push({ op: 'fill', path: [...path], color: this.fillStyle });
    },
    fillText(text: string, x: number, y: number) {
      paints.push({ op: 'fillText', text, x, y, font: this.font, color: this.fillStyle, align: this.textAlign, baseline: this.textBaseline });
    },
    strokeText(text: string, x: number, y: number) {
      paints.push({ op: 'strokeText', text, x, y, color: this.strokeStyle, width: this.lineWidth });
    },
    drawImage: (image: unknown, x: number, y: number, width: number, height: number) => paints.push({ op: 'image', image, x, y, width, height }),
  };
  return { context: context as unknown as LayerContext, paints };
}

describe('drawing the edit layer', () => {
  it('paints every item where the model has it, in the order made', () => {
    const sticker = { tag: 'sticker image' } as unknown as CanvasImageSource;
    const items: LayerItem[] = [
      { id: '1', type: 'stroke', color: '#e53935', width: 12, points: [{ x: 10, y: 20 }, { x: 110, y: 20 }, { x: 110, y: 90 }] },
      { id: '2', type: 'stroke', color: '#1e88e5', width: 30, points: [{ x: 50, y: 60 }] },
      { id: '3', type: 'emoji', emoji: '🎉', x: 300, y: 400, size: 120 },
      { id: '4', type: 'sticker', assetId: 'a', src: '/sticker.png', aspect: 1, x: 500, y: 500, size: 200 },
      { id: '5', type: 'text', text: 'Hallo', color: '#ffffff', x: 640, y: 100, size: 50 },
    ];
    const { context, paints } = recordingContext();
    drawEditLayer(context, items, new Map([['/sticker.png', sticker]]));
    expect(paints).toEqual([
      { op: 'stroke', path: [['M', 10, 20], ['L', 110, 20], ['L', 110, 90]], color: '#e53935', width: 12, cap: 'round' },
      { op: 'fill', path: [['arc', 50, 60, 15]], color: '#1e88e5' },
      { op: 'fillText', text: '🎉', x: 300, y: 400, font: emojiFont(120), color: '', align: 'center', baseline: 'middle' },
      { op: 'image', image: sticker, x: 400, y: 400, width: 200, height: 200 },
      { op: 'strokeText', text: 'Hallo', x: 640, y: 100, color: '#000000', width: 4 },
      { op: 'fillText', text: 'Hallo', x: 640, y: 100, font: textFont(50), color: '#ffffff', align: 'center', baseline: 'middle' },
    ]);
  });

  it('leaves out a sticker whose picture is not loaded', () => {
    const { context, paints } = recordingContext();
    drawEditLayer(context, [{ id: '1', type: 'sticker', assetId: 'a', src: '/missing.png', aspect: 1, x: 5, y: 5, size: 10 }], new Map());
    expect(paints).toEqual([]);
  });
});
