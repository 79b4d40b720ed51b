import { blackOrWhite } from '@booth/shared';

/*
 * The guest's edit layer on the review screen: strokes, emoji, stickers and text, in the captured
 * picture's own pixels. The screen shows it scaled over the picture and the upload carries it as one
 * transparent PNG at the picture's size, drawn from this same model, so what the guest placed lands
 * on the server's picture where they saw it. Everything here is pure.
 */

export interface Point {
  x: number;
  y: number;
}

export interface Size {
  width: number;
  height: number;
}

export interface Stroke {
  id: string;
  type: 'stroke';
  color: string;
  /** Line width in picture pixels. */
  width: number;
  points: Point[];
}

/** Placed items are centred on (x, y); `size` is the long side of their box in picture pixels. */
interface Placed {
  id: string;
  x: number;
  y: number;
  size: number;
}

export interface EmojiItem extends Placed {
  type: 'emoji';
  emoji: string;
}

export interface StickerItem extends Placed {
  type: 'sticker';
  assetId: string;
  src: string;
  /** Width / height of the sticker picture (stickers are 800×800, so usually 1). */
  aspect: number;
}

export interface TextItem extends Placed {
  type: 'text';
  text: string;
  color: string;
}

export type PlacedItem = EmojiItem | StickerItem | TextItem;
export type LayerItem = Stroke | PlacedItem;
/** What the guest chose to place; the model puts it in the middle at its default size. */
export type NewItem = Omit<EmojiItem, keyof Placed> | Omit<StickerItem, keyof Placed> | Omit<TextItem, keyof Placed>;

/** Enough steps back for any guest; the oldest go first. */
export const UNDO_LIMIT = 50;
export const TEXT_MAX_LENGTH = 60;

/** Default sizes as shares of the picture's short side, so an edit looks the same on any camera. */
const DEFAULT_SIZE: Record<PlacedItem['type'], number> = { emoji: 0.2, sticker: 0.35, text: 0.09 };
export const BRUSH_SHARES = { small: 0.008, medium: 0.016, large: 0.032 } as const;
export type BrushSize = keyof typeof BRUSH_SHARES;
const MIN_SIZE_SHARE = 0.03;
/** A stroke takes a new point only this far (share of the short side) from the last: fewer points, same line. */
const STROKE_STEP_SHARE = 0.004;
/** A text's box width per character, as a share of its size (a bold sans-serif's average advance). */
const TEXT_ADVANCE = 0.6;
const TEXT_LINE = 1.2;

const shortSide = (picture: Size) => Math.min(picture.width, picture.height);

export function brushWidth(picture: Size, brush: BrushSize): number {
  return Math.max(2, Math.round(shortSide(picture) * BRUSH_SHARES[brush]));
}

export function defaultItemSize(picture: Size, type: PlacedItem['type']): number {
  return Math.round(shortSide(picture) * DEFAULT_SIZE[type]);
}

/** Items keep a size between a small share of the short side and the long side. */
export function clampItemSize(picture: Size, size: number): number {
  const min = Math.max(4, shortSide(picture) * MIN_SIZE_SHARE);
  return Math.min(Math.max(picture.width, picture.height), Math.max(min, size));
}

/** A centre stays on the picture, so an item can never be dragged out of reach. */
export function clampToPicture(picture: Size, point: Point): Point {
  return { x: Math.min(picture.width, Math.max(0, point.x)), y: Math.min(picture.height, Math.max(0, point.y)) };
}

/** Where a pointer is on the picture, from its position on screen and the box the picture is shown in. */
export function toPicturePoint(client: Point, box: { left: number; top: number; width: number; height: number }, picture: Size): Point | null {
  if (box.width <= 0 || box.height <= 0) return null;
  // Hundredths of a pixel are plenty, and keep the numbers in the upload short.
  const hundredths = (value: number) => Math.round(value * 100) / 100;
  return clampToPicture(picture, {
    x: hundredths(((client.x - box.left) / box.width) * picture.width),
    y: hundredths(((client.y - box.top) / box.height) * picture.height),
  });
}

/** How much two fingers spread (> 1) or pinched (< 1) since the last move. */
export function pinchFactor(from: [Point, Point], to: [Point, Point]): number {
  const distance = ([a, b]: [Point, Point]) => Math.hypot(a.x - b.x, a.y - b.y);
  const before = distance(from);
  return before < 1 ? 1 : distance(to) / before;
}

/** The box an item covers, for its touch target and its selection frame. */
export function itemBox(item: PlacedItem): { x: number; y: number; width: number; height: number } {
  let width = item.size;
  let height = item.size;
  if (item.type === 'sticker') {
    width = item.aspect >= 1 ? item.size : item.size * item.aspect;
    height = item.aspect >= 1 ? item.size / item.aspect : item.size;
  } else if (item.type === 'text') {
    width = Math.max(1, item.text.length) * item.size * TEXT_ADVANCE;
    height = item.size * TEXT_LINE;
  }
  return { x: item.x - width / 2, y: item.y - height / 2, width, height };
}

/** A finger is broader than a pixel: items are hit this far (share of the short side) outside their box. */
const TOUCH_SLOP_SHARE = 0.02;

/** The topmost placed item under a point (strokes are not picked up: undo takes them back). */
export function hitItem(items: readonly LayerItem[], picture: Size, point: Point): PlacedItem | undefined {
  const slop = shortSide(picture) * TOUCH_SLOP_SHARE;
  for (let index = items.length - 1; index >= 0; index--) {
    const item = items[index];
    if (!item || item.type === 'stroke') continue;
    const box = itemBox(item);
    if (point.x >= box.x - slop && point.x <= box.x + box.width + slop && point.y >= box.y - slop && point.y <= box.y + box.height + slop) return item;
  }
  return undefined;
}

/** Text carries an outline of this share of its size, black around light colours and white around dark. */
export const TEXT_OUTLINE_SHARE = 0.08;
export function textOutline(item: TextItem): { color: string; width: number } {
  return { color: blackOrWhite(item.color), width: item.size * TEXT_OUTLINE_SHARE };
}

export interface EditLayerState {
  picture: Size;
  items: LayerItem[];
  /** Earlier `items`, newest last: one entry per step the guest can undo. */
  past: LayerItem[][];
  selectedId: string | null;
  /** The stroke the finger is drawing now. */
  drawingId: string | null;
  nextId: number;
}

export type EditLayerAction =
  | { type: 'strokeStart'; point: Point; color: string; width: number }
  | { type: 'strokeExtend'; point: Point }
  | { type: 'strokeEnd' }
  | { type: 'place'; item: NewItem }
  | { type: 'select'; id: string | null }
  /** A drag or pinch begins: one undo step for the whole gesture. */
  | { type: 'gestureStart'; id: string }
  | { type: 'moveBy'; id: string; dx: number; dy: number }
  | { type: 'scaleBy'; id: string; factor: number; step?: boolean }
  | { type: 'remove'; id: string }
  | { type: 'undo' };

export function initialEditLayer(picture: Size): EditLayerState {
  return { picture, items: [], past: [], selectedId: null, drawingId: null, nextId: 1 };
}

function remember(state: EditLayerState): LayerItem[][] {
  return [...state.past, state.items].slice(-UNDO_LIMIT);
}

function updatePlaced(state: EditLayerState, id: string, change: (item: PlacedItem) => PlacedItem): LayerItem[] {
  return state.items.map((item) => (item.id === id && item.type !== 'stroke' ? change(item) : item));
}

export function editLayerReducer(state: EditLayerState, action: EditLayerAction): EditLayerState {
  const { picture } = state;
  switch (action.type) {
    case 'strokeStart': {
      const id = `item-${state.nextId}`;
      const stroke: Stroke = { id, type: 'stroke', color: action.color, width: action.width, points: [clampToPicture(picture, action.point)] };
      return { ...state, past: remember(state), items: [...state.items, stroke], drawingId: id, selectedId: null, nextId: state.nextId + 1 };
    }
    case 'strokeExtend': {
      const point = clampToPicture(picture, action.point);
      const items = state.items.map((item) => {
        if (item.id !== state.drawingId || item.type !== 'stroke') return item;
        const last = item.points.at(-1);
        if (last && Math.hypot(point.x - last.x, point.y - last.y) < shortSide(picture) * STROKE_STEP_SHARE) return item;
        return { ...item, points: [...item.points, point] };
      });
      return { ...state, items };
    }
    case 'strokeEnd':
      return { ...state, drawingId: null };
    case 'place': {
      const id = `item-${state.nextId}`;
      const item = { ...action.item, id, x: picture.width / 2, y: picture.height / 2, size: defaultItemSize(picture, action.item.type) } as PlacedItem;
      return { ...state, past: remember(state), items: [...state.items, item], selectedId: id, nextId: state.nextId + 1 };
    }
    case 'select':
      return { ...state, selectedId: action.id };
    case 'gestureStart':
      return { ...state, past: remember(state), selectedId: action.id };
    case 'moveBy':
      return { ...state, items: updatePlaced(state, action.id, (item) => ({ ...item, ...clampToPicture(picture, { x: item.x + action.dx, y: item.y + action.dy }) })) };
    case 'scaleBy': {
      const items = updatePlaced(state, action.id, (item) => ({ ...item, size: clampItemSize(picture, item.size * action.factor) }));
      return { ...state, items, past: action.step ? remember(state) : state.past };
    }
    case 'remove':
      return { ...state, past: remember(state), items: state.items.filter((item) => item.id !== action.id), selectedId: null };
    case 'undo': {
      const previous = state.past.at(-1);
      if (!previous) return state;
      return { ...state, items: previous, past: state.past.slice(0, -1), selectedId: null, drawingId: null };
    }
  }
}
