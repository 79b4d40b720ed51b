/**
 * Mean of every (2r + 1)² window, in O(pixels) whatever the radius: a running sum along each row, then
 * along each column. Windows at the border are cut (the mean of the pixels that exist), so the picture
 * does not darken at its edges. `out` may be `input`; `scratch` is a buffer of the same length.
 */
export function boxMean(input: Float32Array, width: number, height: number, radius: number, out: Float32Array, scratch: Float32Array): void {
  boxRows(input, width, height, radius, scratch);
  boxColumns(scratch, width, height, radius, out);
}

function boxRows(input: Float32Array, width: number, height: number, radius: number, out: Float32Array): void {
  for (let y = 0; y < height; y++) {
    const row = y * width;
    let sum = 0;
    // The window [x − r, x + r], clipped to the row.
    for (let x = 0; x < Math.min(radius, width); x++) sum += input[row + x]!;
    for (let x = 0; x < width; x++) {
      const entering = x + radius;
      const leaving = x - radius - 1;
      if (entering < width) sum += input[row + entering]!;
      if (leaving >= 0) sum -= input[row + leaving]!;
      const count = Math.min(width - 1, entering) - Math.max(0, x - radius) + 1;
      out[row + x] = sum / count;
    }
  }
}

function boxColumns(input: Float32Array, width: number, height: number, radius: number, out: Float32Array): void {
  // Row by row over all columns at once, so memory is read in order (a column walk misses the cache).
  const sums = new Float64Array(width);
  for (let y = 0; y < Math.min(radius, height); y++) {
    const row = y * width;
    for (let x = 0; x < width; x++) sums[x]! += input[row + x]!;
  }
  for (let y = 0; y < height; y++) {
    const entering = y + radius;
    const leaving = y - radius - 1;
    if (entering < height) {
      const row = entering * width;
      for (let x = 0; x < width; x++) sums[x]! += input[row + x]!;
    }
    if (leaving >= 0) {
      const row = leaving * width;
      for (let x = 0; x < width; x++) sums[x]! -= input[row + x]!;
    }
    const count = Math.min(height - 1, entering) - Math.max(0, y - radius) + 1;
    const row = y * width;
    for (let x = 0; x < width; x++) out[row + x] = sums[x]! / count;
  }
}
