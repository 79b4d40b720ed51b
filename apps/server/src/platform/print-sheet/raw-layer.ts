/** RGBA pixels placed on the sheet. */
export interface RawLayer {
  data: Buffer;
  width: number;
  height: number;
  left: number;
  top: number;
}

/**
 * The part of a layer that lies on the sheet. sharp's composite refuses an overlay larger than the
 * base and misplaces one hanging off an edge, while layout nodes may hang off the paper; the rows on
 * the sheet are copied out here (a memory copy, no decode or encode).
 */
export function clipLayer(layer: RawLayer, sheet: { width: number; height: number }): RawLayer | null {
  const left = Math.max(0, layer.left);
  const top = Math.max(0, layer.top);
  const right = Math.min(sheet.width, layer.left + layer.width);
  const bottom = Math.min(sheet.height, layer.top + layer.height);
  if (right <= left || bottom <= top) return null;
  if (left === layer.left && top === layer.top && right - left === layer.width && bottom - top === layer.height) return layer;
  const width = right - left;
  const height = bottom - top;
  const data = Buffer.allocUnsafe(width * height * 4);
  for (let row = 0; row < height; row += 1) {
    const source = ((top - layer.top + row) * layer.width + (left - layer.left)) * 4;
    layer.data.copy(data, row * width * 4, source, source + width * 4);
  }
  return { data, width, height, left, top };
}
