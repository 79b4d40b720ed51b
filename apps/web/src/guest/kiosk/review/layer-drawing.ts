import { itemBox, textOutline, type LayerItem, type Stroke } from './edit-layers';

/*
 * Draws the edit layer onto a 2D canvas: the screen's preview (scaled to the stage) and the uploaded
 * PNG (at the picture's size) both come from here, so the upload shows exactly what the guest saw.
 */

/** The booth's own text face (Open Sans 600 ships with the guest bundle), then the system's. */
export const TEXT_FONT_FAMILY = '"Open Sans", system-ui, sans-serif';
export const TEXT_FONT_WEIGHT = 600;
export const EMOJI_FONT_FAMILY = '"Apple Color Emoji", "Segoe UI Emoji", "Noto Color Emoji", sans-serif';

export const textFont = (size: number) => `${TEXT_FONT_WEIGHT} ${size}px ${TEXT_FONT_FAMILY}`;
export const emojiFont = (size: number) => `${size}px ${EMOJI_FONT_FAMILY}`;

/** The subset of CanvasRenderingContext2D the layer uses (a recording fake stands in for it in tests). */
export type LayerContext = Pick<
  CanvasRenderingContext2D,
  | 'beginPath'
  | 'moveTo'
  | 'lineTo'
  | 'arc'
  | 'stroke'
  | 'fill'
  | 'fillText'
  | 'strokeText'
  | 'drawImage'
  | 'save'
  | 'restore'
  | 'strokeStyle'
  | 'fillStyle'
  | 'lineWidth'
  | 'lineCap'
  | 'lineJoin'
  | 'font'
  | 'textAlign'
  | 'textBaseline'
>;

function drawStroke(context: LayerContext, stroke: Stroke): void {
  const [first, ...rest] = stroke.points;
  if (!first) return;
  context.beginPath();
  if (rest.length === 0) {
    // A tap leaves a dot as wide as the brush.
    context.fillStyle = stroke.color;
    context.arc(first.x, first.y, stroke.width / 2, 0, Math.PI * 2);
    context.fill();
    return;
  }
  context.strokeStyle = stroke.color;
  context.lineWidth = stroke.width;
  context.lineCap = 'round';
  context.lineJoin = 'round';
  context.moveTo(first.x, first.y);
  for (const point of rest) context.lineTo(point.x, point.y);
  context.stroke();
}

/** Items in the order they were made, later ones on top. Stickers not (yet) loaded are left out. */
export function drawEditLayer(context: LayerContext, items: readonly LayerItem[], stickers: ReadonlyMap<string, CanvasImageSource>): void {
  for (const item of items) {
    context.save();
    switch (item.type) {
      case 'stroke':
        drawStroke(context, item);
        break;
      case 'emoji':
        context.font = emojiFont(item.size);
        context.textAlign = 'center';
        context.textBaseline = 'middle';
        context.fillText(item.emoji, item.x, item.y);
        break;
      case 'text': {
        const outline = textOutline(item);
        context.font = textFont(item.size);
        context.textAlign = 'center';
        context.textBaseline = 'middle';
        context.lineJoin = 'round';
        context.strokeStyle = outline.color;
        context.lineWidth = outline.width;
        context.strokeText(item.text, item.x, item.y);
        context.fillStyle = item.color;
        context.fillText(item.text, item.x, item.y);
        break;
      }
      case 'sticker': {
        const image = stickers.get(item.src);
        const box = itemBox(item);
        if (image) context.drawImage(image, box.x, box.y, box.width, box.height);
        break;
      }
    }
    context.restore();
  }
}
