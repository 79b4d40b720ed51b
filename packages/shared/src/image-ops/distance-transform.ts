/**
 * Exact Euclidean distance of every pixel to the nearest `inside` pixel, in O(pixels), after Meijster,
 * Roerdink and Hesselink (2000, "A general algorithm for computing distance transforms in linear
 * time"): first the distance to the nearest inside pixel of the same column (two sweeps over whole
 * rows, top-down and bottom-up, so memory is read in order), then per row the lower envelope of the
 * parabolas (x − i)² + g(i)² (Felzenszwalb and Huttenlocher 2012). Answers squared distances;
 * Infinity where nothing is inside.
 */
export function squaredDistanceTo(inside: Uint8Array, width: number, height: number): Float32Array {
  const count = width * height;
  // Column distances; a column without any inside pixel keeps "far", which is Infinity once squared.
  const far = width + height;
  const column = new Float32Array(count);
  for (let x = 0; x < width; x++) column[x] = inside[x] ? 0 : far;
  for (let y = 1; y < height; y++) {
    const row = y * width;
    for (let x = 0; x < width; x++) column[row + x] = inside[row + x] ? 0 : column[row - width + x]! + 1;
  }
  for (let y = height - 2; y >= 0; y--) {
    const row = y * width;
    for (let x = 0; x < width; x++) {
      const below = column[row + width + x]! + 1;
      if (below < column[row + x]!) column[row + x] = below;
    }
  }

  const out = new Float32Array(count);
  const squares = new Float64Array(width);
  const vertices = new Int32Array(width);
  const bounds = new Float64Array(width + 1);
  for (let y = 0; y < height; y++) {
    const row = y * width;
    for (let x = 0; x < width; x++) {
      const distance = column[row + x]!;
      squares[x] = distance >= far ? Infinity : distance * distance;
    }
    lowerEnvelope(squares, width, vertices, bounds, out, row);
  }
  return out;
}

/** One line: out[offset + q] = min over p of (q − p)² + f[p]. */
function lowerEnvelope(f: Float64Array, length: number, vertices: Int32Array, bounds: Float64Array, out: Float32Array, offset: number): void {
  let k = -1;
  for (let q = 0; q < length; q++) {
    const value = f[q]!;
    if (value === Infinity) continue;
    let s = 0;
    while (k >= 0) {
      const v = vertices[k]!;
      s = (value + q * q - (f[v]! + v * v)) / (2 * (q - v));
      if (s > bounds[k]!) break;
      k--;
    }
    k++;
    vertices[k] = q;
    bounds[k] = k === 0 ? -Infinity : s;
    bounds[k + 1] = Infinity;
  }
  if (k < 0) {
    out.fill(Infinity, offset, offset + length);
    return;
  }
  let j = 0;
  for (let q = 0; q < length; q++) {
    while (bounds[j + 1]! < q) j++;
    const v = vertices[j]!;
    out[offset + q] = (q - v) * (q - v) + f[v]!;
  }
}
